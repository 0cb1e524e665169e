import * as z from 'zod/mini'

/** The decision engine's thresholds; a lender overrides them with the DECISION_RULES config. */
export const decisionRulesSchema = z.object({
  minAge: z._default(z.number(), 22),
  maxAge: z._default(z.number(), 50),
  /** Income left after expenses must cover the monthly installment and other debts this many times: they take at most 1/margin of it. */
  affordabilityMargin: z._default(z.number(), 1.2),
  /** What must be left a month after expenses, debts and the installment (major units); absent: the market pack's default. */
  livingMinimum: z.optional(z.number().check(z.gte(0))),
  /** All debt payments at most this percent of income; absent: the market pack's default, null: none. */
  maxDebtServicePercent: z.optional(z.nullable(z.number().check(z.positive(), z.lte(100)))),
  /** Applications above this amount (major units) wait for a person (status 1). */
  manualReviewAbove: z._default(z.number(), 1_000_000),
  reapplyAfterDays: z._default(z.number(), 30),
})
export type DecisionRules = z.infer<typeof decisionRulesSchema>
