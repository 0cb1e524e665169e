// Under CREDIT_POLICY `apply_next`, the borrower's credit from an earlier loan is the first payment
// of their next loan, paid in when that loan is paid out (docs/decisions/0012): posted through the
// same repayment application as any payment, with its receipt (method `credit`).
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client'
import { repayments } from '../../db/schema'
import { creditPolicyOf, heldCredits, lockedCreditOf } from './credit'
import { postEntry } from './ledger'
import { applyPayment, newReference } from './repay'
import { payoffOfOrder } from './payoff'

/**
 * In the payout's transaction, once the loan is repaying: each held credit of the borrower paid
 * into it, never beyond what paying it off costs (what is left stays held). Per order the books
 * balance: the old loan's credit leaves through cash (`borrower_credit +C`, `cash −C`) and the new
 * loan receives it as a payment (`cash +C`, `receivable −C`), so the lender's cash does not move.
 */
export async function payCreditIntoLoan(db: Db, loan: { id: number; appId: number; userId: number }, now: Date): Promise<void> {
  if ((await creditPolicyOf(db, loan.appId)).mode !== 'apply_next') return
  for (const { orderId } of await heldCredits(db, loan.userId)) {
    if (orderId === loan.id) continue
    const { payoffMinor } = await payoffOfOrder(db, loan.id, now)
    const amountMinor = Math.min(await lockedCreditOf(db, loan.userId, orderId), payoffMinor)
    if (amountMinor <= 0) continue
    const paymentId = randomUUID()
    await db.insert(repayments).values({ id: paymentId, orderId: loan.id, amountMinor, method: 'credit', reference: newReference(), status: 'pending', createdAt: now })
    await postEntry(db, orderId, `credit paid into order ${loan.id} by ${paymentId}`, [{ account: 'borrower_credit', amountMinor }, { account: 'cash', amountMinor: -amountMinor }], now)
    await applyPayment(db, paymentId, now)
  }
}
