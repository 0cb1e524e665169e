// How the back office writes numbers and times: English, grouped, two decimals.
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })
// A calendar day stays the same day wherever the browser is.
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' })

export const money = (major: number) => MONEY.format(major)
export const when = (iso: string) => WHEN.format(new Date(iso))
/** The browser's local hour and minute of a moment: "14:05". */
export const clock = (iso: string) => CLOCK.format(new Date(iso))
/** `2026-10-31` → "31 Oct 2026". */
export const calendarDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`))
/** `2026-11-03`, `2026-11-05` → "3–5 Nov 2026"; one day as calendarDay. */
export const dayRange = (first: string, last: string) =>
  first === last ? calendarDay(first) : DAY.formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`))
/** A month's first second (Unix seconds, UTC), as a chart's axis holds it → "Oct 2026". */
export const monthOf = (seconds: number) => MONTH.format(new Date(seconds * 1000))
/** ["a", "b", "c"] → "a, b and c". */
export const listed = (items: string[]) => LIST.format(items)
/** Rates are thousandths of a percent per period: 850 → "0.85 %". */
export const rate = (thousandths: number) => `${(thousandths / 1000).toFixed(2)} %`
export const words = (code: string) => code.replaceAll('_', ' ')
