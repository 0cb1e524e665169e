// The small part of every market (./types.ts MarketProfile), for code that must not carry the
// long bank and region lists: the app's first screens. The markets built in are the folders
// (./built-in-profiles.gen.ts); registerMarket (./registry.ts) adds one at run time, a test's
// fixture market. The full packs are in ./registry.ts.
import { BUILT_IN_PROFILES } from './built-in-profiles.gen'
import type { MarketCode, MarketProfile } from './types'

/** The markets built in, by code: for tests and scripts that name one; code reading a market from data asks marketProfile. */
export const MARKET_PROFILES = BUILT_IN_PROFILES

const profiles = new Map<MarketCode, MarketProfile>(Object.values(BUILT_IN_PROFILES).map((p) => [p.code, p]))

/** Adds a market's profile; ./registry.ts's registerMarket calls it with the pack, so the two never disagree. */
export function registerProfile(profile: MarketProfile): void {
  const known = profiles.get(profile.code)
  if (known && known !== profile) throw new Error(`market "${profile.code}" is already registered`)
  profiles.set(profile.code, profile)
}

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && profiles.has(value)
}

/** The profile of a market code read from the database or the page; an unknown code is a bug, not bad input. */
export function marketProfile(code: MarketCode): MarketProfile {
  const profile = profiles.get(code)
  if (!profile) throw new Error(`unknown market "${code}"`)
  return profile
}

/** Every market, built in first, in the order they were added. */
export function marketProfiles(): readonly MarketProfile[] {
  return [...profiles.values()]
}

export function marketCodes(): readonly MarketCode[] {
  return [...profiles.keys()]
}

/**
 * Digits of the minor unit of a currency some market pays in, for what carries a currency code and
 * no market (a provider's record); undefined for a currency no market uses.
 */
export function minorDigitsOfCurrency(currency: string): number | undefined {
  return marketProfiles().find((p) => p.currency === currency)?.minorDigits
}

export function idTypeOf(market: Pick<MarketProfile, 'idTypes'>, code: string) {
  return market.idTypes.find((t) => t.code === code)
}
