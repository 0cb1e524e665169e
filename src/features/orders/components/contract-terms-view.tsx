import { Trans, useLingui } from '@lingui/react/macro'
import { disclosedRate } from '../../../../contract/disclosed-rate'
import { marketProfile, marketProfiles } from '../../../../contract/market/profiles'
import { marketTerms } from '../../../../contract/market/terms'
import { cadenceOf } from '../../../../contract/repayment-cadence'
import { isLocale } from '../../../../contract/locales'
import { regulatorName } from '../../../../contract/market/regulator-name'
import type { ContractTerms } from '../../../../contract/schemas/contract-terms'
import { lender as pageLender } from '../../../config'
import { formatDayIn } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { MoneyList } from '../../../ui/money-list'
import { RepaymentCount } from '../../../ui/repayment-count'
import { useDisclosedRateRow } from '../../../ui/disclosed-rate-row'
import { LatePaymentTerms } from '../../../ui/late-payment-terms'
import { RatePerPeriod } from '../../../ui/rate-per-period'
import { ScheduleTable } from '../../../ui/schedule-table'

/** The contract drawn from its frozen terms, with our own (translated) headings. */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const { t, i18n } = useLingui()
  const { currency, lender, borrower } = terms
  const idType = borrower.idType ? marketProfiles().flatMap((m) => m.idTypes).find((type) => type.code === borrower.idType) : undefined
  const idLabel = idType ? (idType.label[i18n.locale as keyof typeof idType.label] ?? idType.label.en) : null
  // The day in the market's time zone, as the downloaded contract gives it.
  const frozen = formatDayIn(terms.frozenAt, marketProfile(pageLender.market).timeZone)
  const number = terms.orderId
  const money = (amount: number) => <Money amount={amount} currency={currency} />
  const market = marketProfile(pageLender.market)
  const disclosed = useDisclosedRateRow(disclosedRate(market.disclosure, terms))
  return (
    <article className="contract" aria-labelledby="contract-title">
      <h2 id="contract-title" className="contract-title">
        <Trans>Loan contract No. {number}</Trans>
      </h2>
      <p className="muted">
        <Trans>Terms fixed on {frozen}.</Trans>
      </p>

      <section aria-labelledby="contract-parties" className="contract-section">
        <h3 id="contract-parties">
          <Trans>The parties</Trans>
        </h3>
        <MoneyList
          rows={[
            { term: t`Lender`, value: lender.name, testId: 'lender' },
            { term: t`Licence`, value: lender.licence, note: isLocale(i18n.locale) ? regulatorName(lender.regulator, i18n.locale) : lender.regulator },
            { term: t`Borrower`, value: borrower.name, testId: 'borrower' },
            { term: idLabel ? t`${idLabel} number` : t`ID number`, value: borrower.idNumberMasked },
            { term: t`Phone`, value: borrower.mobileMasked },
          ]}
        />
      </section>

      <section aria-labelledby="contract-cost" className="contract-section">
        <h3 id="contract-cost">
          <Trans>The loan and what it costs</Trans>
        </h3>
        <MoneyList
          rows={[
            { term: t`Amount financed`, value: money(terms.amountFinanced), testId: 'contract-principal' },
            { term: t`Paid into your bank account`, value: money(terms.netProceeds), note: t`Nothing is deducted` },
            { term: t`Finance charge (interest)`, value: money(terms.financeCharge) },
            {
              term: t`Fees`,
              value:
                terms.fees.length === 0 ? (
                  <span data-testid="no-fees">{t`No fees`}</span>
                ) : (
                  <ul className="fee-list">
                    {terms.fees.map((fee) => (
                      <li key={fee.name}>
                        {fee.name}: {money(fee.amount)}
                      </li>
                    ))}
                  </ul>
                ),
            },
            { term: t`Total to repay`, value: money(terms.totalToRepay), strong: true, testId: 'contract-total' },
            ...(disclosed ? [disclosed] : []),
            {
              term: t`Flat interest rate`,
              value: <RatePerPeriod percent={terms.ratePerPeriodPercent} unit={terms.periodUnit} />,
              note: t`Charged on the whole amount financed for every period: how the interest is worked out, not the effective rate`,
            },
            {
              term: t`Number of repayments`,
              value: <RepaymentCount count={terms.schedule.length} cadence={cadenceOf(terms.periodUnit, terms.schedule.length, terms.periods)} />,
              testId: 'contract-repayments',
            },
          ]}
        />
      </section>

      <ScheduleTable rows={terms.schedule} currency={currency} caption={t`Repayment schedule`} />

      <LatePaymentTerms late={marketTerms(pageLender.market).latePayment} complaints={marketTerms(pageLender.market).complaints} headingLevel={3} />

      <section aria-labelledby="contract-rights" className="contract-section">
        <h3 id="contract-rights">
          <Trans>Your rights</Trans>
        </h3>
        <ul className="rights">
          <li>
            <Trans>No hidden fees: you repay only the total to repay above, nothing else.</Trans>
          </li>
          <li>
            <Trans>You may cancel for free at any time before any money is sent to your bank account.</Trans>
          </li>
          <li>
            <Trans>You may repay early at any time, without any penalty.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="contract-data" className="contract-section">
        <h3 id="contract-data">
          <Trans>How we use your information</Trans>
        </h3>
        <p>
          <Trans>
            We use the information you gave us only to assess and manage this loan and to meet our legal obligations. You can download a copy of
            it, or ask us to delete it, from My account.
          </Trans>
        </p>
      </section>
    </article>
  )
}
