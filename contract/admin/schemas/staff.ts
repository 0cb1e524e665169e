import * as z from 'zod/mini'
import { STAFF_ROLES } from '../roles'
import { plainText } from '../../schemas/fields'
import { id } from './common'

/** The shortest staff password; the CLI and the back office refuse shorter ones alike. */
export const MIN_STAFF_PASSWORD = 12
export const STAFF_NAME_PATTERN = /^[a-z0-9._-]{2,64}$/i

export const staffMemberSchema = z.object({
  id,
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  totp: z.boolean(),
  createdAt: z.string(),
  disabledAt: z.nullable(z.string()),
  /** The roles an open four-eyes request would give, while it waits for a checker. */
  requestedRoles: z.nullable(z.array(z.enum(STAFF_ROLES))),
})
export type StaffMember = z.infer<typeof staffMemberSchema>
export const staffListData = z.object({ members: z.array(staffMemberSchema) })

export const staffCreateBody = z.object({
  name: z.string().check(z.regex(STAFF_NAME_PATTERN)),
  /** A first password the admin hands over; at least MIN_STAFF_PASSWORD characters. */
  password: z.string().check(z.minLength(MIN_STAFF_PASSWORD), z.maxLength(128), plainText()),
  /** Asked for through four-eyes like any role change: the account starts with none. */
  roles: z.array(z.enum(STAFF_ROLES)),
  totp: z.boolean(),
})
export const staffCreateData = z.object({
  staffId: id,
  /** The roles' four-eyes request (null when none were asked or no checker is needed). */
  approvalId: z.nullable(id),
  /** Shown once, to be added to the member's authenticator app. */
  totpSecret: z.nullable(z.string()),
  totpUri: z.nullable(z.string()),
})
export const staffIdBody = z.object({ staffId: id })
