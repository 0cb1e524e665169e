// The bureau and the scorecard's part of the decision on an application, after the decision
// rules (orders/decision-rules.ts) have had theirs: the rules' refusal stands with its own
// reasons; then no bureau answer sends the application to a person with the reason why; then the
// assigned table's band decides, a refusal carrying the reasons that cost the most points.
// Both tables' scores are kept (credit_scores) whatever the outcome, for monitoring.
import type { Decision } from '../orders/decision-rules'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { type ScoreResult, scoreWith } from '../../../contract/credit/score'
import type { ScorecardConfig } from '../../../contract/credit/scorecard'
import { toMinor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { creditScores } from '../../db/schema'
import { marketOfCompany } from '../markets/company-market'
import type { UserRow } from '../profile/user-row'
import { assignedRole, type TableRole } from './assignment'
import type { KeptInquiry } from './kept-answer'
import { type ScoredApplication, scoreInputsOf } from './score-inputs'

/** Why the scorecard's part asks a person (orders.review_reasons); the bureau's two the borrower reads too. */
export type CreditReviewReason = 'bureau_consent_missing' | 'bureau_unavailable' | 'score_band_review'
export type CreditDecision = { outcome: 'approve' } | { outcome: 'refuse'; reasons: DecisionReason[] } | { outcome: 'review'; reasons: CreditReviewReason[] }

export type CreditCase = {
  orderId: number
  companyId: number
  user: UserRow
  application: ScoredApplication
  scorecard: ScorecardConfig
  /** The bureau's answer kept for the application. */
  inquiry: KeptInquiry | null
  /** Loans the borrower repaid in full with this lender. */
  repaidLoans: number
}

export type Scored = { role: TableRole; result: ScoreResult; assigned: boolean }

/** Scores with both tables (the challenger only while a split runs). */
function scoresOf(c: CreditCase, today: Date): Scored[] {
  const inputs = scoreInputsOf(c.user, c.application, c.inquiry, c.repaidLoans, today)
  const role = assignedRole(c.scorecard, c.orderId)
  const scored: Scored[] = [{ role: 'champion', result: scoreWith(c.scorecard.champion, inputs), assigned: role === 'champion' }]
  if (c.scorecard.challenger) scored.push({ role: 'challenger', result: scoreWith(c.scorecard.challenger, inputs), assigned: role === 'challenger' })
  return scored
}

/** What the scorecard makes of the rules' decision; keeps the scores in the caller's transaction. */
export async function creditDecision(db: Db, c: CreditCase, rules: Decision, now: Date): Promise<CreditDecision> {
  const { inquiry } = c
  const scored = scoresOf(c, now)
  await keepScores(db, c, scored, now)
  if (rules.outcome === 'refuse') return rules
  if (inquiry === null || inquiry.status === 'unavailable' || inquiry.status === 'pending') return { outcome: 'review', reasons: ['bureau_unavailable'] }
  if (inquiry.status === 'no_consent') return { outcome: 'review', reasons: ['bureau_consent_missing'] }
  const decider = scored.find((s) => s.assigned) ?? scored[0]
  if (!decider) throw new Error('a scorecard scores with its champion')
  const { band, reasons } = decider.result
  // A refusal names what cost the points; a band set to refuse a perfect score has nothing to
  // name, and a person decides instead.
  if (band.outcome === 'refuse') return reasons.length > 0 ? { outcome: 'refuse', reasons } : { outcome: 'review', reasons: ['score_band_review'] }
  if (band.maxAmount !== null && c.application.amountMinor > toMinor(band.maxAmount, (await marketOfCompany(db, c.companyId)).minorDigits)) {
    return { outcome: 'refuse', reasons: ['above_score_limit', ...reasons] }
  }
  if (band.outcome === 'review') return { outcome: 'review', reasons: ['score_band_review'] }
  return rules.outcome === 'review' ? { outcome: 'review', reasons: [] } : { outcome: 'approve' }
}

async function keepScores(db: Db, c: CreditCase, scored: Scored[], now: Date): Promise<void> {
  await db
    .insert(creditScores)
    .values(
      scored.map(({ role, result, assigned }) => ({
        orderId: c.orderId,
        role,
        companyId: c.companyId,
        tableVersion: result.version,
        score: result.score,
        band: result.band.band,
        reasons: result.reasons,
        points: result.points,
        assigned,
        scoredAt: now,
      })),
    )
    .onConflictDoNothing()
}
