import type { EscalationBody } from '../../contract/market/types'

/** Where a borrower can complain beyond the lender: its phones, e-mail and website, one a line, each a full tap target. */
export function EscalationLinks({ body }: { body: Pick<EscalationBody, 'phones' | 'email' | 'web'> }) {
  return (
    <ul className="contact-links">
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
  )
}
