// One borrower and their loans as every staff role reads them (issue 41 item 3): the account, a
// section per loan (balances from the ledger, the schedule, days past due, money in and out,
// waivers, collection contacts and promises, the bureau's answer), tickets, the hold, and the
// identity and fraud evidence. Phones show their last four digits only.
import * as z from 'zod/mini'
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, CONTACT_TARGETS } from '../../collections/catalogue'
import { HOLD_REASONS } from '../../hold-reasons'
import { KYC_REASONS, KYC_STATUSES } from '../../kyc'
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../tickets'
import { maskedBorrowerFields } from './borrowers'
import { day, id, schedulePeriodSchema } from './common'
import { fraudHitSchema } from './kyc'
import { WAIVER_REASONS } from './money-requests'
import { reviewCreditSchema } from './risk'

/** A borrower by id, or the borrower of an order (a loan's link from approvals, collections, tickets). */
export const borrowerViewBody = z.object({ userId: z.optional(id), orderId: z.optional(id) })


export const loanViewSchema = z.object({
  orderId: id,
  status: z.number(),
  lender: z.string(),
  principal: z.number(),
  appliedAt: z.string(),
  periods: z.number(),
  periodUnit: z.string(),
  /** From the ledger: what the loan still owes (receivable), credit the borrower holds, moved to loss, recovered since. */
  balances: z.object({ receivable: z.number(), borrowerCredit: z.number(), loss: z.number(), recovery: z.number() }),
  /** From the schedule: the sum of what every period still owes. */
  outstanding: z.number(),
  overdue: z.number(),
  daysPastDue: z.number(),
  schedule: z.array(schedulePeriodSchema),
  payouts: z.array(z.object({ id, at: z.string(), amount: z.number(), status: z.string(), reason: z.nullable(z.string()), bankName: z.string(), cardNoMasked: z.string(), purpose: z.string() })),
  payments: z.array(z.object({ id: z.string(), at: z.string(), amount: z.number(), status: z.string(), method: z.string() })),
  waivers: z.array(z.object({ at: z.string(), period: z.number(), amount: z.number(), reason: z.nullable(z.enum(WAIVER_REASONS)), staffName: z.nullable(z.string()) })),
  contacts: z.array(
    z.object({
      at: z.string(),
      staffName: z.nullable(z.string()),
      channel: z.enum(CONTACT_CHANNELS),
      target: z.enum(CONTACT_TARGETS),
      outcome: z.nullable(z.enum(CONTACT_OUTCOMES)),
      refusedBy: z.nullable(z.string()),
    }),
  ),
  promises: z.array(z.object({ promisedDate: z.string(), amount: z.number(), at: z.string(), staffName: z.nullable(z.string()) })),
  /** The lender's write-off age (WRITE_OFF_AFTER_DAYS, 180 by default) and whether this loan has reached it. */
  writeOff: z.object({ afterDays: z.number(), reached: z.boolean() }),
  /** The bureau's answer for this application; null where none was asked or the role does not read it. */
  bureau: reviewCreditSchema.shape.bureau,
})
export type LoanView = z.infer<typeof loanViewSchema>

export const borrowerViewData = z.object({
  ...maskedBorrowerFields,
  currency: z.string(),
  today: z.string(),
  hold: z.nullable(z.object({ reason: z.enum(HOLD_REASONS), note: z.nullable(z.string()), reviewOn: z.nullable(day), at: z.nullable(z.string()), staffName: z.nullable(z.string()) })),
  loans: z.array(loanViewSchema),
  tickets: z.array(z.object({ ticketId: id, reference: z.string(), category: z.enum(TICKET_CATEGORIES), status: z.enum(TICKET_STATUSES), createdAt: z.string(), updatedAt: z.string() })),
  /** null where the role does not read identity and fraud evidence (EVIDENCE_ROLES). */
  evidence: z.nullable(
    z.object({
      kyc: z.object({ status: z.enum(KYC_STATUSES), reasons: z.array(z.enum(KYC_REASONS)), provider: z.nullable(z.string()), checkedAt: z.nullable(z.string()), faceDistance: z.nullable(z.number()) }),
      fraudHits: z.array(fraudHitSchema),
    }),
  ),
})
export type BorrowerView = z.infer<typeof borrowerViewData>
