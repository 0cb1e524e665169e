import { Trans } from '@lingui/react/macro'
import type { ComplaintCare, Localized } from '../../../../contract/market/types'
import type { Locale } from '../../../../contract/locales'
import { EscalationLinks } from '../../../ui/escalation-links'

type Props = { care: ComplaintCare; serviceDays: number; locale: Locale }

const named = (text: Localized, locale: Locale) => text[locale] ?? text.en

/** When the lender answers, and where to turn when it does not resolve the matter. */
export function ServiceInfo({ care, serviceDays, locale }: Props) {
  const body = care.escalateTo
  return (
    <section className="card ticket-service" data-testid="ticket-service">
      <p>
        <Trans>We acknowledge every request within {serviceDays} working days.</Trans>
      </p>
      <p>
        <Trans>Not resolved? You can escalate your complaint to {named(body.name, locale)}:</Trans>
      </p>
      <EscalationLinks body={body} />
    </section>
  )
}
