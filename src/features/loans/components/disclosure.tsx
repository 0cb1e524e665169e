import { Trans, useLingui } from '@lingui/react/macro'
import { ratePercent } from '../../../../contract/loan-limits'
import { Money } from '../../../ui/money'
import { MoneyList } from '../../../ui/money-list'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { RatePerPeriod } from '../../../ui/rate-per-period'
import { RepaymentCount } from '../../../ui/repayment-count'
import { useDisclosedRateRow } from '../../../ui/disclosed-rate-row'
import { ScheduleTable } from '../../../ui/schedule-table'
import type { Quote } from '../quote'

/** Everything the loan costs, shown before the borrower commits to anything. */
export function Disclosure({ quote, rate, currency }: { quote: Quote; rate: number; currency: string }) {
  const { t } = useLingui()
  const last = quote.schedule.at(-1)
  const count = <RepaymentCount count={quote.schedule.length} cadence={quote.dueDay === 'twice' ? 'twice' : quote.periodUnit} />
  const disclosed = useDisclosedRateRow(quote.disclosed)
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
          ...(disclosed ? [disclosed] : []),
          {
            term: t`Flat interest rate`,
            value: <RatePerPeriod percent={ratePercent(rate)} unit={quote.periodUnit} />,
            note: t`Charged on the whole amount financed for every period: how the interest is worked out, not the effective rate`,
          },
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
