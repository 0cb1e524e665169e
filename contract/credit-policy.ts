// What the lender does with a borrower's credit, money received beyond what a loan owed
// (docs/decisions/0012-borrower-credit.md). The credit is the borrower's either way: it is never kept.
import * as z from 'zod/mini'

/**
 * Company config CREDIT_POLICY. `refund`: sent back at once to the account the loan was paid to.
 * `apply_next`: held, and paid as the first payment of the borrower's next loan with this lender
 * when that loan is paid out; sent back instead when the borrower asks, when the account is
 * deleted, or after refundAfterDays without a new loan.
 */
export const creditPolicySchema = z.object({
  mode: z.enum(['refund', 'apply_next']),
  refundAfterDays: z._default(z.int().check(z.minimum(1), z.maximum(365)), 30),
})
export type CreditPolicy = z.infer<typeof creditPolicySchema>

export const DEFAULT_CREDIT_POLICY: CreditPolicy = { mode: 'refund', refundAfterDays: 30 }
