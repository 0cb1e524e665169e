import { useLingui } from '@lingui/react/macro'
import { PERIOD_STATUS } from '../../../../contract/order-status'
import { CheckIcon, ClockIcon, OverdueIcon } from '../../../ui/status-icons'
import { StateChip } from './state-chip'

/** A schedule line's status (`period_status_{n}`): 0 pending, 1 repaid, 2 overdue. */
export function PeriodChip({ status }: { status: number }) {
  const { t } = useLingui()
  if (status === PERIOD_STATUS.repaid) {
    return <StateChip tone="done" icon={<CheckIcon />} status="repaid" word={t({ id: 'period_status_1', message: 'Repaid' })} />
  }
  if (status === PERIOD_STATUS.overdue) {
    return <StateChip tone="problem" icon={<OverdueIcon />} status="overdue" word={t({ id: 'period_status_2', message: 'Overdue' })} />
  }
  return <StateChip tone="waiting" icon={<ClockIcon />} status="pending" word={t({ id: 'period_status_0', message: 'Pending' })} />
}
