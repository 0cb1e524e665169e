// A payout account number as it is stored, read by its channel's format: the digits of a bank
// account, the wallet's mobile number in E.164, or for PromptPay a mobile or national ID number.
// The server checks with it and the app normalises with it, so both read a number alike. The
// phone rules are passed in: the app loads them on demand (src/ui/phone-rules.ts).
import type { PhoneResult } from './phone'
import type { AccountFormat, MarketCode, MarketProfile } from './types'

/** A lender's own BANK_LIST entry without a format: any account of 6 to 20 digits. */
export const ANY_ACCOUNT: AccountFormat = { type: 'digits', min: 6, max: 20, example: '' }

type ParseMobile = (typed: string, market: MarketCode) => PhoneResult

/** Why a bank's account number is refused: something else than digits, or fewer or more of them than the bank's. */
export type DigitsProblem = 'notDigits' | 'tooShort' | 'tooLong'

const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '')

/** What is wrong with an account number of digits, spaces and dashes allowed between them; null when nothing. */
export function accountDigitsProblem(typed: string, format: { min: number; max: number }): DigitsProblem | null {
  const digits = digitsOf(typed)
  if (!/^\d+$/.test(digits)) return 'notDigits'
  if (digits.length < format.min) return 'tooShort'
  return digits.length > format.max ? 'tooLong' : null
}

/** The number as stored, or null when it does not fit the format. */
export function storedAccountNumber(typed: string, format: AccountFormat, market: Pick<MarketProfile, 'code' | 'idTypes'>, parseMobile: ParseMobile): string | null {
  if (format.type === 'digits') return accountDigitsProblem(typed, format) === null ? digitsOf(typed) : null
  const mobile = parseMobile(typed, market.code)
  if (mobile.ok) return mobile.e164
  const nationalId = market.idTypes[0]
  if (format.type === 'mobileOrNationalId' && nationalId && nationalId.check(nationalId.normalize(typed)) === null) return nationalId.normalize(typed)
  return null
}
