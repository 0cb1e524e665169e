// Money received beyond what a loan owed is the borrower's (ledger: borrower_credit). A payment
// is never more than paying off today costs, so credit arises only on a loan that the payment
// (or one paid before it) closed: it goes back at once to the account the loan was paid to.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { disbursements } from '../../db/schema'
import { enqueue } from '../jobs/queue'

/**
 * Records the refund of one payment's credit and the job that sends it, in the caller's
 * transaction; the provider is called by the payout job after the commit, like a loan's payout.
 * The credit stays on the ledger until the refund succeeds, and stays there when it fails.
 */
export async function refundCredit(db: Db, orderId: number, creditMinor: number, now: Date): Promise<void> {
  const [paidTo] = await db
    .select({ bankName: disbursements.bankName, cardNo: disbursements.cardNo })
    .from(disbursements)
    .where(and(eq(disbursements.orderId, orderId), eq(disbursements.purpose, 'loan'), eq(disbursements.status, 'succeeded')))
    .orderBy(desc(disbursements.id))
    .limit(1)
  if (!paidTo) return
  const [created] = await db
    .insert(disbursements)
    .values({ orderId, amountMinor: creditMinor, ...paidTo, purpose: 'refund', status: 'pending', createdAt: now })
    .returning({ id: disbursements.id })
  if (created) await enqueue(db, 'payout', { disbursementId: created.id }, now)
}
