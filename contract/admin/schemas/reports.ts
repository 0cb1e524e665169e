import * as z from 'zod/mini'
import { day } from './common'

/** A range of calendar days in the company's market time zone, both ends included. */
export const reportRangeBody = z.object({ from: day, to: day })

/** The longest range a report or an export covers (40101 beyond it). */
export const MAX_REPORT_DAYS = 366

/** Days past due of the roll-rate buckets: 30 days each, so that a loan that pays nothing moves one bucket a month. */
export const ROLL_BUCKETS = ['current', '1-30', '31-60', '61-90', '91+'] as const
export type RollBucket = (typeof ROLL_BUCKETS)[number]

const ratio = z.nullable(z.number())

export const parSchema = z.object({
  loans: z.number(),
  outstanding: z.number(),
  par1: ratio,
  par30: ratio,
  par90: ratio,
})

export const cohortSchema = z.object({
  appId: z.number(),
  product: z.string(),
  /** `YYYY-MM` of disbursement. */
  month: z.string(),
  disbursed: z.number(),
  ...parSchema.shape,
})

export const rollRateSchema = z.object({
  /** `YYYY-MM`: from the end of the month before to the end of this one. */
  month: z.string(),
  from: z.enum(ROLL_BUCKETS),
  to: z.enum(ROLL_BUCKETS),
  loans: z.number(),
  rolled: z.number(),
  rate: ratio,
})
export type RollRate = z.infer<typeof rollRateSchema>

export const portfolioFigures = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Flows inside the range. */
  disbursed: z.number(),
  collected: z.number(),
  due: z.number(),
  collectionEfficiency: ratio,
  promises: z.object({ due: z.number(), kept: z.number(), rate: ratio }),
  /**
   * The last day the figures cover: `to`, or, for a range ending on a day not closed yet (today, and yesterday until
   * two hours after the market's midnight), the last closed day. The flows end there and the book stands at its end.
   */
  through: z.string(),
  /** The whole book at the end of `through`. */
  book: parSchema,
  cohorts: z.array(cohortSchema),
  rollRates: z.array(rollRateSchema),
})
export type PortfolioFigures = z.infer<typeof portfolioFigures>

/**
 * The figures, or the past days (`YYYY-MM-DD`, oldest first) whose daily snapshot a job writes
 * first: the positions of the whole book at some, the flows of the others (docs/portfolio-figures.md). Ask again.
 */
export const portfolioData = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), ...portfolioFigures.shape }),
  z.object({ state: z.literal('preparing'), days: z.array(z.string()) }),
])
export type PortfolioData = z.infer<typeof portfolioData>

const creditMonth = z.string().check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/))

/** A month that has ended, `YYYY-MM`, and which of its files: 0 (or none) the monthly file, n its n-th correction. */
export const creditFileBody = z.object({ month: creditMonth, sequence: z.optional(z.int().check(z.gte(0), z.lte(10_000))) })

/** Makes the month's next correction file. */
export const creditFileCorrectionBody = z.object({ month: creditMonth })

export const creditFilesBody = z.object({ month: creditMonth })
/** The files kept for a month: the monthly file (sequence 0) and its corrections, as made. */
export const creditFilesData = z.object({
  files: z.array(
    z.object({
      sequence: z.int(),
      kind: z.enum(['regular', 'correction']),
      fileName: z.string(),
      loans: z.int(),
      sha256: z.string(),
      createdAt: z.string(),
    }),
  ),
})
export type CreditFilesData = z.infer<typeof creditFilesData>
