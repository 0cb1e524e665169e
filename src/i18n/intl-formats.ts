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
