import * as z from 'zod/mini'
import { PHONE_MAX_TYPED } from '../market/types'
import { isBirthday } from '../validation'

export const id = z.int().check(z.positive())
/** As typed; the server reads it by the company's market (contract/market/phone.ts) and keeps E.164. */
export const mobile = z.string().check(z.trim(), z.minLength(1), z.maxLength(PHONE_MAX_TYPED))
export const smsCode = z.string().check(z.regex(/^\d{6}$/))
export const password = z.string().check(z.minLength(8), z.maxLength(128))
export const shortText = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))
export const longText = z.string().check(z.trim(), z.minLength(1), z.maxLength(500))
export const birthday = z.string().check(z.refine((s) => isBirthday(s, new Date())))
/** Major units with at most 2 decimals, as every wire amount is. */
export const majorAmount = z.number().check(
  z.nonnegative(),
  z.refine((n) => Number.isFinite(n) && Math.round(n * 100) === Number((n * 100).toFixed(6)) && n <= 1e12),
)
export const isoDateTime = z.string()
export const platform = z.literal('h5')
