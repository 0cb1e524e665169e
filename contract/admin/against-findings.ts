// When a reviewer's decision goes against the decision engine (issue 41, item 2): approving where
// a rule failed, or refusing for a rule that passed. The server flags such a decision for a second
// look; the back office warns before it is sent. One rule for both.
import type { DecisionReason } from '../decision-reasons'
import type { Finding } from './schemas/review'

export type ReviewVerdict = { decision: 'approve' | 'refuse'; reasons: readonly DecisionReason[] }

/** The findings contradicted. `manual_review_above` is why a person decides, not a verdict on the application. */
export function againstFindings(findings: readonly Finding[], { decision, reasons }: ReviewVerdict): Finding['rule'][] {
  if (decision === 'approve') return findings.filter((f) => !f.passed && f.rule !== 'manual_review_above').map((f) => f.rule)
  return findings.filter((f) => f.passed && (reasons as readonly string[]).includes(f.rule)).map((f) => f.rule)
}
