import { Trans, useLingui } from '@lingui/react/macro'
import { marketTerms } from '../../../../contract/market/terms'
import { lender } from '../../../config'
import { LatePaymentTerms } from '../../../ui/late-payment-terms'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'
import { parseFaq } from '../faq'
import '../support.css'

export function FaqScreen({ faq, loaded }: { faq: string | null; loaded: boolean }) {
  const { t } = useLingui()
  const entries = faq ? parseFaq(faq) : []
  return (
    <Page title={t`Help & FAQ`} back>
      {!loaded ? (
        <Skeleton count={3} label={t`Loading`} />
      ) : entries.length === 0 ? (
        <p className="card">
          <Trans>No questions have been published yet.</Trans>
        </p>
      ) : (
        <ul className="faq">
          {entries.map((entry, i) => (
            <li key={i} className="card">
              {entry.question ? <h2 className="faq-question">{entry.question}</h2> : null}
              <p>{entry.answer}</p>
            </li>
          ))}
        </ul>
      )}
      <LatePaymentTerms late={marketTerms(lender.market).latePayment} complaints={marketTerms(lender.market).complaints} />
    </Page>
  )
}
