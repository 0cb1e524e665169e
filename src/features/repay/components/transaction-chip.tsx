import { useLingui } from '@lingui/react/macro'
import { CheckIcon, ClockIcon, RefusedIcon } from '../../../ui/status-icons'
import type { Transaction } from '../api'
import { StateChip } from './state-chip'

export function TransactionChip({ status }: { status: Transaction['status'] }) {
  const { t } = useLingui()
  if (status === 'succeeded') return <StateChip tone="done" icon={<CheckIcon />} status={status} word={t`Completed`} />
  if (status === 'failed') return <StateChip tone="problem" icon={<RefusedIcon />} status={status} word={t`Failed`} />
  return <StateChip tone="waiting" icon={<ClockIcon />} status={status} word={t`Processing`} />
}
