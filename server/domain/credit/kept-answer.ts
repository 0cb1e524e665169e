// The bureau's answers kept per application: what the decision, the reviewer, the export and the
// limits read. Never asked again for an application that has one.
import { and, desc, eq } from 'drizzle-orm'
import { type BureauAnswer, type BureauInquiryStatus, type BureauSummary, bureauAnswerSchema, bureauFigures, summarize } from '../../../contract/credit/bureau-answer'
import type { BureauFigures } from '../../../contract/credit-limits'
import type { Db } from '../../db/client'
import { bureauInquiries } from '../../db/schema'

export type KeptInquiry = {
  orderId: number
  status: BureauInquiryStatus
  provider: string
  reference: string | null
  answer: BureauAnswer | null
  summary: BureauSummary | null
  requestedAt: Date
  answeredAt: Date | null
}

export function keptOf(row: typeof bureauInquiries.$inferSelect): KeptInquiry {
  const parsed = row.answer === null ? null : bureauAnswerSchema.safeParse(row.answer)
  const answer = parsed?.success ? parsed.data : null
  return {
    orderId: row.orderId,
    status: row.status as BureauInquiryStatus,
    provider: row.provider,
    reference: row.reference,
    answer,
    summary: answer === null ? null : summarize(answer),
    requestedAt: row.requestedAt,
    answeredAt: row.answeredAt,
  }
}

export async function inquiryOfOrder(db: Db, orderId: number): Promise<KeptInquiry | null> {
  const [row] = await db.select().from(bureauInquiries).where(eq(bureauInquiries.orderId, orderId))
  return row ? keptOf(row) : null
}

/** The borrower's latest answered inquiry: what an offer made before a new application can read (issue 36, item 1). */
export async function latestAnswerOf(db: Db, userId: number): Promise<KeptInquiry | null> {
  const [row] = await db
    .select()
    .from(bureauInquiries)
    .where(and(eq(bureauInquiries.userId, userId), eq(bureauInquiries.status, 'answered')))
    .orderBy(desc(bureauInquiries.orderId))
    .limit(1)
  return row ? keptOf(row) : null
}

/**
 * What the limits read of the bureau for an application (its own answer) or, before one, for the
 * borrower (their latest answer); null when none was answered: the lender rule is then unchecked.
 */
export async function bureauFiguresFor(db: Db, userId: number, orderId: number | null): Promise<BureauFigures | null> {
  return figuresOf(orderId === null ? await latestAnswerOf(db, userId) : await inquiryOfOrder(db, orderId))
}

/** What the limits read of a kept inquiry; null unless it was answered. */
export function figuresOf(kept: KeptInquiry | null): BureauFigures | null {
  return kept?.status === 'answered' && kept.answer ? bureauFigures(kept.answer) : null
}

/** Every inquiry about the borrower, oldest first: for the data export. */
export async function inquiriesOfUser(db: Db, userId: number): Promise<KeptInquiry[]> {
  const rows = await db.select().from(bureauInquiries).where(eq(bureauInquiries.userId, userId)).orderBy(bureauInquiries.orderId)
  return rows.map(keptOf)
}
