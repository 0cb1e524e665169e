import * as z from 'zod/mini'
import { BUCKETS, CASE_KINDS, CONTACT_CHANNELS, CONTACT_OUTCOMES, CONTACT_RULES, CONTACT_TARGETS } from '../../collections/catalogue'
import { plainText } from '../../schemas/fields'
import { day, id } from './common'

export const collectionsListBody = z.object({
  bucket: z.optional(z.enum(BUCKETS)),
  /** A phone number, an order id, or a name from the start of any of its words ("Jaidee", "somchai jai"). */
  query: z.optional(z.string().check(z.trim(), z.maxLength(64), plainText())),
  /** Only the loans assigned to the caller. */
  mine: z.optional(z.boolean()),
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
})
export type CollectionItem = z.infer<typeof collectionItemSchema>

export const collectionsListData = z.object({
  counts: z.record(z.enum(BUCKETS), z.number()),
  items: z.array(collectionItemSchema),
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
  refusedBy: z.nullable(z.enum(Object.keys(CONTACT_RULES) as [keyof typeof CONTACT_RULES])),
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
  schedule: z.array(z.object({ period: z.number(), dueDate: z.string(), amount: z.number(), paid: z.number(), status: z.number() })),
  payments: z.array(z.object({ id: z.string(), at: z.string(), amount: z.number(), status: z.string() })),
  contacts: z.array(contactRecordSchema),
  promises: z.array(z.object({ id, promisedDate: z.string(), amount: z.number(), at: z.string(), staffName: z.nullable(z.string()) })),
  cases: z.array(z.object({ id, kind: z.enum(CASE_KINDS), openedAt: z.string(), resolvedAt: z.nullable(z.string()) })),
  emergencyContacts: z.array(z.object({ target: z.enum(CONTACT_TARGETS), name: z.string(), relation: z.string(), mobileMasked: z.string() })),
  templates: z.array(z.object({ id: z.string(), audience: z.enum(['borrower', 'emergency']), channels: z.array(z.enum(CONTACT_CHANNELS)), text: z.string() })),
})
export type CollectionCase = z.infer<typeof collectionCaseData>

export const resolveCaseBody = z.object({ caseId: id })
