import * as z from 'zod/mini'
import { id } from './fields'
import { periodViewSchema } from './orders'

/** days: one of the lender's offered numbers (EXTENSION_POLICY); anything else is refused with 40035. */
export const extensionBody = z.object({ loanOrderId: id, period: id, days: z.int().check(z.positive(), z.lte(366)) })

/**
 * What the change costs and what the schedule becomes. fee: added to the moved period, due only
 * with it; apr (Thailand) or monthlyEir (the Philippines): the whole loan's rate after the change.
 */
export const extensionQuoteData = z.object({
  fee: z.number(),
  newDueDate: z.string(),
  schedule: z.array(periodViewSchema),
  /** What the loan costs in all, principal and charges, after the change. */
  total: z.number(),
  apr: z.optional(z.number()),
  monthlyEir: z.optional(z.number()),
})
export type ExtensionQuote = z.infer<typeof extensionQuoteData>

export const extensionApplyData = z.object({ fee: z.number(), newDueDate: z.string(), schedule: z.array(periodViewSchema) })
