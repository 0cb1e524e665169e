// The NIK, the 16-digit number on the e-KTP (Permendagri 19/2010 Pasal 37; docs/data-sources.md):
// digits 1–6 the province, regency or city and district where the holder was first registered,
// 7–12 the birth date DDMMYY with 40 added to a woman's day, 13–16 a serial from 0001. The number
// is the holder's for life: it does not change when they move (UU 24/2013), so its province says
// where they were registered, not where they live, and is never compared with the typed address.
import type { IdMismatch, IdProblem } from '../types'
import { ID_PROVINCE_CODES } from './province-codes'

/** The birth date a NIK holds, as MMDD and the two-digit year, or null where it is no date. */
function birthDateOf(nik: string): { day: number; month: number; yy: string } | null {
  const dd = Number(nik.slice(6, 8))
  const day = dd > 40 ? dd - 40 : dd
  const month = Number(nik.slice(8, 10))
  const yy = nik.slice(10, 12)
  // A year ending in 00 is a leap year or not by its century, which the NIK leaves out: 29 February is taken for both.
  const daysInMonth = month === 2 ? (Number(yy) % 4 === 0 ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  if (daysInMonth === undefined || day < 1 || day > daysInMonth) return null
  return { day, month, yy }
}

/** What is wrong with a 16-digit NIK: an unknown province code, no birth date, or the serial 0000. */
export function nikProblem(nik: string): IdProblem | null {
  if (!/^\d{16}$/.test(nik)) return 'format'
  if (!ID_PROVINCE_CODES.has(nik.slice(0, 2))) return 'format'
  if (nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00') return 'format'
  if (birthDateOf(nik) === null) return 'format'
  return nik.slice(12) === '0000' ? 'format' : null
}

/** Whether the birth date in a valid NIK is not the typed birthday (YYYY-MM-DD). */
export function nikDisagrees(nik: string, typed: { birthday: string }): IdMismatch | null {
  const held = birthDateOf(nik)
  const [year, month, day] = typed.birthday.split('-')
  if (held === null || year === undefined) return null
  const agrees = year.slice(2) === held.yy && Number(month) === held.month && Number(day) === held.day
  return agrees ? null : 'birthDate'
}
