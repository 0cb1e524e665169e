import * as z from 'zod/mini'
import { APPROVAL_KINDS, APPROVAL_STATUSES } from '../approval-kinds'
import { STAFF_ROLES } from '../roles'
import { line } from '../../schemas/fields'
import { id, note, optionalNote } from './common'

export const approvalProductSchema = z.object({ id, name: z.string(), periodUnit: z.enum(['month', 'week', 'day']), currency: z.string(), minAmount: z.number(), maxAmount: z.number() })

export const approvalSchema = z.object({
  id,
  kind: z.enum(APPROVAL_KINDS),
  target: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  /** The change as asked for, and what it replaces (null when nothing did). */
  payload: z.unknown(),
  before: z.unknown(),
  makerId: id,
  makerName: z.string(),
  checkerName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** The maker's justification. */
  note: z.nullable(z.string()),
  /** The product a product or period change is about, as it is now, for the card's words. */
  product: z.nullable(approvalProductSchema),
  /** The staff member whose roles a roles change sets. */
  memberName: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.nullable(z.string()),
})
export type Approval = z.infer<typeof approvalSchema>

export const approvalsListBody = z.object({ status: z.optional(z.enum(APPROVAL_STATUSES)) })
export const approvalsListData = z.object({ approvals: z.array(approvalSchema) })

export const approveBody = z.object({ approvalId: id })
export const rejectBody = z.object({ approvalId: id, reason: line(500).check(z.trim(), z.minLength(1)) })

/** Answer of a call that may wait for a checker: the request, or null when it took effect at once. */
export const requestedData = z.object({ approvalId: z.nullable(id) })

export const writeOffRequestBody = z.object({ orderId: id, note })
export const staffRolesRequestBody = z.object({ staffId: id, roles: z.array(z.enum(STAFF_ROLES)).check(z.minLength(1)), note: optionalNote })
