// Mobile numbers of a market: what a borrower may type (national or international form, with
// spaces, dashes, dots or brackets) and the E.164 form stored and answered. The patterns are
// libphonenumber's (Google's), cut to our markets' countries in ./phone-metadata.ts: a market's
// own country, or the one its profile names in phoneCountry.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { PHONE_METADATA } from './phone-metadata'
import { marketProfile } from './profiles'
import { type MarketCode, PHONE_MAX_TYPED } from './types'

/** Why a typed number is refused: not a number at all, more digits than a mobile has, another country's, or not a mobile. */
export type PhoneProblem = 'format' | 'tooLong' | 'otherMarket' | 'notMobile'

export type PhoneResult = { ok: true; e164: string } | { ok: false; problem: PhoneProblem }

const SEPARATORS = /[\s\-.()\u00a0]/g
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

/** The typed number without separators, "00" as the international prefix turned into "+". */
export function compactPhone(typed: string): string {
  const compact = typed.trim().replace(SEPARATORS, '')
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact
}

/** A mobile number of `market` in E.164, or why it is refused. */
export function parseMobile(typed: string, market: MarketCode): PhoneResult {
  const country = countryOf(market)
  const compact = compactPhone(typed)
  if (compact.length > PHONE_MAX_TYPED || /^\+?\d{16,}$/.test(compact)) return { ok: false, problem: 'tooLong' }
  if (!/^\+?\d{6,15}$/.test(compact)) return { ok: false, problem: 'format' }
  const number = parsePhoneNumberFromString(compact, country, PHONE_METADATA)
  if (!number) return { ok: false, problem: compact.startsWith('+') ? 'otherMarket' : 'format' }
  if (number.country !== country) return { ok: false, problem: 'otherMarket' }
  if (!number.isValid()) return { ok: false, problem: mobileWithExtraDigits(compact, country) ? 'tooLong' : 'format' }
  if (!MOBILE_TYPES.has(number.getType() ?? '')) return { ok: false, problem: 'notMobile' }
  return { ok: true, e164: number.number }
}

/** The country whose numbering the market's mobiles follow. */
function countryOf(market: MarketCode): CountryCode {
  const profile = marketProfile(market)
  return (profile.phoneCountry ?? profile.code) as CountryCode
}

/** Whether the number would be a mobile of `country` without its last few digits: one typed twice, a digit too many. */
function mobileWithExtraDigits(compact: string, country: CountryCode): boolean {
  for (let extra = 1; extra <= 4 && compact.length - extra >= 6; extra++) {
    const shorter = parsePhoneNumberFromString(compact.slice(0, -extra), country, PHONE_METADATA)
    if (shorter?.country === country && shorter.isValid() && MOBILE_TYPES.has(shorter.getType() ?? '')) return true
  }
  return false
}

/** An E.164 number in the market's national form, grouped as people write it: "081 234 5678". */
export function formatNational(e164: string, market: MarketCode): string {
  const number = parsePhoneNumberFromString(e164, countryOf(market), PHONE_METADATA)
  return number ? number.formatNational() : e164
}

/** Every E.164 number `typed` could mean in any market (for calls that name no lender). */
export function mobileCandidates(typed: string, markets: readonly MarketCode[]): string[] {
  const found = markets.map((m) => parseMobile(typed, m)).flatMap((r) => (r.ok ? [r.e164] : []))
  return [...new Set(found)]
}
