import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './money-ui.css'
import { CancelledIcon, CheckIcon, ClockIcon, OverdueIcon, RefusedIcon, RepayIcon, SettledIcon, WalletIcon } from './status-icons'

export const CHIP_KINDS = ['review', 'approved', 'ready', 'repaying', 'overdue', 'settled', 'refused', 'cancelled', 'writtenOff'] as const
export type ChipKind = (typeof CHIP_KINDS)[number]

// A status is never told by colour alone: every chip has its word and its own icon.
const CHIPS: Record<ChipKind, { icon: ReactNode; word: ReactNode }> = {
  review: { icon: <ClockIcon />, word: <Trans>Under review</Trans> },
  approved: { icon: <CheckIcon />, word: <Trans>Approved</Trans> },
  ready: { icon: <WalletIcon />, word: <Trans>Ready to withdraw</Trans> },
  repaying: { icon: <RepayIcon />, word: <Trans>Repaying</Trans> },
  overdue: { icon: <OverdueIcon />, word: <Trans>Overdue</Trans> },
  settled: { icon: <SettledIcon />, word: <Trans>Settled</Trans> },
  refused: { icon: <RefusedIcon />, word: <Trans>Refused</Trans> },
  cancelled: { icon: <CancelledIcon />, word: <Trans>Cancelled</Trans> },
  writtenOff: { icon: <OverdueIcon />, word: <Trans>Written off, still owed</Trans> },
}

export function StatusChip({ kind }: { kind: ChipKind }) {
  const { icon, word } = CHIPS[kind]
  return (
    <span className={`chip chip-${kind}`} data-status={kind}>
      {icon}
      <span>{word}</span>
    </span>
  )
}
