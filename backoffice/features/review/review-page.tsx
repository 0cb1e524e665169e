import { useState } from 'react'
import { call } from '../../api'
import { money, when, words } from '../../components/format'
import { IdentityPhotos } from '../../components/identity-photos'
import { Link } from '../../components/link'
import { MaskedNumber } from '../../components/masked-number'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { FindingsTable } from './findings-table'
import { DecisionCard } from './decision-card'
import { type Decided, ReviewDecision } from './review-decision'
import { navigate } from '../../router'
import { StatusBadge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'
import { CreditPanel } from './credit-panel'

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'Yes' : 'No')

export function ReviewPage({ orderId }: { orderId: number }) {
  const review = useLoad(() => call('/review/order', { orderId }), `review-${orderId}`)
  const [decided, setDecided] = useState<string | null>(null)
  if (review.error) return <ErrorNotice error={review.error} />
  if (!review.data) return <Loading />
  const { order, applicant, bank, questionnaire, contacts, photos, findings } = review.data
  const onDecided = async ({ what, next }: Decided) => {
    setDecided(`Order #${orderId}: ${what}`)
    if (next) {
      // The queue is oldest first and no longer holds this order: its head is the next one.
      const queue = await call('/review/queue', {}).catch(() => [])
      const following = queue.find((item) => item.orderId !== orderId)
      return navigate(following ? `/review/${following.orderId}` : '/')
    }
    review.reload()
  }
  return (
    <section>
      <p>
        <Link to="/">← Review queue</Link> · <Link to={`/loans/${order.orderId}`}>Borrower and loan view</Link>
      </p>
      <header className="page-header">
        <h1>
          Order #{order.orderId} · {applicant.realName ?? 'no name'}
        </h1>
        <StatusBadge status={order.status} />
      </header>
      <p className="muted">Applied {when(order.appliedAt)}</p>
      {decided ? <Notice>{decided}</Notice> : null}
      {applicant.identityVerified ? null : (
        <p className="notice notice-warning" role="status" data-testid="identity-not-verified">
          The applicant&apos;s identity is not verified: approving is refused until it is.{' '}
          <Link to={`/kyc/${applicant.userId}`}>Check the identity</Link>
        </p>
      )}
      <div className="summary">
        <Figure label="Amount" value={money(order.principal)} />
        <Figure label="Term" value={`${order.periods} ${order.periodUnit}s`} />
        <Figure label="Rate per period" value={`${order.ratePerPeriodPercent.toFixed(2)} %`} />
        <Figure label="APR" value={`${order.apr.toFixed(2)} %`} />
        <Figure label="Per period" value={money(order.perPeriod)} />
        <Figure label="Total to repay" value={money(order.total)} />
        <Figure label="Product" value={order.appName} />
      </div>
      <div className="columns">
        <div>
          <div className="card">
            <h2>Applicant</h2>
            <dl>
              <dt>Name</dt>
              <dd>{applicant.realName ?? '—'}</dd>
              <dt>ID number</dt>
              <dd>
                <MaskedNumber userId={applicant.userId} field="identity" masked={applicant.identityMasked} canOpen />
              </dd>
              <dt>Phone</dt>
              <dd>
                <MaskedNumber userId={applicant.userId} field="mobile" masked={applicant.mobileMasked} canOpen />
              </dd>
              <dt>Born</dt>
              <dd>{applicant.birthday ?? '—'}</dd>
              <dt>Sex · marriage</dt>
              <dd>
                {applicant.sex === 1 ? 'Male' : applicant.sex === 2 ? 'Female' : '—'} · {applicant.marriage ?? '—'}
              </dd>
              <dt>Education</dt>
              <dd>{applicant.education ?? '—'}</dd>
              <dt>Email</dt>
              <dd>{applicant.email ?? '—'}</dd>
              <dt>Address</dt>
              <dd>
                {applicant.address ?? '—'}, {applicant.provinceCity?.replace(',', ', ') ?? ''}
              </dd>
              <dt>Registered</dt>
              <dd>{when(applicant.registeredAt)}</dd>
              <dt>Hold</dt>
              <dd>{applicant.hold ? words(applicant.hold) : 'none'}</dd>
            </dl>
          </div>
          <div className="card">
            <h2>Identity photos</h2>
            <IdentityPhotos photos={photos} />
          </div>
          <div className="card">
            <h2>Bank account</h2>
            {bank ? (
              <dl>
                <dt>Bank</dt>
                <dd>{bank.bankName}</dd>
                <dt>Account</dt>
                <dd>
                  <MaskedNumber userId={applicant.userId} field="cardNo" masked={bank.cardNoMasked} canOpen />
                </dd>
              </dl>
            ) : (
              <p className="muted">No bank account.</p>
            )}
          </div>
          <div className="card">
            <h2>Questionnaire</h2>
            <dl>
              <dt>Job</dt>
              <dd>{questionnaire.job ?? '—'}</dd>
              <dt>Monthly income</dt>
              <dd>{questionnaire.monthlyIncome === null ? '—' : money(questionnaire.monthlyIncome)}</dd>
              <dt>Monthly expenses</dt>
              <dd>{questionnaire.expenses === null ? '—' : money(questionnaire.expenses)}</dd>
              <dt>Purpose</dt>
              <dd>{questionnaire.loanPurpose ?? '—'}</dd>
              <dt>Borrowed before</dt>
              <dd>{yesNo(questionnaire.loanBefore)}</dd>
              <dt>Guarantor</dt>
              <dd>{yesNo(questionnaire.guarantee)}</dd>
            </dl>
            <h3>Emergency contacts</h3>
            <ul className="plain">
              {contacts.map((c) => (
                <li key={c.mobileMasked}>
                  {c.name} ({c.relation}) <span className="mono">{c.mobileMasked}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <div className="card">
            <h2>Decision engine</h2>
            <FindingsTable findings={findings} />
          </div>
          {review.data.credit ? <CreditPanel credit={review.data.credit} /> : null}
          {order.status === 1 ? <ReviewDecision orderId={order.orderId} findings={findings} onDecided={(d) => void onDecided(d)} /> : null}
          {review.data.decisions.map((d) => (
            <DecisionCard key={d.id} decision={d} onChanged={review.reload} />
          ))}
        </div>
      </div>
    </section>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="figure">
      <span className="muted small">{label}</span>
      <strong>{value}</strong>
    </div>
  )
}
