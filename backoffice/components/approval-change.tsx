import type { Approval } from '../../contract/admin/schemas/approvals'
import { money } from './format'
import { MONEY_KINDS, MoneyApprovalChange } from './money-approval-change'

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const shown = (value: unknown) => (value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value))

/** What the request changes, field by field, before and after; a write-off as what leaves the books, a money action in amounts and accounts. */
export function ApprovalChange({ approval }: { approval: Approval }) {
  const before = record(approval.before)
  const after = record(approval.payload)
  if (MONEY_KINDS.includes(approval.kind)) return <MoneyApprovalChange approval={approval} />
  if (approval.kind === 'write_off') {
    return (
      <p>
        Write off order <span className="mono">#{shown(after.orderId)}</span>: {money(Number(before.outstandingMinor ?? 0) / 100)} moves from receivable to loss; {shown(before.daysPastDue)} days past due when asked.
      </p>
    )
  }
  const differs = (field: string) => shown(before[field]) !== shown(after[field])
  // What changes first: the rest is there to show what stays.
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort((a, b) => Number(differs(b)) - Number(differs(a)))
  return (
    <table className="compact">
      <caption className="muted small">{approval.target}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const changed = differs(field)
          return (
            <tr key={field} className={changed ? 'changed' : undefined}>
              <th scope="row">{field}</th>
              <td>{shown(before[field])}</td>
              <td>
                {shown(after[field])} {changed ? <strong>(changed)</strong> : null}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
