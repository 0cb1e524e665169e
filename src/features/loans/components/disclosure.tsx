import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ratePercent } from '../../../../contract/loan-limits'
import { formatPercent } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { MoneyList } from '../../../ui/money-list'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { PeriodCount } from '../../../ui/period-count'
import { RatePerPeriod } from '../../../ui/rate-per-period'
import { ScheduleTable } from '../../../ui/schedule-table'
import { MARKET_PROFILES } from '../../../../contract/market/profiles'
import { lender } from '../../../config'
import type { Quote } from '../quote'

/** Everything the loan costs, shown before the borrower commits to anything. */
export function Disclosure({ quote, rate, currency }: { quote: Quote; rate: number; currency: string }) {
  const { t } = useLingui()
  const last = quote.schedule.at(-1)
  const periods = quote.schedule.length
  // Paid twice a month, the installments are half months: counted as repayments, not months.
  const count =
    quote.dueDay === 'twice' ? (
      <Plural value={periods} one="# repayment, twice a month" other="# repayments, twice a month" />
    ) : (
      <PeriodCount count={periods} unit={quote.periodUnit} />
    )
  const effective = formatPercent(quote.effectiveAnnualPercent)
  // The regulator's way of stating the cost: a yearly APR (Thailand), or the monthly rates of the
  // Philippine Truth in Lending disclosure statement (BSP Circular 730, 1133).
  const rates =
    MARKET_PROFILES[lender.market].disclosure === 'monthlyEirTila'
      ? [
          { term: t`Nominal interest rate`, value: t`${formatPercent(quote.monthlyNominalPercent)} a month`, testId: 'monthly-nominal' },
          { term: t`Effective interest rate (EIR)`, value: t`${formatPercent(quote.monthlyEffectivePercent)} a month`, strong: true, testId: 'monthly-eir' },
        ]
      : [
          {
            term: t`Annual percentage rate (APR)`,
            value: formatPercent(quote.apr),
            note: <Trans>Effective annual rate {effective}</Trans>,
            testId: 'apr',
          },
        ]
  return (
    <section className="card disclosure" aria-labelledby="disclosure-title" data-testid="disclosure">
      <h2 id="disclosure-title" className="section-title">
        <Trans>What this loan costs</Trans>
      </h2>
      <MoneyList
        rows={[
          { term: t`Amount financed`, value: <Money amount={quote.amt} currency={currency} />, testId: 'amount-financed' },
          {
            term: t`Paid into your bank account`,
            value: <Money amount={quote.netProceeds} currency={currency} />,
            note: t`Nothing is deducted`,
            testId: 'net-proceeds',
          },
          { term: t`Finance charge (interest)`, value: <Money amount={quote.interest} currency={currency} />, testId: 'finance-charge' },
          { term: t`Fees`, value: t`No fees` },
          { term: t`Total to repay`, value: <Money amount={quote.total} currency={currency} />, strong: true, testId: 'total' },
          {
            term: t`Each repayment`,
            value: <Money amount={quote.perPeriod} currency={currency} />,
            note:
              last && last.amt !== quote.perPeriod ? (
                <Trans>
                  {count}, the last one <Money amount={last.amt} currency={currency} />
                </Trans>
              ) : (
                count
              ),
            testId: 'per-period',
          },
          {
            term: t`Interest rate`,
            value: <RatePerPeriod percent={ratePercent(rate)} unit={quote.periodUnit} />,
            note: t`Flat, on the amount financed`,
          },
          ...rates,
        ]}
      />
      <ScheduleTable rows={quote.schedule} currency={currency} caption={t`Repayment schedule`} />
      <ul className="rights">
        <li>
          <Trans>You may repay early at any time, without any penalty.</Trans>
        </li>
        <li>
          <Trans>You may cancel for free at any time before any money is sent to your bank account.</Trans>
        </li>
      </ul>
      <NoFeeNotice />
    </section>
  )
}
