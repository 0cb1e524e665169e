// One CSDF record as a line: the values named after CIC's fields, set in the order and count of
// the field table (contract/market/ph/cic/fields.ts), every field CIC leaves to us empty.
import { CIC_RECORDS, type CicRecordType } from '../../../../../contract/market/ph/cic/fields'

export type CicValues = Readonly<Record<string, string>>

// A value holding the delimiter would shift every field after it; a line break would split the
// record. Double spaces are collapsed as CIC's checkers flag them.
const clean = (value: string) =>
  [...value.replaceAll('|', ' ')]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()

/** `type|…` with every field of the record; a name not in the table is a bug in the caller. */
export function cicLine(type: CicRecordType, values: CicValues): string {
  const fields = CIC_RECORDS[type]
  const known = new Set(fields.map((f) => f.name))
  for (const name of Object.keys(values)) if (!known.has(name)) throw new Error(`${type} has no field "${name}"`)
  return fields.map((f) => (f.name === 'Record Type' ? type : clean(values[f.name] ?? '')).slice(0, f.max ?? Infinity)).join('|')
}

/** CIC dates are DDMMYYYY; an empty date stays empty. */
export const cicDate = (day: string) => (day === '' ? '' : `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`)

/** Amounts are whole pesos, to the nearest peso (CIC error 10-058). */
export const pesos = (minor: number) => String(Math.round(minor / 100))

/** A sum still owed to the nearest peso, but never 0 while anything is owed: CIC refuses a number of payments without an amount (10-274, 10-280). */
export const owedPesos = (minor: number) => String(minor > 0 ? Math.max(1, Math.round(minor / 100)) : 0)
