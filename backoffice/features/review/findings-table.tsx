import type { Finding } from '../../../contract/admin/schemas/review'
import { Badge } from '../../components/status-badge'

const RULES: Record<Finding['rule'], string> = {
  age_out_of_range: 'Age',
  identity_not_verified: 'Identity',
  bank_not_verified: 'Bank account',
  not_affordable: 'Affordability',
  open_loan: 'Other loans',
  amount_out_of_limits: 'Product limits',
  above_legal_limit: 'Legal credit limit',
  too_many_lenders: 'Number of lenders',
  below_living_minimum: 'Living minimum',
  debt_service_limit: 'Debt service',
  manual_review_above: 'Review threshold',
}

/** The engine's rules re-run now, so a change since the application shows. */
export function FindingsTable({ findings }: { findings: Finding[] }) {
  return (
    <table className="compact">
      <tbody>
        {findings.map((f) => (
          <tr key={f.rule}>
            <td>{f.passed ? <Badge tone="ok">passed</Badge> : <Badge tone={f.rule === 'manual_review_above' ? 'wait' : 'bad'}>{f.rule === 'manual_review_above' ? 'review' : 'failed'}</Badge>}</td>
            <td className="nowrap">{RULES[f.rule]}</td>
            <td className="muted small">{f.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
