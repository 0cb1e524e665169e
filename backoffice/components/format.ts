// How the back office writes numbers and times: English, grouped; amounts with as many decimals
// as the currency's minor unit has, from its market pack (Intl's own table gives IDR two).
import { minorDigitsOfCurrency } from '../../contract/market/profiles'
import { toMajor, toMinor } from '../../contract/money'
import { getSession } from '../session'

const MONEY = new Map<number, Intl.NumberFormat>()
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })
// A calendar day stays the same day wherever the browser is.
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/** Major units with `minorDigits` decimals: 1500 → "1,500.00" with 2, "1,500" with 0. */
export function moneyIn(major: number, minorDigits: number): string {
  let format = MONEY.get(minorDigits)
  if (!format) MONEY.set(minorDigits, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: minorDigits, maximumFractionDigits: minorDigits })))
  return format.format(major)
}

/** The digits of `currency`'s minor unit (ISO 4217 code) from its market's pack; of a currency no market uses, Intl's. */
export function currencyDigits(currency: string): number {
  return minorDigitsOfCurrency(currency) ?? new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** An amount of `currency` with its digits. */
export const moneyOf = (major: number, currency: string) => moneyIn(major, currencyDigits(currency))

// Signed out nothing shows an amount; the words a test builds without a session show it as it is.
const AS_IT_IS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })

/** An amount of the signed-in lender, in its currency's digits. */
export function money(major: number): string {
  const digits = getSession()?.money.minorDigits
  return digits === undefined ? AS_IT_IS.format(major) : moneyIn(major, digits)
}

/** Minor units of the signed-in lender's currency, as money() writes major ones. */
export function moneyOfMinor(minor: number): string {
  const digits = getSession()?.money.minorDigits
  return digits === undefined ? AS_IT_IS.format(minor) : moneyIn(toMajor(minor, digits), digits)
}

/** One minor unit in major ones, what an amount input steps by and starts from: "0.01" with 2 digits, "1" with 0. */
export const stepOf = (minorDigits: number) => (minorDigits === 0 ? '1' : `0.${'1'.padStart(minorDigits, '0')}`)

/** An amount typed in major units with `minorDigits`; more decimals than that, or no amount, is a RangeError. */
export const typedIn = (typed: FormDataEntryValue | null, minorDigits: number) => toMajor(toMinor(String(typed ?? ''), minorDigits), minorDigits)

// An amount form shows only signed in: without a session it takes whole units, the strictest reading.
const lenderDigits = () => getSession()?.money.minorDigits ?? 0

/** The step of an amount input of the signed-in lender. */
export const amountStep = () => stepOf(lenderDigits())

/** An amount staff typed, in major units of the signed-in lender's currency. */
export const typedAmount = (typed: FormDataEntryValue | null) => typedIn(typed, lenderDigits())

/** Why a typed amount is refused: more decimals than `minorDigits`; null when it fits. */
export function amountProblem(major: number, minorDigits: number): string | null {
  try {
    toMinor(major, minorDigits)
    return null
  } catch {
    return minorDigits === 0 ? 'Whole amounts only' : `At most ${minorDigits} decimals`
  }
}

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
