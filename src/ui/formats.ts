// Dates, numbers and money in the borrower's locale; Intl picks the calendar (Buddhist years in th-TH).
// Every date on a screen is written here, in the one style of its language (i18n/intl-formats.ts).
import { calendarDate } from '../../contract/date-style'
import { marketProfiles } from '../../contract/market/profiles'
import { dayFormat, momentFormat, numberFormat } from '../i18n/intl-formats'

/** A calendar date `YYYY-MM-DD` (a due date): the same day everywhere, whatever the phone's time zone. */
export function formatDate(isoDate: string): string {
  const date = calendarDate(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  return dayFormat('UTC').format(date)
}

/** A moment (an application time), in the phone's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return momentFormat().format(date)
}

/** The day of a moment in a given time zone (the market's; the phone's when absent): the day the borrower's calendar showed. */
export function formatDayIn(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return dayFormat(timeZone).format(date)
}

/** A moment in a given time zone (the market's), with the zone named: a signing time reads the same on any phone. */
export function formatMomentIn(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return momentFormat(timeZone, true).format(date)
}

/** A percent figure as the locale writes it: 0.8 → "0.8%". */
export function formatPercent(percent: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 4 }).format(percent / 100)
}

/** A range of percents as the locale writes it: "0.8–0.9%"; one figure when both ends agree. */
export function formatPercentRange(min: number, max: number): string {
  const format = numberFormat({ style: 'percent', maximumFractionDigits: 3 })
  if (min === max) return format.format(min / 100)
  // formatRange is missing on some older phones' browsers.
  return typeof format.formatRange === 'function' ? format.formatRange(min / 100, max / 100) : `${format.format(min / 100)}–${format.format(max / 100)}`
}

/** A whole number with the locale's grouping: 3000000 → "3,000,000". */
export function formatNumber(value: number): string {
  return numberFormat({ maximumFractionDigits: 2 }).format(value)
}

/**
 * An amount with its currency: "฿1,000.00", "THB 1,000.00" as the locale writes it, with as many
 * decimals as the market's currency has (none for one without a minor unit; Intl would give a
 * currency it does not know two).
 */
export function formatMoney(amount: number, currency: string): string {
  const digits = marketProfiles().find((m) => m.currency === currency)?.minorDigits ?? 2
  return numberFormat({ style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)
}
