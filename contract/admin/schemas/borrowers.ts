import * as z from 'zod/mini'
import { HOLD_REASONS } from '../../hold-reasons'
import { plainText } from '../../schemas/fields'
import { day, id, note } from './common'

export const searchBody = z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(32), plainText()) })

/** Who the borrower is, every number masked: the head of a search result and of the borrower's view. */
export const maskedBorrowerFields = {
  userId: id,
  realName: z.nullable(z.string()),
  mobileMasked: z.string(),
  identityMasked: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  cardNoMasked: z.nullable(z.string()),
  registeredAt: z.string(),
}

export const borrowerSummarySchema = z.object({
  ...maskedBorrowerFields,
  hold: z.nullable(z.enum(HOLD_REASONS)),
  orders: z.array(z.object({ orderId: id, status: z.number(), principal: z.number(), appliedAt: z.string() })),
})
export type BorrowerSummary = z.infer<typeof borrowerSummarySchema>
export const searchData = z.array(borrowerSummarySchema)

/** The numbers shown masked until a staff member opens one; every opening is audited. */
export const REVEALABLE = ['mobile', 'identity', 'cardNo'] as const
export type Revealable = (typeof REVEALABLE)[number]
export const revealBody = z.object({ userId: id, field: z.enum(REVEALABLE) })
export const revealData = z.object({ value: z.nullable(z.string()) })

export const TIMELINE_KINDS = [
  'registered',
  'consent_given',
  'consent_withdrawn',
  'applied',
  'status_changed',
  'disbursement',
  'repayment',
  'hold_set',
  'hold_lifted',
  'hold_reviewed',
  'staff_decision',
] as const
export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  summary: z.string(),
  orderId: z.nullable(z.number()),
  actor: z.nullable(z.string()),
  /** A staff member's justification (a decision, a hold): for staff only, never the borrower. */
  note: z.nullable(z.string()),
  /** A decision against the decision engine's findings, waiting for or past its second look. */
  flagged: z.optional(z.boolean()),
})
export type TimelineEvent = z.infer<typeof timelineEventSchema>
export const timelineData = z.object({ borrower: borrowerSummarySchema, events: z.array(timelineEventSchema) })

/** reviewOn: the day staff mean to look at the hold again: from then on it waits in the holds to review (it is never lifted by itself). */
export const holdBody = z.object({ userId: id, reason: z.enum(HOLD_REASONS), note, reviewOn: z.optional(day) })

/** The holds whose review day has come, the most overdue first. */
export const holdsToReviewData = z.object({
  today: day,
  items: z.array(
    z.object({
      userId: id,
      realName: z.nullable(z.string()),
      mobileMasked: z.string(),
      reason: z.enum(HOLD_REASONS),
      reviewOn: day,
      /** The review day is past, not today. */
      overdue: z.boolean(),
    }),
  ),
})
export type HoldToReview = z.infer<typeof holdsToReviewData>['items'][number]

export const HOLD_REVIEW_DECISIONS = ['keep', 'lift'] as const
/** A review keeps the hold until a later review day, or lifts it; either way with a note. */
export const reviewHoldBody = z.object({ userId: id, decision: z.enum(HOLD_REVIEW_DECISIONS), note, nextReviewOn: z.optional(day) })
