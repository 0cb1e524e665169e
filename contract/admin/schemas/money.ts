import * as z from 'zod/mini'
import { day, id } from './common'

export const DISBURSEMENT_STATES = ['pending', 'failed'] as const
export const disbursementsBody = z.object({ status: z.optional(z.enum(DISBURSEMENT_STATES)) })

export const disbursementRowSchema = z.object({
  id,
  orderId: id,
  userId: id,
  realName: z.nullable(z.string()),
  amount: z.number(),
  bankName: z.string(),
  cardNoMasked: z.string(),
  status: z.string(),
  /** A code from contract/payout-failures.ts when it failed. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** The borrower's bank account differs from the one paid to: a retry can go somewhere new. */
  bankChangedSince: z.boolean(),
  /** Failed, and its amount is still on the order waiting to be paid out (not retried or withdrawn since). */
  retryable: z.boolean(),
})
export type DisbursementRow = z.infer<typeof disbursementRowSchema>
export const disbursementsData = z.array(disbursementRowSchema)

export const retryBody = z.object({ disbursementId: id })

export const repaymentsData = z.object({
  repayments: z.array(
    z.object({ id: z.string(), orderId: id, amount: z.number(), status: z.string(), createdAt: z.string(), paidAt: z.nullable(z.string()) }),
  ),
  overdue: z.array(
    z.object({
      orderId: id,
      userId: id,
      realName: z.nullable(z.string()),
      period: z.number(),
      dueDate: z.string(),
      amount: z.number(),
      paid: z.number(),
      daysOverdue: z.number(),
    }),
  ),
})
export type Repayments = z.infer<typeof repaymentsData>

export const reconciliationBody = z.object({ date: z.optional(day) })
export const reconciliationData = z.object({
  date: z.string(),
  /** Per ledger account: the day's net movement and the balance at the end of the day. */
  accounts: z.array(z.object({ account: z.string(), movement: z.number(), balance: z.number() })),
  entries: z.number(),
  /** Entries whose lines do not sum to zero; the ledger balances when this is empty. */
  unbalanced: z.array(z.object({ entryId: z.string(), sum: z.number() })),
  balanced: z.boolean(),
})
export type Reconciliation = z.infer<typeof reconciliationData>
