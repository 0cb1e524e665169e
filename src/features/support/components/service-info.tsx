import { Trans } from '@lingui/react/macro'
import type { ComplaintCare, Localized } from '../../../../contract/market/types'
import type { Locale } from '../../../../contract/locales'

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
      <ul className="ticket-escalation">
        {body.phones.map((phone) => (
          <li key={phone}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        ))}
        <li>
          <a href={`mailto:${body.email}`}>{body.email}</a>
        </li>
        <li>
          <a href={body.web} target="_blank" rel="noopener noreferrer">
            {new URL(body.web).host}
          </a>
        </li>
      </ul>
    </section>
  )
}
