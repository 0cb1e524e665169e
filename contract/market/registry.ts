// The full packs of every market: the folders built in (./built-in-packs.gen.ts) and any handed to
// registerMarket at run time. Registering is for a market that is not a folder of this code base,
// which today is a test's fixture market (test/fixtures/market-zz/): the server and the contract
// read every market through marketPack, so such a market runs the whole borrower journey.
import { BUILT_IN_PACKS } from './built-in-packs.gen'
import { registerProfile } from './profiles'
import { registerTerms } from './terms'
import type { MarketCode, MarketPack } from './types'

const packs = new Map<MarketCode, MarketPack>(Object.values(BUILT_IN_PACKS).map((p) => [p.code, p]))

/** Adds a market; its code must be new (registering the same pack again is harmless). */
export function registerMarket(pack: MarketPack): void {
  const known = packs.get(pack.code)
  if (known && known !== pack) throw new Error(`market "${pack.code}" is already registered`)
  registerProfile(pack)
  registerTerms(pack.code, pack)
  packs.set(pack.code, pack)
}

/** The pack of a market code read from the database; an unknown code is a bug, not bad input. */
export function marketPack(code: string): MarketPack {
  const pack = packs.get(code)
  if (!pack) throw new Error(`unknown market "${code}"`)
  return pack
}

/** Every market's pack, built in first. */
export function marketPacks(): readonly MarketPack[] {
  return [...packs.values()]
}
