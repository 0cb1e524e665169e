import * as z from 'zod/mini'
import { extensionScopeSchema, periodMoveSchema } from '../loan-extension'
import { id } from './fields'
import { periodViewSchema } from './orders'

/**
 * days: one of the lender's offered numbers (EXTENSION_POLICY); anything else is refused with 40035.
 * scope: `one` (the default) moves the chosen payment only, `all` it and every later one.
 */
export const extensionBody = z.object({
  loanOrderId: id,
  period: id,
  days: z.int().check(z.positive(), z.lte(366)),
  scope: z._default(extensionScopeSchema, 'one'),
})

/**
 * What the change costs and what the schedule becomes. fee: added to the moved period, due only
 * with it; apr (Thailand), monthlyEir (the Philippines) or dailyCost (Indonesia, OJK's cost a
 * calendar day): the whole loan's rate after the change;
 * moves: every period whose date changes, old and new date, for the borrower to read before confirming.
 */
export const extensionQuoteData = z.object({
  fee: z.number(),
  newDueDate: z.string(),
  scope: extensionScopeSchema,
  moves: z.array(periodMoveSchema),
  schedule: z.array(periodViewSchema),
  /** What the loan costs in all, principal and charges, after the change. */
  total: z.number(),
  apr: z.optional(z.number()),
  monthlyEir: z.optional(z.number()),
  dailyCost: z.optional(z.number()),
})
export type ExtensionQuote = z.infer<typeof extensionQuoteData>

export const extensionApplyData = z.object({
  fee: z.number(),
  newDueDate: z.string(),
  scope: extensionScopeSchema,
  moves: z.array(periodMoveSchema),
  schedule: z.array(periodViewSchema),
})
