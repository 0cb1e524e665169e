// The words of collections: how late a loan is (its bucket), how it was contacted and what came of it.
// Staff pick from these lists; nothing an agent types is ever sent to a borrower.

export const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const
export type Bucket = (typeof BUCKETS)[number]

/** Lowest days past due of each bucket, in BUCKETS' order. */
const BUCKET_FLOORS: Record<Bucket, number> = { '1-7': 1, '8-30': 8, '31-60': 31, '61-90': 61, '90+': 91 }

/** The bucket of a loan this many days past due; null when it is not overdue. */
export function bucketOf(daysPastDue: number): Bucket | null {
  if (daysPastDue < 1) return null
  return [...BUCKETS].reverse().find((b) => daysPastDue >= BUCKET_FLOORS[b]) ?? null
}

/** The days-past-due range of a bucket, `to` null for the last one. */
export function bucketRange(bucket: Bucket): { from: number; to: number | null } {
  const index = BUCKETS.indexOf(bucket)
  const next = BUCKETS[index + 1]
  return { from: BUCKET_FLOORS[bucket], to: next ? BUCKET_FLOORS[next] - 1 : null }
}

export const CONTACT_CHANNELS = ['call', 'sms', 'push'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** Who was contacted: the borrower, or one of the emergency contacts they named (by position). */
export const CONTACT_TARGETS = ['borrower', 'emergency1', 'emergency2'] as const
export type ContactTarget = (typeof CONTACT_TARGETS)[number]

export const CONTACT_OUTCOMES = ['reached', 'no_answer', 'promised_to_pay', 'disputes_debt', 'hardship'] as const
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number]

/** Outcomes that mean the borrower was spoken to (the emergency-contact clock starts again). */
export const REACHED_OUTCOMES: readonly ContactOutcome[] = ['reached', 'promised_to_pay', 'disputes_debt', 'hardship']

/** A dispute pauses every contact until staff resolve it; hardship opens a restructuring case. */
export const CASE_KINDS = ['dispute', 'restructuring'] as const
export type CaseKind = (typeof CASE_KINDS)[number]

/** Each rule that refuses a contact, named in the answer's code (contract/error-codes.ts) and in the log. */
export const CONTACT_RULES = {
  outsideHours: 40070,
  dailyLimit: 40071,
  disputed: 40072,
  emergencyTooEarly: 40073,
  templateNotAllowed: 40074,
  templatePlaceholders: 40075,
} as const
export type ContactRule = keyof typeof CONTACT_RULES

/**
 * Where a promise to pay stands, worked out from the payments posted since it was made (never
 * typed by an agent): `open` until its day, `due_today` on it, then `kept` once the payments
 * reach its amount by the end of that day, else `broken`.
 */
export const PROMISE_STATES = ['open', 'due_today', 'kept', 'broken'] as const
export type PromiseState = (typeof PROMISE_STATES)[number]

/** Signs that an agent should go gently or stop: read from the borrower's tickets, extensions and cases. */
export const BORROWER_FLAGS = ['hardship', 'dispute'] as const
export type BorrowerFlag = (typeof BORROWER_FLAGS)[number]
/** What raised a flag: a ticket of the borrower's (its category), an extension they took, or a case staff opened. */
export const FLAG_SOURCES = ['ticket', 'extension', 'case'] as const
export type FlagSource = (typeof FLAG_SOURCES)[number]

/** The longest note an agent keeps on a contact. */
export const CONTACT_NOTE_MAX = 1000
