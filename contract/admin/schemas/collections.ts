import * as z from 'zod/mini'
import {
  BORROWER_FLAGS,
  BUCKETS,
  CASE_KINDS,
  CONTACT_CHANNELS,
  CONTACT_NOTE_MAX,
  CONTACT_OUTCOMES,
  CONTACT_RULES,
  CONTACT_TARGETS,
  FLAG_SOURCES,
  PROMISE_STATES,
} from '../../collections/catalogue'
import { plainText } from '../../schemas/fields'
import { day, id, schedulePeriodSchema } from './common'

/** The seven priority keys of the last row of a page (server/domain/staff/collections/worklist-priority.ts). */
const WORKLIST_CURSOR = /^-?\d{1,18}(?:\.-?\d{1,18}){6}$/

export const collectionsListBody = z.object({
  bucket: z.optional(z.enum(BUCKETS)),
  /** A phone number, an order id, or a name from the start of any of its words ("Jaidee", "somchai jai"). */
  query: z.optional(z.string().check(z.trim(), z.maxLength(64), plainText())),
  /** Only the loans assigned to the caller. */
  mine: z.optional(z.boolean()),
  /** Only loans whose latest promise to pay falls due today or broke and waits for its follow-up. */
  promisesDue: z.optional(z.boolean()),
  /** The page after the one that answered this `nextCursor`. */
  cursor: z.optional(z.string().check(z.regex(WORKLIST_CURSOR))),
})

const contactRuleName = z.enum(Object.keys(CONTACT_RULES) as [keyof typeof CONTACT_RULES])

export const borrowerFlagSchema = z.object({ kind: z.enum(BORROWER_FLAGS), source: z.enum(FLAG_SOURCES), at: z.string() })
export type BorrowerFlagItem = z.infer<typeof borrowerFlagSchema>

const hourWindow = z.object({ from: z.string(), to: z.string() })
/** Where the borrower is and whether a call may be made to them now, by the market's contact hours. */
export const contactNowSchema = z.object({
  timeZone: z.string(),
  /** The borrower's local time, "HH:MM", when the server answered. */
  localTime: z.string(),
  weekdays: hourWindow,
  weekendsAndHolidays: hourWindow,
  /** No contact on Sundays and public holidays; `weekendsAndHolidays` is then Saturday's window (Indonesia). */
  closedOnSundaysAndHolidays: z.optional(z.literal(true)),
  /** Contacts about one debt per local day; null where the market sets none. */
  maxPerDay: z.nullable(z.number()),
  /** The rule a call to the borrower would break now; null when it is allowed. */
  refusedBy: z.nullable(contactRuleName),
})
export type ContactNow = z.infer<typeof contactNowSchema>

export const promiseSchema = z.object({
  id,
  promisedDate: z.string(),
  followUpDate: z.string(),
  amount: z.number(),
  /** Paid since the promise was made, up to the end of its day. */
  paid: z.number(),
  state: z.enum(PROMISE_STATES),
  /** Due today, or broken with its follow-up day come and no contact made since. */
  needsFollowUp: z.boolean(),
  at: z.string(),
  staffName: z.nullable(z.string()),
})

export const collectionItemSchema = z.object({
  orderId: id,
  userId: id,
  realName: z.nullable(z.string()),
  mobileMasked: z.string(),
  daysPastDue: z.number(),
  bucket: z.enum(BUCKETS),
  overdue: z.number(),
  assignee: z.nullable(z.object({ id, name: z.string() })),
  paused: z.boolean(),
  /** The latest promise to pay, if any. */
  promise: z.nullable(promiseSchema),
  /** The last contact made (not refused) with anyone about this loan. */
  lastContactAt: z.nullable(z.string()),
  contactNow: contactNowSchema,
  flags: z.array(borrowerFlagSchema),
})
export type CollectionItem = z.infer<typeof collectionItemSchema>

export const collectionsListData = z.object({
  counts: z.record(z.enum(BUCKETS), z.number()),
  items: z.array(collectionItemSchema),
  /** Null on the last page. */
  nextCursor: z.nullable(z.string()),
  agents: z.array(z.object({ id, name: z.string() })),
})

export const assignBody = z.object({ orderId: id, staffId: z.nullable(id) })

export const contactBody = z.object({
  orderId: id,
  channel: z.enum(CONTACT_CHANNELS),
  target: z.optional(z.enum(CONTACT_TARGETS)),
  templateId: z.optional(z.string().check(z.maxLength(64), plainText())),
  outcome: z.enum(CONTACT_OUTCOMES),
  /** With promised_to_pay: when and how much. */
  promiseDate: z.optional(day),
  promiseAmount: z.optional(z.number().check(z.positive())),
  /** With promised_to_pay: when to call back if it is not kept (default: the day after the promised date). */
  followUpDate: z.optional(day),
  /** What was said, for the case's timeline. */
  note: z.optional(z.string().check(z.trim(), z.maxLength(CONTACT_NOTE_MAX), plainText({ multiline: true }))),
})
export const contactData = z.object({ contactId: id, sent: z.nullable(z.string()) })

export const contactRecordSchema = z.object({
  id,
  at: z.string(),
  staffName: z.nullable(z.string()),
  channel: z.enum(CONTACT_CHANNELS),
  target: z.enum(CONTACT_TARGETS),
  templateId: z.nullable(z.string()),
  outcome: z.nullable(z.enum(CONTACT_OUTCOMES)),
  refusedBy: z.nullable(contactRuleName),
  note: z.nullable(z.string()),
})

export const collectionCaseData = z.object({
  orderId: id,
  userId: id,
  realName: z.nullable(z.string()),
  mobileMasked: z.string(),
  market: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  daysPastDue: z.number(),
  outstanding: z.number(),
  assignee: z.nullable(z.object({ id, name: z.string() })),
  schedule: z.array(schedulePeriodSchema),
  payments: z.array(z.object({ id: z.string(), at: z.string(), amount: z.number(), status: z.string() })),
  contacts: z.array(contactRecordSchema),
  promises: z.array(promiseSchema),
  /** Every opening of the borrower's full number, by whom and when (the audit log's entries). */
  reveals: z.array(z.object({ at: z.string(), staffName: z.nullable(z.string()) })),
  contactNow: contactNowSchema,
  flags: z.array(borrowerFlagSchema),
  cases: z.array(z.object({ id, kind: z.enum(CASE_KINDS), openedAt: z.string(), resolvedAt: z.nullable(z.string()) })),
  emergencyContacts: z.array(z.object({ target: z.enum(CONTACT_TARGETS), name: z.string(), relation: z.string(), mobileMasked: z.string() })),
  templates: z.array(z.object({ id: z.string(), audience: z.enum(['borrower', 'emergency']), channels: z.array(z.enum(CONTACT_CHANNELS)), text: z.string() })),
})
export type CollectionCase = z.infer<typeof collectionCaseData>

export const resolveCaseBody = z.object({ caseId: id })

/** The borrower's full number, for a call now: refused, with the rule, when a call would be. */
export const revealPhoneData = z.object({ mobile: z.string() })
