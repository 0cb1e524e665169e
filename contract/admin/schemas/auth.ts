import * as z from 'zod/mini'
import { STAFF_ROLES } from '../roles'
import { id } from './common'

export const staffLoginBody = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  /** The authenticator's 6 digits; needed only by accounts created with --totp. */
  totp: z.optional(z.string().check(z.maxLength(10))),
})

export const staffSchema = z.object({ id, name: z.string(), roles: z.array(z.enum(STAFF_ROLES)) })
export type Staff = z.infer<typeof staffSchema>

export const staffLoginData = z.object({ token: z.string(), staff: staffSchema })
