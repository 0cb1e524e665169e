// Every market this platform serves. A company belongs to one (companies.market); nothing outside
// contract/market/ names a country. A market is a folder like th/: its profile.ts (a MarketProfile)
// and index.ts (the MarketPack), with the data files beside them; `tsx scripts/generate-markets.ts`
// then lists it in ./built-in-*.gen.ts and cuts its phone numbering into ./phone-metadata.ts.
// registerMarket adds a pack that is not a folder here (a test's fixture market).
import { BUILT_IN_PACKS } from './built-in-packs.gen'
import type { MarketPack } from './types'

export type * from './types'
export { idTypeOf, isMarketCode, marketCodes, marketProfile, marketProfiles, MARKET_PROFILES, minorDigitsOfCurrency } from './profiles'
export { marketPack, marketPacks, registerMarket } from './registry'

/** The packs built in, by code: for tests and scripts that name a market; code reading one from data asks marketPack. */
export const MARKETS = BUILT_IN_PACKS

export function payoutChannelOf(market: Pick<MarketPack, 'payoutChannels'>, code: string) {
  return market.payoutChannels.find((c) => c.code === code)
}
