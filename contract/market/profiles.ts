// The small part of every market (./types.ts MarketProfile), for code that must not carry the
// long bank and region lists: the app's first screens. The full packs are in ./index.ts.
import { PH_PROFILE } from './ph/profile'
import { TH_PROFILE } from './th/profile'
import { MARKET_CODES, type MarketCode, type MarketProfile } from './types'

export const MARKET_PROFILES: Readonly<Record<MarketCode, MarketProfile>> = { TH: TH_PROFILE, PH: PH_PROFILE }

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (MARKET_CODES as readonly string[]).includes(value)
}

/**
 * Digits of the minor unit of a currency some market pays in, for what carries a currency code and
 * no market (a provider's record); undefined for a currency no market uses.
 */
export function minorDigitsOfCurrency(currency: string): number | undefined {
  return Object.values(MARKET_PROFILES).find((p) => p.currency === currency)?.minorDigits
}

export function idTypeOf(market: Pick<MarketProfile, 'idTypes'>, code: string) {
  return market.idTypes.find((t) => t.code === code)
}
