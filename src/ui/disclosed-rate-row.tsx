import { useLingui } from '@lingui/react/macro'
import type { DisclosedRate } from '../../contract/disclosed-rate'
import { formatPercent } from './formats'
import type { MoneyRow } from './money-list'

/**
 * The one rate the market's regulator requires, named as it names it (contract/disclosed-rate.ts):
 * the row every quote, contract and loan view shows it in, once. Null while there is no rate yet
 * (a loan view still loading).
 */
export function useDisclosedRateRow(rate: DisclosedRate | undefined): MoneyRow | null {
  const { t } = useLingui()
  if (!rate) return null
  const percent = formatPercent(rate.percent)
  if (rate.name !== 'dailyCost') return rate.name === 'effectiveAnnual'
    ? { term: t`Effective interest rate a year`, value: t`${percent} a year`, strong: true, testId: 'disclosed-rate' }
    : { term: t`Effective interest rate (EIR) a month`, value: t`${percent} a month`, strong: true, testId: 'disclosed-rate' }
  // Indonesia: OJK's economic benefit a calendar day, the measure its caps are set in.
  return { term: t`Total cost a day (interest and all fees)`, value: t`${percent} a day`, strong: true, testId: 'disclosed-rate' }
}
