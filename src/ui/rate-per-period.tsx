import { Trans } from '@lingui/react/macro'
import { formatPercentRange } from './formats'
import type { PeriodUnit } from './period-count'

/** An interest rate per repayment period, or the range a product's periods span: "0.8% a month", "0.8–0.9% a month". */
export function RatePerPeriod({ percent, unit }: { percent: number | readonly [number, number]; unit: PeriodUnit }) {
  const [min, max] = typeof percent === 'number' ? [percent, percent] : percent
  const rate = formatPercentRange(min, max)
  if (unit === 'week') return <Trans>{rate} a week</Trans>
  if (unit === 'day') return <Trans>{rate} a day</Trans>
  return <Trans>{rate} a month</Trans>
}
