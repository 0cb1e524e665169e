import { Plural } from '@lingui/react/macro'

export type PeriodUnit = 'month' | 'week' | 'day'

/** "6 months", "1 week": a number of repayment periods in the lender's unit. */
export function PeriodCount({ count, unit }: { count: number; unit: PeriodUnit }) {
  if (unit === 'week') return <Plural value={count} one="# week" other="# weeks" />
  if (unit === 'day') return <Plural value={count} one="# day" other="# days" />
  return <Plural value={count} one="# month" other="# months" />
}
