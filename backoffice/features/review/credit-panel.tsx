import type { ReviewCredit } from '../../../contract/admin/schemas/risk'
import { reasonName } from './credit-reason-names'
import { money, when } from '../../components/format'

const STATUS: Record<NonNullable<ReviewCredit['bureau']>['status'], string> = {
  pending: 'Asked, no answer yet',
  answered: 'Answered',
  no_consent: 'Not asked: no consent',
  unavailable: 'No answer in time',
}

/** The bureau's answer and the scorecard's scores of one application, on the review page. */
export function CreditPanel({ credit }: { credit: ReviewCredit }) {
  const { bureau, scores, decisionReasons } = credit
  const s = bureau?.summary ?? null
  return (
    <div className="card">
      <h2>Credit bureau and score</h2>
      {decisionReasons.length > 0 ? (
        <p>
          <strong>Why the engine stopped:</strong> {decisionReasons.map(reasonName).join('; ')}
        </p>
      ) : null}
      {bureau === null ? (
        <p className="muted">The bureau was not asked about this application.</p>
      ) : (
        <dl>
          <dt>Inquiry</dt>
          <dd>
            {STATUS[bureau.status]} ({bureau.provider}
            {bureau.reference ? `, ref. ${bureau.reference}` : ''}) on {when(bureau.askedAt)}
          </dd>
          {s ? (
            <>
              <dt>File</dt>
              <dd>{s.fileFound ? 'Found' : 'No file at the bureau'}</dd>
              <dt>Open loans</dt>
              <dd>
                {s.openLoans} at {s.lenders.length} lender{s.lenders.length === 1 ? '' : 's'}
                {s.lenders.length > 0 ? ` (${s.lenders.join(', ')})` : ''}
              </dd>
              <dt>Owed / monthly instalments</dt>
              <dd>
                {money(s.openBalance)} / {money(s.monthlyInstalments)}
              </dd>
              <dt>Past due now</dt>
              <dd>{money(s.pastDue)}</dd>
              <dt>Worst days past due</dt>
              <dd>{s.worstDelinquencyDays}</dd>
              <dt>Inquiries, 6 months</dt>
              <dd>{s.inquiriesLast6Months}</dd>
            </>
          ) : null}
        </dl>
      )}
      {scores.length === 0 ? (
        <p className="muted">Not scored.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Table</th>
              <th>Score</th>
              <th>Band</th>
              <th>Reasons (most points lost first)</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((score) => (
              <tr key={score.role}>
                <td>
                  {score.role} {score.version}
                  {score.decided ? ' (decided)' : ''}
                </td>
                <td>{score.score}</td>
                <td>{score.band}</td>
                <td>{score.reasons.map(reasonName).join('; ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
