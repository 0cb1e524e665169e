import type { LoanView } from '../../../../contract/admin/schemas/borrower-view'
import { money, when, words } from '../../../components/format'

/** The bureau's answer kept for this application, as the reviewer saw it. */
export function BureauAnswer({ bureau, currency }: { bureau: NonNullable<LoanView['bureau']>; currency: string }) {
  const s = bureau.summary
  return (
    <div aria-label="Credit bureau answer">
      <p className="small">
        {bureau.provider} · {words(bureau.status)} · asked {when(bureau.askedAt)}
        {bureau.reference ? <span className="mono"> · ref {bureau.reference}</span> : null}
      </p>
      {s === null ? (
        <p className="empty">No answer kept.</p>
      ) : !s.fileFound ? (
        <p>No file at the bureau (a thin file, not a bad one).</p>
      ) : (
        <dl className="figures">
          <dt>Open loans</dt>
          <dd className="num">
            {s.openLoans}
            {s.lenders.length > 0 ? ` (${s.lenders.join(', ')})` : ''}
          </dd>
          <dt>Open balance</dt>
          <dd className="num">
            {money(s.openBalance)} {currency}
          </dd>
          <dt>Monthly instalments</dt>
          <dd className="num">
            {money(s.monthlyInstalments)} {currency}
          </dd>
          <dt>Past due elsewhere</dt>
          <dd className="num">
            {money(s.pastDue)} {currency}
          </dd>
          <dt>Worst delinquency</dt>
          <dd className="num">{s.worstDelinquencyDays} days</dd>
          <dt>Inquiries, 6 months</dt>
          <dd className="num">{s.inquiriesLast6Months}</dd>
        </dl>
      )}
    </div>
  )
}
