import * as z from 'zod/mini'

/** contract/disclosed-rate.ts DisclosedRate on the wire. */
export const disclosedRateSchema = z.object({
  name: z.enum(['effectiveAnnual', 'monthlyEir', 'dailyCost']),
  per: z.enum(['year', 'month', 'day']),
  percent: z.number(),
})
export type DisclosedRate = z.infer<typeof disclosedRateSchema>
