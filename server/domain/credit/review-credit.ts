// The bureau's answer and the scores of one application, for the reviewer's page.
import { asc, eq } from 'drizzle-orm'
import type { ReviewCredit } from '../../../contract/admin/schemas/risk'
import type { CREDIT_REASONS } from '../../../contract/credit/credit-reasons'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { toMajor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { creditScores } from '../../db/schema'
import { inquiryOfOrder, type KeptInquiry } from './kept-answer'

type CreditReason = (typeof CREDIT_REASONS)[number]

export async function reviewCredit(db: Db, orderId: number, decision: unknown, minorDigits: number): Promise<ReviewCredit> {
  const inquiry = await inquiryOfOrder(db, orderId)
  const scores = await db.select().from(creditScores).where(eq(creditScores.orderId, orderId)).orderBy(asc(creditScores.role))
  return {
    bureau: bureauView(inquiry, minorDigits),
    scores: scores.map((row) => ({
      role: row.role === 'challenger' ? 'challenger' : 'champion',
      version: row.tableVersion,
      score: row.score,
      band: row.band,
      decided: row.assigned,
      reasons: row.reasons as CreditReason[],
      points: row.points as Record<string, number>,
    })),
    decisionReasons: ((decision as { reasons?: DecisionReason[] } | null)?.reasons ?? []).slice(),
  }
}

/** A kept inquiry as staff read it (the review page, the borrower's loan view), in the lender's market's digits. */
export function bureauView(inquiry: KeptInquiry | null, minorDigits: number): ReviewCredit['bureau'] {
  const s = inquiry?.summary ?? null
  return inquiry === null
    ? null
    : {
        status: inquiry.status,
        provider: inquiry.provider,
        reference: inquiry.reference,
        askedAt: inquiry.requestedAt.toISOString(),
        answeredAt: inquiry.answeredAt?.toISOString() ?? null,
        summary:
          s === null
            ? null
            : {
                fileFound: s.fileFound,
                openLoans: s.openLoans,
                lenders: s.lenders,
                openBalance: toMajor(s.openBalanceMinor, minorDigits),
                monthlyInstalments: toMajor(s.monthlyInstalmentsMinor, minorDigits),
                pastDue: toMajor(s.pastDueMinor, minorDigits),
                worstDelinquencyDays: s.worstDelinquencyDays,
                inquiriesLast6Months: s.inquiriesLast6Months,
              },
      }
}
