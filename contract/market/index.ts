// Every market this platform serves, by code. A company belongs to one (companies.market);
// nothing outside contract/market/ names a country. A third market is a folder like th/ with
// its profile.ts and index.ts, a line here and in ./profiles.ts, ./late-payments.ts,
// ./complaint-care.ts and ./regulator-name.ts, and its country in scripts/generate-phone-metadata.ts's output.
import { PH_MARKET } from './ph'
import { isMarketCode } from './profiles'
import { TH_MARKET } from './th'
import { MARKET_CODES, type MarketCode, type MarketPack } from './types'

export type * from './types'
export { idTypeOf, isMarketCode, MARKET_PROFILES, minorDigitsOfCurrency } from './profiles'
export { MARKET_CODES }

export const MARKETS: Readonly<Record<MarketCode, MarketPack>> = { TH: TH_MARKET, PH: PH_MARKET }

/** The pack of a market code read from the database; an unknown code is a bug, not bad input. */
export function marketPack(code: string): MarketPack {
  if (!isMarketCode(code)) throw new Error(`unknown market "${code}"`)
  return MARKETS[code]
}

export function payoutChannelOf(market: Pick<MarketPack, 'payoutChannels'>, code: string) {
  return market.payoutChannels.find((c) => c.code === code)
}
