// What a money field keeps of what was typed: digits and at most as many decimals as the
// market's currency has (two for the baht and the peso, none for a currency without a minor
// unit), because every wire amount is major units in the currency's digits (../../contract/money.ts).
// Whole digits are never cut: an amount above what the form takes is said by the form
// (withdraw: brought to the balance with a note; repay: the limit).
import { marketProfile } from '../../contract/market/profiles'
import { lender } from '../config'

const marketDigits = () => marketProfile(lender.market).minorDigits

/** "1,234.567 ฿" → "1234.56"; "007" → "7"; a lone "." becomes "0.". */
export function decimalAmountText(input: string, digits = marketDigits()): string {
  const cleaned = input.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '')
  if (dot === -1 || digits === 0) return whole
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, digits)
  return `${whole === '' ? '0' : whole}.${fraction}`
}

/** The amount a field holds, rounded to the currency's smallest unit, or null when it holds none. */
export function amountOf(text: string, digits = marketDigits()): number | null {
  if (!new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`).test(text)) return null
  return Math.round(Number(text) * 10 ** digits) / 10 ** digits
}

/** An amount as the field shows it after leaving: no grouping, no trailing dot or zeros. */
export function amountText(amount: number, digits = marketDigits()): string {
  return String(Math.round(amount * 10 ** digits) / 10 ** digits)
}
