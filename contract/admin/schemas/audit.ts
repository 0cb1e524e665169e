import * as z from 'zod/mini'
import { line } from '../../schemas/fields'
import { id } from './common'

export const auditListBody = z.object({
  /** Entries older than this id, for paging back. */
  beforeId: z.optional(id),
  recordType: z.optional(line(40)),
  recordId: z.optional(line(40)),
  /** One event type, e.g. `approve` or `set_company_config`. */
  action: z.optional(line(60)),
  /** The client address a staff action came from, exactly as listed (an IPv6 address is up to 45 characters). */
  address: z.optional(line(45)),
  limit: z.optional(z.int().check(z.positive(), z.lte(500))),
})

export const auditEntrySchema = z.object({
  id,
  at: z.string(),
  staffId: z.nullable(z.number()),
  staffName: z.nullable(z.string()),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Where the staff request came from; null for the CLI, jobs and entries from before it was kept. */
  clientAddress: z.nullable(z.string()),
  /** The lender's currency (ISO 4217): amounts in before and after are minor units of it (keys ending in `Minor`). */
  currency: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditListData = z.array(auditEntrySchema)
