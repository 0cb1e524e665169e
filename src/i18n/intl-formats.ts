// Intl formatters, made once per language and options: building one costs milliseconds on a
// slow phone (Money alone was a quarter of the home screen's render), formatting with one does not.
import { intlTag } from './i18n'

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function cached<F>(formats: Map<string, F>, options: object, make: (tag: string) => F): F {
  const tag = intlTag()
  const key = `${tag} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = make(tag)
    formats.set(key, format)
  }
  return format
}

/** A number format in the borrower's language. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, options, (tag) => new Intl.NumberFormat(tag, options))
}

/** A date format in the borrower's language (Intl picks the calendar: Buddhist years in th-TH). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, options, (tag) => new Intl.DateTimeFormat(tag, options))
}

/**
 * The one way the app writes a day, in each language: "7 Dec 2026", "7 ธ.ค. 2569", "2026年12月7日",
 * "Dis 7, 2026". Every screen's date goes through it (src/ui/formats.ts), alone or with a time, so
 * a borrower never meets two styles of date in one language. Parts rather than `dateStyle`: a
 * time zone's name can be added to them.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/** A day, read in `timeZone` (the phone's when absent). */
export function dayFormat(timeZone?: string): Intl.DateTimeFormat {
  return dateFormat({ ...DAY, ...(timeZone ? { timeZone } : {}) })
}

/** A day and a time, read in `timeZone` (the phone's when absent), the zone named when `named`. */
export function momentFormat(timeZone?: string, named = false): Intl.DateTimeFormat {
  return dateFormat({ ...DAY, ...TIME, ...(timeZone ? { timeZone } : {}), ...(named ? { timeZoneName: 'short' } : {}) })
}
