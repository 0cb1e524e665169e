import { Trans, useLingui } from '@lingui/react/macro'
import type { ComplaintCare, LatePaymentRules } from '../../contract/market/types'
import { EscalationLinks } from './escalation-links'

/**
 * What paying late costs and brings, and where to complain, from the market pack: the same
 * figures the contract states and the server's overdue marking reads (contract/late-payment.ts).
 */
export function LatePaymentTerms({ late, complaints, headingLevel = 2 }: { late: LatePaymentRules; complaints: ComplaintCare; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as keyof typeof late.bureau
  const body = complaints.escalateTo
  const bureau = late.bureau[locale] ?? late.bureau.en
  const lawAllows = late.lawAllows[locale] ?? late.lawAllows.en
  const bodyName = body.name[locale] ?? body.name.en
  const days = late.graceDays
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="card late-payment" aria-labelledby="late-payment-title" data-testid="late-payment">
      <Heading id="late-payment-title" className="section-title">
        <Trans>If you pay late</Trans>
      </Heading>
      <p>
        {days === 0 ? (
          <Trans>A payment not received by the end of its due date is late from the next day.</Trans>
        ) : (
          <Trans>A payment not received within {days} days after its due date is late from the day after.</Trans>
        )}
      </p>
      <p data-testid="late-charges">
        <Trans>We charge no late fee and no default interest: a late payment costs only the amount that was due.</Trans> {lawAllows}
      </p>
      <p data-testid="late-bureau">
        <Trans>
          Every month, after it ends, we report this loan to the {bureau}: what you owe, what you paid, and any amount past due with the days since its
          due date. A payment still late at the end of a month shows as late in that month's report.
        </Trans>
      </p>
      <Heading className="section-title">
        <Trans>Where to complain</Trans>
      </Heading>
      <p>
        <Trans>Tell us first: write to us from My › Support requests, and we answer in writing.</Trans>
      </p>
      <div data-testid="complain-to">
        <p>
          <Trans>If we have not resolved it, you may complain to the {bodyName}:</Trans>
        </p>
        <EscalationLinks body={body} />
      </div>
    </section>
  )
}
