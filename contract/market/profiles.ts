// The small part of every market (./types.ts MarketProfile), for code that must not carry the
// long bank and region lists: the app's first screens. The full packs are in ./index.ts.
import { PH_PROFILE } from './ph/profile'
import { TH_PROFILE } from './th/profile'
import { MARKET_CODES, type MarketCode, type MarketProfile } from './types'

export const MARKET_PROFILES: Readonly<Record<MarketCode, MarketProfile>> = { TH: TH_PROFILE, PH: PH_PROFILE }

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (MARKET_CODES as readonly string[]).includes(value)
}

export function idTypeOf(market: Pick<MarketProfile, 'idTypes'>, code: string) {
  return market.idTypes.find((t) => t.code === code)
}
