// Which contract wording a market's borrower reads. Kept beside the packs, not inside them, so the
// app's market chunk does not carry a contract it never renders (the server renders it); a market
// folder's contract-words/ is listed by scripts/generate-markets.ts, and a market registered at run
// time (a test's fixture) registers its wording here.
import type { Locale } from '../locales'
import { BUILT_IN_CONTRACT_WORDS } from './built-in-contract-words.gen'
import type { ContractWords, MarketContractWords } from './contract-wording'
import type { MarketCode } from './types'

export type { ContractWords, MarketContractWords } from './contract-wording'

const WORDING = new Map<MarketCode, MarketContractWords>(Object.entries(BUILT_IN_CONTRACT_WORDS))

/** Adds the wording of a market registered at run time (registerMarket). */
export function registerContractWording(market: MarketCode, wording: MarketContractWords): void {
  WORDING.set(market, wording)
}

/** A market's wording in every language it has; a market without one is a bug, not input. */
export function contractWordsOf(market: MarketCode): MarketContractWords {
  const wording = WORDING.get(market)
  if (!wording) throw new Error(`no contract wording for market "${market}"`)
  return wording
}

/** The contract's words in `locale` where the market has them, else in English, with the language they are in. */
export function contractWording(market: MarketCode, locale: Locale): { locale: Locale; words: ContractWords } {
  const wording = contractWordsOf(market)
  const words = wording[locale]
  return words ? { locale, words } : { locale: 'en', words: wording.en }
}
