// Field checks shared by the app's forms and the server's schemas.
// Calendar dates are read in UTC throughout, as the loan schedule is.
import { EMAIL_MAX } from './text-limits'

export type CalendarDate = { year: number; month: number; day: number }

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const EARLIEST_BIRTHDAY = '1900-01-01'

/** A `YYYY-MM-DD` string that names a real day (no Feb 30), or null. */
export function parseCalendarDate(s: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(s)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = utcDate(year, month - 1, day)
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? { year, month, day } : null
}

/** Midnight UTC; setUTCFullYear keeps years below 100 literal, which Date.UTC would not. */
export function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, monthIndex, day)
  return date
}

/** A real date from 1900-01-01 up to and including today's UTC date. */
export function isBirthday(s: string, today: Date): boolean {
  if (parseCalendarDate(s) === null) return false
  // Same-length ISO dates compare correctly as strings.
  return s >= EARLIEST_BIRTHDAY && s <= today.toISOString().slice(0, 10)
}

// The window for any other calendar day the contract takes (a staff filter, a reapply date):
// no record of this product predates 2000, and a later year than 2099 is a typing slip.
const EARLIEST_DAY = '2000-01-01'
const LATEST_DAY = '2099-12-31'

/** A real date from 2000-01-01 to 2099-12-31. */
export function isDayInWindow(s: string): boolean {
  return parseCalendarDate(s) !== null && s >= EARLIEST_DAY && s <= LATEST_DAY
}

// Unicode controls (C0, DEL, C1: \p{Cc}) and unpaired surrogates (\p{Cs}, as only a lone one
// matches in a `u` pattern). PostgreSQL refuses NUL in text outright, and a lone surrogate is
// no character at all: UTF-8 turns it into U+FFFD, so what was stored is not what was sent.
const ONE_LINE = /^[^\p{Cc}\p{Cs}]*$/u
// Free text typed in a text area keeps its line breaks and tabs.
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u

/** Text without control characters or lone surrogates; `multiline` lets tabs and line breaks through. */
export function isPlainText(s: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE : ONE_LINE).test(s)
}

/** Whole years lived on `on`; a 29 February birthday comes round on 1 March in other years. */
export function ageOn(birthday: string, on: Date): number {
  const born = parseCalendarDate(birthday)
  if (born === null) throw new RangeError(`not a calendar date: "${birthday}"`)
  const month = on.getUTCMonth() + 1
  const day = on.getUTCDate()
  const hadBirthday = month > born.month || (month === born.month && day >= born.day)
  return on.getUTCFullYear() - born.year - (hadBirthday ? 0 : 1)
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** Checks what the browser reports about a picked file; `sniffImageType` checks the bytes. */
export function isAllowedImage(file: { type: string; size: number }): boolean {
  // Some older browsers report JPEG files as image/jpg.
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase()
  const allowedType = (IMAGE_TYPES as readonly string[]).includes(type)
  return allowedType && Number.isInteger(file.size) && file.size > 0 && file.size <= IMAGE_MAX_BYTES
}

const JPEG_MAGIC = [0xff, 0xd8, 0xff]
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The image type a file's first bytes prove, whatever its name or claimed MIME type says. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const startsWith = (magic: number[]) => magic.every((byte, i) => bytes[i] === byte)
  if (startsWith(JPEG_MAGIC)) return 'image/jpeg'
  if (startsWith(PNG_MAGIC)) return 'image/png'
  return null
}

/**
 * Hides all but the first and last character: "0812345678" → "0********8".
 * Two characters keep only the first ("ab" → "a*") and one is hidden whole,
 * so a mask never shows the entire value.
 */
export function mask(s: string): string {
  const [first = '', ...rest] = Array.from(s)
  const last = rest.pop()
  if (last === undefined) return first === '' ? '' : '*'
  return rest.length === 0 ? first + '*' : first + '*'.repeat(rest.length) + last
}

/** Only the last four characters show, as staff see an account or phone number: "••••5678". */
export function maskTail(s: string): string {
  const chars = Array.from(s.replace(/[\s-]/g, ''))
  return chars.length <= 4 ? '•'.repeat(chars.length) : `••••${chars.slice(-4).join('')}`
}

const LOCAL_PART_MAX_LENGTH = 64
// Letters with their combining marks, so Thai domain names (ตัวอย่าง.ไทย) pass.
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u
const TOP_LEVEL_DOMAIN = /^\p{L}[\p{L}\p{M}]+$/u

/** Why a typed email address is refused: longer than an address may be, or not shaped like one. */
export type EmailProblem = 'tooLong' | 'format'

/** A practical check, not RFC 5322: one @, no spaces, a dotted domain with a 2+ letter ending. */
export function emailProblem(s: string): EmailProblem | null {
  if (s.length > EMAIL_MAX) return 'tooLong'
  if (/\s/.test(s)) return 'format'
  const parts = s.split('@')
  if (parts.length !== 2) return 'format'
  const [local = '', domain = ''] = parts
  if (local.length === 0) return 'format'
  if (local.length > LOCAL_PART_MAX_LENGTH) return 'tooLong'
  const labels = domain.split('.')
  const tld = labels[labels.length - 1] ?? ''
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld) ? null : 'format'
}

export function isEmail(s: string): boolean {
  return emailProblem(s) === null
}
