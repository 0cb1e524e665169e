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
  /**
   * The days of from..through (`YYYY-MM-DD`, oldest first) whose written figures late data changed
   * (a payment booked on an earlier day, a waiver, a moved due date) and a job is recomputing: the
   * figures above still count them as they were written. Empty when page, CSV and ledger agree.
   */
  stale: z.array(z.string()),
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

/** What a tie compares: the report's figure of the range beside the ledger's. */
export const TIE_FIGURES = ['disbursed', 'collected', 'writtenOff', 'outstanding'] as const
export type TieFigure = (typeof TIE_FIGURES)[number]

export const ledgerTieFigures = z.object({
  from: z.string(),
  to: z.string(),
  /** As the portfolio figures: the last closed day covered. */
  through: z.string(),
  currency: z.string(),
  /**
   * Per figure, major units: `report` from the loans (payouts, repayments, schedules: what the page
   * and the CSV count), `ledger` from the ledger's lines (decisions/0004-ledger.md), and
   * `difference` = report − ledger, 0 when they reconcile.
   */
  figures: z.array(z.object({ figure: z.enum(TIE_FIGURES), report: z.number(), ledger: z.number(), difference: z.number() })),
  /** Each ledger account's movement inside the range and balance at the end of `through`. */
  accounts: z.array(z.object({ account: z.string(), movement: z.number(), balance: z.number() })),
  /** As the portfolio figures: days whose written figures are being recomputed. */
  stale: z.array(z.string()),
})
export type LedgerTieFigures = z.infer<typeof ledgerTieFigures>

/** The tie, or the past days a job writes first (as portfolioData). */
export const ledgerTieData = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), ...ledgerTieFigures.shape }),
  z.object({ state: z.literal('preparing'), days: z.array(z.string()) }),
])
export type LedgerTieData = z.infer<typeof ledgerTieData>

const creditMonth = z.string().check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/))

/** A month that has ended, `YYYY-MM`, and which of its files: 0 (or none) the monthly file, n its n-th correction. */
export const creditFileBody = z.object({ month: creditMonth, sequence: z.optional(z.int().check(z.gte(0), z.lte(10_000))) })

/** Makes the month's next correction file. */
export const creditFileCorrectionBody = z.object({ month: creditMonth })

export const creditFilesBody = z.object({ month: creditMonth })
/**
 * The files kept for a month: the monthly file (sequence 0) and its corrections, as made.
 * `awaitsMembership`: the market's bureau gives its file format to members only, so no file is made (40107).
 */
export const creditFilesData = z.object({
  awaitsMembership: z.boolean(),
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
