import * as z from 'zod/mini'

/** A lender's fraud thresholds (company config FRAUD_RULES); past one, an application waits for a person. */
export const fraudRulesSchema = z.object({
  /** Accounts one install of the app may hold before the next is a signal. */
  deviceMaxAccounts: z._default(z.int().check(z.gte(1), z.lte(100)), 2),
  /** Borrowers who may name one number as an emergency contact before the next is a signal. */
  contactMaxBorrowers: z._default(z.int().check(z.gte(1), z.lte(100)), 3),
  /** Applications from one address or one install within the window before the next is a burst. */
  burstMaxApplications: z._default(z.int().check(z.gte(1), z.lte(1000)), 3),
  burstWindowMinutes: z._default(z.int().check(z.gte(1), z.lte(10_080)), 60),
})
export type FraudRules = z.infer<typeof fraudRulesSchema>
