// The one way a borrower reads a date, in each language: "7 Dec 2026", "7 ธ.ค. 2569",
// "2026年12月7日", "Dis 7, 2026" (issue 37, item 8). The app's screens (src/i18n/intl-formats.ts),
// the contract, the data export and the reminders (server/) all format with these options and the
// language's INTL_TAG (./locales.ts), so a borrower never meets two styles of date in one language.
// Parts rather than `dateStyle`: a time zone's name can be added to them. Intl picks the calendar:
// Buddhist years in th-TH.

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/** A day, read in `timeZone` (the reader's when absent). */
export function dayStyle(timeZone?: string): Intl.DateTimeFormatOptions {
  return { ...DAY, ...(timeZone ? { timeZone } : {}) }
}

/** A day and a time, read in `timeZone` (the reader's when absent), the zone named when `named`. */
export function momentStyle(timeZone?: string, named = false): Intl.DateTimeFormatOptions {
  return { ...DAY, ...TIME, ...(timeZone ? { timeZone } : {}), ...(named ? { timeZoneName: 'short' } : {}) }
}

/** A calendar date "YYYY-MM-DD" (a due date) as a moment that names the same day in any time zone read as UTC. */
export function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
}
