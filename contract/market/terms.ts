// Each market's late-payment rules, complaint handling and regulators' names (./types.ts
// MarketTerms), for the app's screens that show them (the loan view, the contract, the FAQ,
// Support, About): out of the profiles (./profiles.ts), which are in the app's first chunk. The
// folders' are listed in ./built-in-terms.gen.ts; registerMarket (./registry.ts) adds a pack's.
import { BUILT_IN_TERMS } from './built-in-terms.gen'
import type { MarketCode, MarketTerms } from './types'

const terms = new Map<MarketCode, MarketTerms>(Object.entries(BUILT_IN_TERMS))

/** Adds a market's terms; ./registry.ts's registerMarket calls it with the pack. */
export function registerTerms(code: MarketCode, market: MarketTerms): void {
  terms.set(code, { latePayment: market.latePayment, complaints: market.complaints, regulators: market.regulators, ...(market.dataRights ? { dataRights: market.dataRights } : {}) })
}

/** The terms of a market code from the page or the database; an unknown code is a bug, not bad input. */
export function marketTerms(code: MarketCode): MarketTerms {
  const found = terms.get(code)
  if (!found) throw new Error(`unknown market "${code}"`)
  return found
}

/** Every market's terms (a contract's frozen terms do not say their market: ./regulator-name.ts reads them all). */
export function allMarketTerms(): readonly MarketTerms[] {
  return [...terms.values()]
}
