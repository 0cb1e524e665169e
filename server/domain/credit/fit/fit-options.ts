// What a scorecard fit is told (npm run score:fit): which lender, what counts as bad, how the
// attributes are binned, how points are scaled. Every option but the company has a default.
import * as z from 'zod/mini'

const positiveInt = z.int().check(z.minimum(1))

export const fitOptionsSchema = z.object({
  companyId: positiveInt,
  /** Bad: a period this many days past due … */
  badDays: positiveInt,
  /** … on a day within this many months of the payout. */
  windowMonths: positiveInt,
  /** The share of loans held out of the fit to measure it, chosen by a hash of the loan's id. */
  holdoutShare: z.number().check(z.minimum(0.05), z.maximum(0.5)),
  /** The score at `baseOdds` good loans to one bad. */
  baseScore: z.int(),
  baseOdds: z.number().check(z.positive()),
  /** Points that double the odds. */
  pdo: z.number().check(z.positive()),
  fineBins: z.int().check(z.minimum(2), z.maximum(100)),
  /** Each coarse bin holds at least this share of the fitted loans. */
  minBinShare: z.number().check(z.minimum(0.005), z.maximum(0.5)),
  maxBins: z.int().check(z.minimum(1), z.maximum(20)),
  /** Loans read from the database at a time: what bounds the memory of a read. */
  batchSize: z.int().check(z.minimum(100), z.maximum(50_000)),
  ridge: z.number().check(z.minimum(0)),
  /** The draft table's version; `fit-<company>-<date>` when not given. */
  version: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
})
export type FitOptions = z.infer<typeof fitOptionsSchema>

// 600 points at 50:1, 20 points to double the odds: the scaling the textbooks use as their
// example (Siddiqi, Credit Risk Scorecards); the default table's bands sit on a similar scale.
export const FIT_DEFAULTS: Omit<FitOptions, 'companyId'> = {
  badDays: 30,
  windowMonths: 6,
  holdoutShare: 0.3,
  baseScore: 600,
  baseOdds: 50,
  pdo: 20,
  fineBins: 20,
  minBinShare: 0.05,
  maxBins: 6,
  batchSize: 2000,
  ridge: 1,
}
