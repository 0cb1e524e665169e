// The lender's scorecard: attributes in bins, each bin worth points; the score is the base plus
// the points of the bin each attribute falls in; bands of the score carry the outcome and the
// most a band may borrow. Stored as the company config SCORECARD (versioned, changed under
// four-eyes: server/domain/credit/scorecard-change.ts), with an optional challenger table that
// scores a configured share of applications (docs/scorecard.md).
import * as z from 'zod/mini'

/**
 * What is scored, each a number the decision computes (server/domain/credit/score-inputs.ts):
 * age in years; payment_to_spare, the monthly instalment as a percent of income after expenses;
 * amount_to_income, the amount as a percent of monthly income; the bureau's open loans, worst
 * days past due, amount past due as a percent of monthly income, and inquiries in six months;
 * repaid_loans, the borrower's loans settled with this lender.
 */
export const SCORE_ATTRIBUTES = [
  'age',
  'payment_to_spare',
  'amount_to_income',
  'bureau_open_loans',
  'bureau_worst_delinquency',
  'bureau_past_due',
  'bureau_inquiries',
  'repaid_loans',
] as const
export type ScoreAttribute = (typeof SCORE_ATTRIBUTES)[number]

/** The reason code an attribute gives when it cost points: `score_<attribute>`. */
export const SCORE_REASONS = SCORE_ATTRIBUTES.map((a) => `score_${a}` as const)
export type ScoreReason = `score_${ScoreAttribute}`

const points = z.int().check(z.minimum(-1000), z.maximum(1000))

/** A value falls in the first bin it is below; `below: null` takes everything left. */
const binSchema = z.object({ below: z.nullable(z.number()), points })

const attributeSchema = z
  .object({
    attribute: z.enum(SCORE_ATTRIBUTES),
    bins: z.array(binSchema).check(z.minLength(1)),
    /** Points when the value is unknown (no bureau answer, no income stated). */
    missing: points,
  })
  .check(
    z.refine((a) => a.bins.at(-1)?.below === null, 'the last bin takes the rest (below: null)'),
    z.refine((a) => a.bins.slice(0, -1).every((b, i, all) => b.below !== null && (i === 0 || (all[i - 1]?.below ?? -Infinity) < b.below)), 'bins go up'),
  )

export const BAND_OUTCOMES = ['approve', 'review', 'refuse'] as const
export type BandOutcome = (typeof BAND_OUTCOMES)[number]

const bandSchema = z.object({
  band: z.string().check(z.minLength(1), z.maxLength(8)),
  /** The lowest score of the band; the last band takes every score below the others. */
  minScore: z.int(),
  outcome: z.enum(BAND_OUTCOMES),
  /** The most this band may borrow, in major units; null: the product's own limits. */
  maxAmount: z.nullable(z.number().check(z.minimum(0))),
  /** The share of applications the table expects in this band: the reference the PSI compares with. */
  referenceShare: z.number().check(z.minimum(0), z.maximum(1)),
})

export const scoreTableSchema = z
  .object({
    version: z.string().check(z.minLength(1), z.maxLength(40)),
    baseScore: z.int(),
    attributes: z.array(attributeSchema).check(z.minLength(1)),
    bands: z.array(bandSchema).check(z.minLength(2)),
  })
  .check(
    z.refine((t) => new Set(t.attributes.map((a) => a.attribute)).size === t.attributes.length, 'each attribute once'),
    z.refine((t) => t.bands.every((b, i) => i === 0 || (t.bands[i - 1]?.minScore ?? 0) > b.minScore), 'bands from the highest score down'),
    z.refine((t) => new Set(t.bands.map((b) => b.band)).size === t.bands.length, 'band names differ'),
    z.refine((t) => Math.abs(t.bands.reduce((s, b) => s + b.referenceShare, 0) - 1) < 0.001, 'reference shares add up to 1'),
  )
export type ScoreTable = z.infer<typeof scoreTableSchema>
export type ScoreBand = ScoreTable['bands'][number]

/** Company config SCORECARD. */
export const scorecardConfigSchema = z
  .object({
    champion: scoreTableSchema,
    challenger: z.nullable(scoreTableSchema),
    /** The share of applications the challenger decides, assigned by the application's id (0 to 0.5). */
    challengerShare: z.number().check(z.minimum(0), z.maximum(0.5)),
  })
  .check(z.refine((c) => c.challenger === null || c.challenger.version !== c.champion.version, 'the challenger is another version'))
export type ScorecardConfig = z.infer<typeof scorecardConfigSchema>
