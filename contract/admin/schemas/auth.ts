import * as z from 'zod/mini'
import { STAFF_ROLES } from '../roles'
import { plainText } from '../../schemas/fields'
import { id } from './common'

export const staffLoginBody = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64), plainText()),
  password: z.string().check(z.minLength(1), z.maxLength(128), plainText()),
  /** The authenticator's 6 digits; needed only by accounts created with --totp. */
  totp: z.optional(z.string().check(z.maxLength(10), plainText())),
})

/** companyId: the lender the member works for; every staff call sees that company only. */
export const staffSchema = z.object({ id, name: z.string(), roles: z.array(z.enum(STAFF_ROLES)), companyId: id })
export type Staff = z.infer<typeof staffSchema>

/** How the lender writes amounts: its market's currency (ISO 4217) and the digits of its minor unit, which the back office types and shows amounts with. */
export const lenderMoneySchema = z.object({ currency: z.string(), minorDigits: z.number() })
export type LenderMoney = z.infer<typeof lenderMoneySchema>

export const staffLoginData = z.object({ token: z.string(), staff: staffSchema, money: lenderMoneySchema })
