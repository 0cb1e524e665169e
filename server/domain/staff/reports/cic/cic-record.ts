// One CSDF record as a line: the values named after CIC's fields, set in the order and count of
// the field table (contract/market/ph/cic/fields.ts), every field CIC leaves to us empty.
import { CIC_RECORDS, type CicRecordType } from '../../../../../contract/market/ph/cic/fields'
import { toMajor } from '../../../../../contract/money'

export type CicValues = Readonly<Record<string, string>>

// A value holding the delimiter would shift every field after it; a line break (any control
// character) would split the record. Double spaces are collapsed as CIC's checkers flag them.
const clean = (value: string) => (value === '' ? '' : value.replaceAll('|', ' ').replace(/\p{Cc}+/gu, ' ').replace(/ {2,}/g, ' ').trim())

// Each record's fields by name, worked out once: a file writes two records for every loan.
const PLACES = Object.fromEntries(
  Object.entries(CIC_RECORDS).map(([type, fields]) => [type, new Map(fields.map((field, i) => [field.name, { i, max: field.max ?? Infinity }]))]),
) as Record<CicRecordType, Map<string, { i: number; max: number }>>

/** `type|…` with every field of the record; a name not in the table is a bug in the caller. */
export function cicLine(type: CicRecordType, values: CicValues): string {
  const places = PLACES[type]
  const line = new Array<string>(CIC_RECORDS[type].length).fill('')
  for (const [name, value] of Object.entries(values)) {
    const place = places.get(name)
    if (!place) throw new Error(`${type} has no field "${name}"`)
    line[place.i] = clean(value).slice(0, place.max)
  }
  line[0] = type
  return line.join('|')
}

/** CIC dates are DDMMYYYY; an empty date stays empty. */
export const cicDate = (day: string) => (day === '' ? '' : `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`)

/** Amounts are whole pesos, to the nearest peso (CIC error 10-058), from minor units of `minorDigits`. */
export const pesos = (minor: number, minorDigits: number) => String(Math.round(toMajor(minor, minorDigits)))

/** A sum still owed to the nearest peso, but never 0 while anything is owed: CIC refuses a number of payments without an amount (10-274, 10-280). */
export const owedPesos = (minor: number, minorDigits: number) => String(minor > 0 ? Math.max(1, Math.round(toMajor(minor, minorDigits))) : 0)
