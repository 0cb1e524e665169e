import * as z from 'zod/mini'

/** The loan contract's terms, frozen at approval; the HTML is rendered from exactly these. */
export const contractTermsSchema = z.object({
  orderId: z.number(),
  currency: z.string(),
  lender: z.object({ name: z.string(), licence: z.string(), regulator: z.string() }),
  /** idType: a code of the market's ID types (absent in terms frozen before there were several). */
  borrower: z.object({ name: z.string(), idType: z.optional(z.string()), idNumberMasked: z.string(), mobileMasked: z.string() }),
  /** Major units, like every wire amount. */
  amountFinanced: z.number(),
  netProceeds: z.number(),
  financeCharge: z.number(),
  totalToRepay: z.number(),
  fees: z.array(z.object({ name: z.string(), amount: z.number() })),
  ratePerPeriodPercent: z.number(),
  periods: z.number(),
  periodUnit: z.enum(['month', 'week', 'day']),
  aprPercent: z.number(),
  effectiveAnnualPercent: z.number(),
  /** The Philippine disclosure: interest a month, nominal and effective (EIR). */
  monthlyNominalPercent: z.optional(z.number()),
  monthlyEffectivePercent: z.optional(z.number()),
  /** The Indonesian disclosure: OJK's economic benefit a calendar day, in percent of the amount financed. */
  dailyCostPercent: z.optional(z.number()),
  schedule: z.array(z.object({ period: z.number(), dueDate: z.string(), amt: z.number() })),
  earlyRepayment: z.literal('allowed_without_penalty'),
  cancellation: z.literal('free_before_disbursement'),
  frozenAt: z.string(),
})
export type ContractTerms = z.infer<typeof contractTermsSchema>
