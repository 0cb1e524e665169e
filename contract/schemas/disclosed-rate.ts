import * as z from 'zod/mini'

/** contract/disclosed-rate.ts DisclosedRate on the wire. */
export const disclosedRateSchema = z.object({
  name: z.enum(['effectiveAnnual', 'monthlyEir']),
  per: z.enum(['year', 'month']),
  percent: z.number(),
})
export type DisclosedRate = z.infer<typeof disclosedRateSchema>
