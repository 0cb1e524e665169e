import { useState } from 'react'
import type { KycItem } from '../../../contract/admin/schemas/kyc'
import { KYC_STATUSES, KYC_STEPS } from '../../../contract/kyc'
import { call } from '../../api'
import { when } from '../../components/format'
import { IdentityPhotos } from '../../components/identity-photos'
import { KycDecision } from './kyc-decision'
import { FRAUD_SIGNAL_WORDS, KYC_REASON_WORDS, KYC_STATUS_WORDS, KYC_STEP_WORDS, STEP_OUTCOME_WORDS } from './kyc-words'
import { Link } from '../../components/link'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { navigate } from '../../router'

/** One borrower's identity: the list answers by status, so each status is asked from this borrower on. */
async function loadItem(userId: number): Promise<KycItem | null> {
  const from = userId > 1 ? { afterUserId: userId - 1 } : {}
  const pages = await Promise.all(KYC_STATUSES.map((status) => call('/kyc/list', { status, ...from })))
  return pages.flatMap((p) => p.items).find((item) => item.userId === userId) ?? null
}

export function KycPage({ userId }: { userId: number }) {
  const item = useLoad(() => loadItem(userId), `kyc-${userId}`)
  const [decided, setDecided] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const onDecided = async (what: string, next: boolean) => {
    setDecided(what)
    if (!next) return item.reload()
    try {
      const [following] = (await call('/kyc/list', { status: 'review', afterUserId: userId })).items
      if (following) {
        setDecided(null)
        navigate(`/kyc/${following.userId}`)
      } else navigate('/kyc')
    } catch (e) {
      setError(e)
    }
  }
  return (
    <section>
      <p>
        <Link to="/kyc">← Identity checks</Link>
      </p>
      <ErrorNotice error={item.error ?? error} />
      {item.loading && !item.data ? <Loading /> : null}
      {item.data === null ? <p className="empty">This borrower has sent no identity to check.</p> : null}
      {decided ? <Notice>{decided}</Notice> : null}
      {item.data ? <KycDetail item={item.data} onDecided={onDecided} /> : null}
    </section>
  )
}

function KycDetail({ item, onDecided }: { item: KycItem; onDecided: (what: string, next: boolean) => void }) {
  const closeMatch = item.faceDistance !== undefined && item.faceDistance <= item.faceThreshold
  return (
    <>
      <header className="page-header">
        <h1>
          Identity · {item.realName ?? 'no name'} <span className="mono">#{item.userId}</span>
        </h1>
        <span className={`badge ${item.status === 'verified' ? 'badge-ok' : item.status === 'rejected' ? 'badge-bad' : 'badge-wait'}`} data-kyc-status={item.status}>
          {KYC_STATUS_WORDS[item.status]}
        </span>
      </header>
      <p className="muted">
        Phone <span className="mono">{item.mobileMasked}</span> · ID <span className="mono">{item.identityMasked ?? '—'}</span> · born {item.birthday ?? '—'} · sent{' '}
        {item.submittedAt ? when(item.submittedAt) : '—'} · checked by {item.provider ?? '—'}
      </p>
      <div className="card">
        <h2>Photos</h2>
        <IdentityPhotos photos={item.photos} />
      </div>
      <div className="columns">
        <div>
          <div className="card">
            <h2>What the check answered</h2>
            <table>
              <thead>
                <tr>
                  <th>Step</th>
                  <th>Outcome</th>
                  <th>Why</th>
                </tr>
              </thead>
              <tbody>
                {KYC_STEPS.map((step) => {
                  const answer = item.steps[step]
                  return (
                    <tr key={step}>
                      <td>{KYC_STEP_WORDS[step]}</td>
                      <td>{answer ? (STEP_OUTCOME_WORDS[answer.outcome] ?? answer.outcome) : 'Not yet'}</td>
                      <td>{answer?.reasons.map((r) => KYC_REASON_WORDS[r]).join('; ') || '—'}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
            <p data-testid="face-distance">
              Face distance{' '}
              {item.faceDistance === undefined ? (
                'not measured (a face was missing)'
              ) : (
                <>
                  <strong className="mono">{item.faceDistance.toFixed(3)}</strong> against the threshold <span className="mono">{item.faceThreshold.toFixed(3)}</span>:{' '}
                  {closeMatch ? 'close enough to be the same person' : 'too far apart to be taken as the same person'}
                </>
              )}
            </p>
            {item.reasons.length > 0 ? (
              <>
                <h3>Reasons on file</h3>
                <ul className="plain">
                  {item.reasons.map((r) => (
                    <li key={r}>{KYC_REASON_WORDS[r]}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <FraudHits item={item} />
        </div>
        <div>{item.status === 'review' || item.status === 'rejected' || item.status === 'pending' ? <KycDecision userId={item.userId} onDecided={onDecided} /> : null}</div>
      </div>
    </>
  )
}

function FraudHits({ item }: { item: KycItem }) {
  return (
    <div className="card">
      <h2>Fraud signals</h2>
      {item.fraudHits.length === 0 ? <p className="muted">None for this borrower.</p> : null}
      <ul className="plain">
        {item.fraudHits.map((hit, i) => (
          <li key={`${hit.signal}-${i}`}>
            <strong>{FRAUD_SIGNAL_WORDS[hit.signal]}</strong> <span className="muted small">{when(hit.at)}</span>
            {hit.orderId ? (
              <>
                {' '}
                · <Link to={`/review/${hit.orderId}`}>order #{hit.orderId}</Link>
              </>
            ) : null}
            <div className="small mono">{Object.entries(hit.evidence).map(([k, v]) => `${k}: ${String(v)}`).join(' · ')}</div>
            {hit.others.length > 0 ? (
              <div className="small">
                Other borrowers:{' '}
                {hit.others.map((o, j) => (
                  <span key={o.userId}>
                    {j > 0 ? ', ' : ''}
                    <Link to={`/borrowers/${o.userId}`}>
                      {o.realName ?? `#${o.userId}`} <span className="mono">{o.mobileMasked}</span>
                    </Link>
                  </span>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
