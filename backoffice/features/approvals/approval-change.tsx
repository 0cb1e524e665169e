import type { Approval } from '../../../contract/admin/schemas/approvals'
import { approvalWords } from '../../components/approval-words'
import { moneyOfMinor } from '../../components/format'
import { Link } from '../../components/link'
import { MONEY_KINDS, MoneyApprovalChange } from './money-approval-change'

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** What the request changes in business terms: a headline, each change old → new, and a link to what it changes. */
export function ApprovalChange({ approval }: { approval: Approval }) {
  const { headline, lines, link } = approvalWords(approval)
  return (
    <div className="approval-change">
      <p className="approval-headline">
        <strong>{headline}</strong>
      </p>
      {MONEY_KINDS.includes(approval.kind) ? <MoneyApprovalChange approval={approval} /> : null}
      {approval.kind === 'write_off' ? <WriteOffWords approval={approval} /> : null}
      {lines.length > 0 ? (
        <table className="compact">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Now</th>
              <th scope="col">After approval</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.label} className={l.changed ? 'changed' : undefined}>
                <th scope="row">{l.label}</th>
                <td>{l.before}</td>
                <td>
                  {l.after} {l.changed ? <strong>(changed)</strong> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {link ? (
        <p className="small">
          <Link to={link.href}>{link.label}</Link>
        </p>
      ) : null}
    </div>
  )
}

function WriteOffWords({ approval }: { approval: Approval }) {
  const before = record(approval.before)
  const after = record(approval.payload)
  return (
    <p>
      Write off order <span className="mono">#{String(after.orderId)}</span>: {moneyOfMinor(Number(before.outstandingMinor ?? 0))} moves from receivable to loss; {String(before.daysPastDue ?? '—')} days past due when asked.
    </p>
  )
}
