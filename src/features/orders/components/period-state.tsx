import { Trans } from '@lingui/react/macro'
import { PERIOD_STATUS } from '../../../../contract/order-status'

/** One schedule line's state, in words (the table cell next to its amount). */
export function PeriodState({ status }: { status: number }) {
  if (status === PERIOD_STATUS.repaid) return <Trans>Repaid</Trans>
  if (status === PERIOD_STATUS.overdue) return <strong className="text-danger">{<Trans>Overdue</Trans>}</strong>
  return <Trans>Due</Trans>
}
