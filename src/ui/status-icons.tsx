// Icons for loan statuses and documents; drawn like the rest in icons.tsx.
import type { ComponentProps } from 'react'
import { Icon } from './icons'

type Props = Omit<ComponentProps<typeof Icon>, 'children'>

export const ClockIcon = (p: Props) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)
export const CheckIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)
export const WalletIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M4 7h15v12H4z" />
    <path d="M4 7l11-3v3" />
    <path d="M15 13h2" />
  </Icon>
)
export const RepayIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M20 12a8 8 0 1 1-2.3-5.6" />
    <path d="M20 4v4h-4" />
  </Icon>
)
export const OverdueIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v5M12 18v.5" />
  </Icon>
)
export const SettledIcon = (p: Props) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Icon>
)
export const RefusedIcon = (p: Props) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Icon>
)
export const CancelledIcon = (p: Props) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M6 18L18 6" />
  </Icon>
)
export const DownloadIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M12 4v11" />
    <path d="M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </Icon>
)
export const DocumentIcon = (p: Props) => (
  <Icon {...p}>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </Icon>
)
