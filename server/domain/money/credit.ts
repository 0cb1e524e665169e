// Money received beyond what a loan owed is the borrower's (ledger: borrower_credit). A payment
// is never more than paying off today costs, so credit arises only on a loan that the payment
// (or one paid before it) closed. The lender's CREDIT_POLICY says whether it goes back at once to
// the account the loan was paid to, or is held for the next loan (docs/decisions/0012); held, it
// still goes back whenever the borrower asks, the account is deleted, or no new loan comes in time.
import { and, desc, eq, inArray, type SQLWrapper, sql, sum } from 'drizzle-orm'
import { type CreditPolicy, creditPolicySchema, DEFAULT_CREDIT_POLICY } from '../../../contract/credit-policy'
import type { Db } from '../../db/client'
import { disbursements, ledgerLines, orders } from '../../db/schema'
import { effectiveConfigs } from '../configs/company-configs'
import { enqueue } from '../jobs/queue'
import { lockOrder } from '../orders/state-machine'

const DAY_MS = 86_400_000

/** The company's CREDIT_POLICY; unset or unreadable, `refund` (the credit goes back at once). */
export async function creditPolicyOf(db: Db, appId: number): Promise<CreditPolicy> {
  const parsed = creditPolicySchema.safeParse((await effectiveConfigs(db, appId)).CREDIT_POLICY)
  return parsed.success ? parsed.data : DEFAULT_CREDIT_POLICY
}

/**
 * Credit a payment just left on an order, in the caller's transaction: refunded now, or, under
 * `apply_next`, held with the job that refunds it if no new loan has taken it by then.
 */
export async function settleNewCredit(db: Db, order: { id: number; appId: number }, creditMinor: number, now: Date): Promise<void> {
  const policy = await creditPolicyOf(db, order.appId)
  if (policy.mode === 'refund') return refundCredit(db, order.id, creditMinor, now)
  await enqueue(db, 'credit-expiry', { orderId: order.id }, new Date(now.getTime() + policy.refundAfterDays * DAY_MS))
}

/**
 * Records the refund of credit and the job that sends it, in the caller's transaction; the
 * provider is called by the payout job after the commit, like a loan's payout. The credit stays
 * on the ledger until the refund succeeds, and stays there when it fails.
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

export type HeldCredit = { orderId: number; amountMinor: number }

/**
 * The borrower's credit on each order that has any, neither spent nor already on its way back: from
 * the credit lines of their orders (the partial index ledger_lines_credit), so a borrower who never
 * overpaid costs one index probe per order. Rows (orderId, held), held not positive when it is all
 * spent or sent; `userId` a value or SQL (another statement's borrower).
 */
export function heldCreditRows(db: Db, userId: number | SQLWrapper) {
  const sending = db
    .select({ total: sum(disbursements.amountMinor) })
    .from(disbursements)
    .where(and(eq(disbursements.orderId, ledgerLines.orderId), sql`${disbursements.purpose} = 'refund'`, sql`${disbursements.status} = 'pending'`))
  const ordersOfBorrower = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
  // The account is written into the SQL, not sent as a parameter: a prepared statement's generic
  // plan can then use the partial index, and PostgreSQL stops planning /user/info on every call.
  return db
    .select({ orderId: ledgerLines.orderId, held: sql<string>`-sum(${ledgerLines.amountMinor}) - coalesce((${sending}), 0)`.as('held') })
    .from(ledgerLines)
    .where(and(sql`${ledgerLines.account} = 'borrower_credit'`, inArray(ledgerLines.orderId, ordersOfBorrower)))
    .groupBy(ledgerLines.orderId)
}

/** The borrower's held credit on each of their orders, in one round trip. */
export async function heldCredits(db: Db, userId: number): Promise<HeldCredit[]> {
  const rows = await heldCreditRows(db, userId).orderBy(ledgerLines.orderId)
  return rows.map((r) => ({ orderId: r.orderId, amountMinor: Number(r.held) })).filter((c) => c.amountMinor > 0)
}

/** One order's held credit, read under the order's lock so that a refund and a payout never both take it. */
export async function lockedCreditOf(db: Db, userId: number, orderId: number): Promise<number> {
  await lockOrder(db, orderId)
  return (await heldCredits(db, userId)).find((c) => c.orderId === orderId)?.amountMinor ?? 0
}

/** Sends back every credit the borrower holds, in the caller's transaction; answers how much. */
export async function refundHeldCredit(db: Db, userId: number, now: Date): Promise<number> {
  let refunded = 0
  for (const { orderId } of await heldCredits(db, userId)) {
    const amountMinor = await lockedCreditOf(db, userId, orderId)
    if (amountMinor === 0) continue
    await refundCredit(db, orderId, amountMinor, now)
    refunded += amountMinor
  }
  return refunded
}

/** The job: the days a held credit waits for a new loan are over, so what is left of it goes back. */
export async function runCreditExpiryJob(db: Db, payload: unknown, now: Date): Promise<void> {
  const orderId = (payload as { orderId?: unknown }).orderId
  if (typeof orderId !== 'number') return
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) return
    const amountMinor = await lockedCreditOf(tx, order.userId, orderId)
    if (amountMinor > 0) await refundCredit(tx, orderId, amountMinor, now)
  })
}
