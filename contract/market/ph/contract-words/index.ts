import type { MarketContractWords } from '../../contract-wording'
import { EN } from './en'
import { FIL } from './fil'

export const PH_CONTRACT_WORDS: MarketContractWords = { en: EN, fil: FIL }
