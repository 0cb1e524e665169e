// Which contract wording a market's borrower reads. A lookup beside the packs rather than a field
// of MarketPack while the pack's type is being reshaped (issue 39, item 1); a new market adds its
// folder's contract-words/ here.
import type { Locale } from '../locales'
import type { ContractWords, MarketContractWords } from './contract-wording'
import { PH_CONTRACT_WORDS } from './ph/contract-words'
import { TH_CONTRACT_WORDS } from './th/contract-words'
import type { MarketCode } from './types'

export type { ContractWords, MarketContractWords } from './contract-wording'

export const CONTRACT_WORDS: Readonly<Record<MarketCode, MarketContractWords>> = { TH: TH_CONTRACT_WORDS, PH: PH_CONTRACT_WORDS }

/** The contract's words in `locale` where the market has them, else in English, with the language they are in. */
export function contractWording(market: MarketCode, locale: Locale): { locale: Locale; words: ContractWords } {
  const wording: MarketContractWords | undefined = CONTRACT_WORDS[market]
  if (!wording) throw new Error(`no contract wording for market "${market}"`)
  const words = wording[locale]
  return words ? { locale, words } : { locale: 'en', words: wording.en }
}
