// Intl formatters, made once per language and options: building one costs milliseconds on a
// slow phone (Money alone was a quarter of the home screen's render), formatting with one does not.
import { dayStyle, momentStyle } from '../../contract/date-style'
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
 * A day in the one style of the borrower's language (contract/date-style.ts, which the server's
 * contract and export share). Every screen's date goes through it (src/ui/formats.ts).
 */
export function dayFormat(timeZone?: string): Intl.DateTimeFormat {
  return dateFormat(dayStyle(timeZone))
}

/** A day and a time in that style, read in `timeZone` (the phone's when absent), the zone named when `named`. */
export function momentFormat(timeZone?: string, named = false): Intl.DateTimeFormat {
  return dateFormat(momentStyle(timeZone, named))
}
