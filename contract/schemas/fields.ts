import * as z from 'zod/mini'
import { PHONE_MAX_TYPED } from '../market/types'
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../text-limits'
import { isBirthday, isPlainText } from '../validation'

/** PostgreSQL's `integer`: every id column is a serial, so a larger id can name no row. */
export const INT4_MAX = 2_147_483_647
export const id = z.int().check(z.positive(), z.lte(INT4_MAX))

/** Refuses control characters and lone surrogates (contract/validation.ts); a new check per schema. */
export const plainText = (options: { multiline?: boolean } = {}) => z.refine<string>((s) => isPlainText(s, options.multiline))
/** Up to `max` characters of one-line text, possibly empty. */
export const line = (max: number) => z.string().check(z.maxLength(max), plainText())

/** As typed; the server reads it by the company's market (contract/market/phone.ts) and keeps E.164. */
export const mobile = z.string().check(z.trim(), z.minLength(1), z.maxLength(PHONE_MAX_TYPED), plainText())
/** Six digits; spaces or dashes typed or pasted between them are dropped. */
export const smsCode = z.string().check(z.overwrite((s) => s.replace(/[\s-]/g, '')), z.regex(/^\d{6}$/))
export const password = z.string().check(z.minLength(8), z.maxLength(128), plainText())
export const shortText = z.string().check(z.trim(), z.minLength(1), z.maxLength(SHORT_TEXT_MAX), plainText())
export const longText = z.string().check(z.trim(), z.minLength(1), z.maxLength(LONG_TEXT_MAX), plainText())
/** What a borrower writes in a text area: line breaks and tabs kept. */
export const freeText = z.string().check(z.trim(), z.minLength(1), z.maxLength(LONG_TEXT_MAX), plainText({ multiline: true }))
export const birthday = z.string().check(z.refine((s) => isBirthday(s, new Date())))
/** Major units with at most 2 decimals, as every wire amount is. */
export const majorAmount = z.number().check(
  z.nonnegative(),
  z.refine((n) => Number.isFinite(n) && Math.round(n * 100) === Number((n * 100).toFixed(6)) && n <= 1e12),
)
export const isoDateTime = z.string()
export const platform = z.literal('h5')
