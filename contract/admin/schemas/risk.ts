// The risk pages: the scorecard (read, and a change asked under four-eyes), and monitoring of how
// it performs over a period (docs/scorecard.md).
import * as z from 'zod/mini'
import { BUREAU_INQUIRY_STATUSES } from '../../credit/bureau-answer'
import { CREDIT_REASONS } from '../../credit/credit-reasons'
import { scorecardConfigSchema } from '../../credit/scorecard'
import { DECISION_REASONS } from '../../decision-reasons'
import { line } from '../../schemas/fields'
import { day } from './common'

export const scorecardData = z.object({
  scorecard: scorecardConfigSchema,
  /** False: the lender has not set one, and the default table decides. */
  stored: z.boolean(),
})

export const scorecardSaveBody = z.object({
  scorecard: scorecardConfigSchema,
  /** Why it changes: kept with the request and shown to the checker. */
  note: line(500).check(z.trim(), z.minLength(1)),
})

/** A period of application days in the company's market time zone, both ends included. */
export const riskMonitorBody = z.object({ from: day, to: day })

const share = z.nullable(z.number())

const bandRow = z.object({
  band: z.string(),
  minScore: z.number(),
  applications: z.number(),
  share: share,
  referenceShare: z.number(),
  approved: z.number(),
  loans: z.number(),
  bad: z.number(),
  badRate: share,
})

const tableSummary = z.object({
  version: z.string(),
  /** Applications this table decided in the period. */
  decided: z.number(),
  approved: z.number(),
  approvalRate: share,
  averageScore: z.nullable(z.number()),
  loans: z.number(),
  bad: z.number(),
  badRate: share,
  /** Every scored application's band by this table (both tables score every application). */
  bands: z.array(z.object({ band: z.string(), applications: z.number() })),
  psi: z.nullable(z.number()),
})

export const riskMonitorData = z.object({
  from: z.string(),
  to: z.string(),
  /** How a loan counts as bad: this many days past due on a period, or written off, by `to`. */
  badDefinition: z.object({ daysPastDue: z.number() }),
  applications: z.number(),
  /** Applications decided by the engine or a person (approved or refused); the rest wait or were cancelled first. */
  decided: z.number(),
  approved: z.number(),
  approvalRate: share,
  bands: z.array(bandRow),
  vintages: z.array(z.object({ month: z.string(), loans: z.number(), disbursed: z.number(), bad: z.number(), badRate: share })),
  /** The champion table's distribution against its reference. */
  psi: z.nullable(z.number()),
  champion: tableSummary,
  challenger: z.optional(tableSummary),
})
export type RiskMonitor = z.infer<typeof riskMonitorData>

/** The bureau's answer and the scores, as the review page shows them. */
export const reviewCreditSchema = z.object({
  bureau: z.nullable(
    z.object({
      status: z.enum(BUREAU_INQUIRY_STATUSES),
      provider: z.string(),
      reference: z.nullable(z.string()),
      askedAt: z.string(),
      answeredAt: z.nullable(z.string()),
      summary: z.nullable(
        z.object({
          fileFound: z.boolean(),
          openLoans: z.number(),
          lenders: z.array(z.string()),
          openBalance: z.number(),
          monthlyInstalments: z.number(),
          pastDue: z.number(),
          worstDelinquencyDays: z.number(),
          inquiriesLast6Months: z.number(),
        }),
      ),
    }),
  ),
  scores: z.array(
    z.object({
      role: z.enum(['champion', 'challenger']),
      version: z.string(),
      score: z.number(),
      band: z.string(),
      decided: z.boolean(),
      reasons: z.array(z.enum(CREDIT_REASONS)),
      points: z.record(z.string(), z.number()),
    }),
  ),
  /** Why the engine sent it to a person or refused it (codes). */
  decisionReasons: z.array(z.enum(DECISION_REASONS)),
})
export type ReviewCredit = z.infer<typeof reviewCreditSchema>
