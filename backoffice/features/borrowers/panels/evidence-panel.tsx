import type { BorrowerView } from '../../../../contract/admin/schemas/borrower-view'
import type { StaffRole } from '../../../../contract/admin/roles'
import { when, words } from '../../../components/format'
import { Link } from '../../../components/link'
import { canCall } from './can-call'

/** The identity check and fraud signals; roles that do not read them are told so rather than shown an empty panel. */
export function EvidencePanel({ evidence, userId, roles }: { evidence: BorrowerView['evidence']; userId: number; roles: readonly StaffRole[] }) {
  return (
    <section className="card" aria-labelledby="evidence-heading">
      <h2 id="evidence-heading">Identity and fraud</h2>
      {evidence === null ? (
        <p className="muted">Identity findings, fraud signals and the bureau's answer are for support, reviewers and checkers.</p>
      ) : (
        <>
          <p>
            Identity: <strong>{words(evidence.kyc.status)}</strong>
            {evidence.kyc.reasons.length > 0 ? ` — ${evidence.kyc.reasons.map(words).join(', ')}` : ''}
            {evidence.kyc.checkedAt ? (
              <span className="muted small">
                {' '}
                · checked {when(evidence.kyc.checkedAt)}
                {evidence.kyc.provider ? ` by ${evidence.kyc.provider}` : ''}
              </span>
            ) : null}
            {evidence.kyc.faceDistance !== null ? <span className="muted small"> · face distance {evidence.kyc.faceDistance.toFixed(2)}</span> : null}
          </p>
          {canCall(roles, '/kyc/list') ? <Link to={`/kyc/${userId}`}>Identity photos and decision</Link> : null}
          <h3>Fraud signals</h3>
          {evidence.fraudHits.length === 0 ? (
            <p className="empty">No fraud signal.</p>
          ) : (
            <ul className="plain" aria-label="Fraud signals">
              {evidence.fraudHits.map((h, i) => (
                <li key={`${h.signal}-${i}`}>
                  <strong>{words(h.signal)}</strong>
                  {h.orderId ? <span className="mono"> #{h.orderId}</span> : null} <span className="muted small">{when(h.at)}</span>
                  {Object.keys(h.evidence).length > 0 ? (
                    <span className="small">
                      {' '}
                      (
                      {Object.entries(h.evidence)
                        .map(([k, v]) => `${words(k)}: ${String(v)}`)
                        .join(', ')}
                      )
                    </span>
                  ) : null}
                  {h.others.length > 0 ? (
                    <span className="small">
                      {' '}
                      also:{' '}
                      {h.others.map((o) => (
                        <Link key={o.userId} to={`/borrowers/${o.userId}`}>
                          {o.realName ?? o.mobileMasked}
                        </Link>
                      ))}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
