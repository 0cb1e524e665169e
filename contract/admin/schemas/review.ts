import * as z from 'zod/mini'
import { reviewCreditSchema } from './risk'
import { DECISION_REASONS } from '../../decision-reasons'
import { HOLD_REASONS } from '../../hold-reasons'
import { day, id, note } from './common'

export const reviewQueueBody = z.object({
  /** The next page: applications after this order in the queue's order (oldest first). */
  afterId: z.optional(id),
})

export const queueItemSchema = z.object({
  orderId: id,
  userId: id,
  appName: z.string(),
  realName: z.nullable(z.string()),
  mobileMasked: z.string(),
  principal: z.number(),
  periods: z.number(),
  periodUnit: z.string(),
  appliedAt: z.string(),
})
export const reviewQueueData = z.array(queueItemSchema)
export type QueueItem = z.infer<typeof queueItemSchema>

/** The decision engine's rules as they stand for this application, re-run when the page opens. */
export const FINDING_RULES = [
  'age_out_of_range',
  'identity_not_verified',
  'bank_not_verified',
  'not_affordable',
  'open_loan',
  'amount_out_of_limits',
  'above_legal_limit',
  'too_many_lenders',
  'below_living_minimum',
  'debt_service_limit',
  'manual_review_above',
] as const
export const findingSchema = z.object({ rule: z.enum(FINDING_RULES), passed: z.boolean(), detail: z.string() })
export type Finding = z.infer<typeof findingSchema>

/** A reviewer's decision as kept: against the engine when it contradicts one of its findings. */
export const staffDecisionSchema = z.object({
  id,
  orderId: id,
  staffName: z.string(),
  decision: z.enum(['approve', 'refuse']),
  reasons: z.array(z.enum(DECISION_REASONS)),
  note: z.string(),
  againstFindings: z.array(z.enum(FINDING_RULES)),
  at: z.string(),
  /** The second look a decision against the engine waits for; null until another member gave it. */
  secondLook: z.nullable(z.object({ staffName: z.string(), note: z.string(), at: z.string() })),
})
export type StaffDecision = z.infer<typeof staffDecisionSchema>

const photoUrl = z.nullable(z.string())

export const reviewOrderData = z.object({
  order: z.object({
    orderId: id,
    status: z.number(),
    appName: z.string(),
    principal: z.number(),
    total: z.number(),
    perPeriod: z.number(),
    apr: z.number(),
    ratePerPeriodPercent: z.number(),
    periods: z.number(),
    periodUnit: z.string(),
    appliedAt: z.string(),
  }),
  applicant: z.object({
    userId: id,
    realName: z.nullable(z.string()),
    identityMasked: z.nullable(z.string()),
    mobileMasked: z.string(),
    sex: z.nullable(z.number()),
    birthday: z.nullable(z.string()),
    marriage: z.nullable(z.string()),
    email: z.nullable(z.string()),
    education: z.nullable(z.string()),
    provinceCity: z.nullable(z.string()),
    address: z.nullable(z.string()),
    identityVerified: z.boolean(),
    hold: z.nullable(z.enum(HOLD_REASONS)),
    registeredAt: z.string(),
  }),
  bank: z.nullable(z.object({ bankName: z.string(), cardNoMasked: z.string() })),
  questionnaire: z.object({
    job: z.nullable(z.string()),
    monthlyIncome: z.nullable(z.number()),
    expenses: z.nullable(z.number()),
    loanPurpose: z.nullable(z.string()),
    loanBefore: z.nullable(z.boolean()),
    guarantee: z.nullable(z.boolean()),
  }),
  contacts: z.array(z.object({ name: z.string(), relation: z.string(), mobileMasked: z.string() })),
  /** Admin file URLs; each fetch with the staff token is written to the audit log. */
  photos: z.object({ frontImage: photoUrl, backImage: photoUrl, handHoldImage: photoUrl }),
  findings: z.array(findingSchema),
  /** The staff decisions on this order, oldest first. */
  decisions: z.array(staffDecisionSchema),
  /** The bureau's answer and the scorecard's scores (issue 36); absent on answers of older servers. */
  credit: z.optional(reviewCreditSchema),
})
export type ReviewOrder = z.infer<typeof reviewOrderData>

export const approveBody = z.object({ orderId: id, note })
export const refuseBody = z.object({
  orderId: id,
  reasons: z.array(z.enum(DECISION_REASONS)).check(z.minLength(1)),
  reapplyAfter: day,
  note,
})

export const secondLooksData = z.object({ decisions: z.array(staffDecisionSchema) })
export const secondLookBody = z.object({ decisionId: id, note })
