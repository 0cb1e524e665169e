// What the credit bureau answered about the borrower and how the scorecard scored each of their
// applications: their data, and the reasons of automated decisions about them.
import { asc, eq } from 'drizzle-orm'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { toMajor } from '../../../contract/money'
import type { Db } from '../../db/client'
import { creditScores, orders } from '../../db/schema'
import { inquiriesOfUser } from '../credit/kept-answer'
import type { ExportWords } from './export-words'

export async function creditExport(db: Db, userId: number, words: ExportWords, minorDigits: number) {
  const inquiries = await inquiriesOfUser(db, userId)
  const scores = await db
    .select({ s: creditScores })
    .from(creditScores)
    .innerJoin(orders, eq(orders.id, creditScores.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(creditScores.orderId), asc(creditScores.role))
  return {
    creditBureau: inquiries.map((i) => ({
      orderId: i.orderId,
      status: i.status,
      bureau: i.provider,
      reference: i.reference,
      askedAt: i.requestedAt.toISOString(),
      answeredAt: i.answeredAt?.toISOString() ?? null,
      answer:
        i.summary === null || i.answer === null
          ? null
          : {
              ...i.summary,
              openBalance: toMajor(i.summary.openBalanceMinor, minorDigits),
              pastDue: toMajor(i.summary.pastDueMinor, minorDigits),
              accounts: i.answer.accounts.map((a) => ({ ...a, limit: toMajor(a.limitMinor, minorDigits), balance: toMajor(a.balanceMinor, minorDigits), pastDue: toMajor(a.pastDueMinor, minorDigits) })),
            },
    })),
    creditScores: scores.map(({ s }) => ({
      orderId: s.orderId,
      table: s.tableVersion,
      decided: s.assigned,
      score: s.score,
      band: s.band,
      reasons: (s.reasons as DecisionReason[]).map((r) => ({ code: r, text: words.decision[r] ?? r })),
      scoredAt: s.scoredAt.toISOString(),
    })),
  }
}
