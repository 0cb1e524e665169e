import * as z from 'zod/mini'
import { FRAUD_SIGNALS, KYC_REASONS, KYC_STAFF_REASONS, KYC_STATUSES, KYC_STEPS } from '../../kyc'
import { freeText } from '../../schemas/fields'
import { id } from './common'

export const kycListBody = z.object({
  /** Which identities: those waiting for a person (the default), or any other status. */
  status: z.optional(z.enum(KYC_STATUSES)),
  /** The next page: identities after this borrower in the queue's order (oldest check first). */
  afterUserId: z.optional(id),
})

const otherBorrower = z.object({ userId: id, realName: z.nullable(z.string()), mobileMasked: z.string() })

export const fraudHitSchema = z.object({
  signal: z.enum(FRAUD_SIGNALS),
  /** Masked figures of what was shared or counted: an account's or number's last four, how many accounts. */
  evidence: z.record(z.string(), z.unknown()),
  /** The other borrowers of this lender the signal points to. */
  others: z.array(otherBorrower),
  orderId: z.nullable(id),
  at: z.string(),
})
export type FraudHitView = z.infer<typeof fraudHitSchema>

const stepSchema = z.object({ outcome: z.string(), reasons: z.array(z.enum(KYC_REASONS)) })

export const kycItemSchema = z.object({
  userId: id,
  checkId: z.nullable(id),
  realName: z.nullable(z.string()),
  mobileMasked: z.string(),
  identityMasked: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  status: z.enum(KYC_STATUSES),
  reasons: z.array(z.enum(KYC_REASONS)),
  /** Per step (document, face, liveness), as the check answered. */
  steps: z.partialRecord(z.enum(KYC_STEPS), stepSchema),
  /** How far apart the ID's face and the hand-held photo's face are (0: the same); at most `faceThreshold` passes. */
  faceDistance: z.optional(z.number()),
  faceThreshold: z.number(),
  provider: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  /** Admin file URLs; each fetch with the staff token is written to the audit log. */
  photos: z.object({ frontImage: z.nullable(z.string()), backImage: z.nullable(z.string()), handHoldImage: z.nullable(z.string()) }),
  fraudHits: z.array(fraudHitSchema),
})
export type KycItem = z.infer<typeof kycItemSchema>
export const kycListData = z.object({ items: z.array(kycItemSchema) })

export const kycDecideBody = z.object({
  userId: id,
  decision: z.enum(['verify', 'reject']),
  /** documents_checked verifies; any other reason rejects. */
  reason: z.enum(KYC_STAFF_REASONS),
  /** The justification, kept with the decision and in the audit log; never shown to the borrower. */
  note: freeText,
})
