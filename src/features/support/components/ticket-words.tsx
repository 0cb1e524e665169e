import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TicketCategory, TicketStatus } from '../../../../contract/tickets'
import { CheckIcon, ClockIcon, RepayIcon, SettledIcon } from '../../../ui/status-icons'

export const CATEGORY_LABELS: Record<TicketCategory, MessageDescriptor> = {
  repayment: msg`A repayment`,
  payout: msg`Receiving my money`,
  account: msg`My account`,
  data_privacy: msg`My personal data`,
  complaint: msg`A complaint`,
  dispute: msg`I disagree with a charge, a payment or my debt`,
  hardship: msg`I cannot pay: ask for a restructuring plan`,
  other: msg`Something else`,
}

// A status is never told by colour alone: each has its word and its own icon.
const STATUSES: Record<TicketStatus, { icon: ReactNode; word: ReactNode }> = {
  received: { icon: <ClockIcon />, word: <Trans>Received</Trans> },
  in_progress: { icon: <RepayIcon />, word: <Trans>In progress</Trans> },
  answered: { icon: <CheckIcon />, word: <Trans>Answered</Trans> },
  closed: { icon: <SettledIcon />, word: <Trans>Closed</Trans> },
}

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { icon, word } = STATUSES[status]
  return (
    <span className={`chip chip-ticket-${status}`} data-status={status}>
      {icon}
      <span>{word}</span>
    </span>
  )
}

export function StatusWord({ status }: { status: TicketStatus }) {
  return <>{STATUSES[status].word}</>
}
