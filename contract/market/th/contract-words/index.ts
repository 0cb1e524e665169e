import type { MarketContractWords } from '../../contract-wording'
import { EN } from './en'
import { TH } from './th'
import { ZH } from './zh'

export const TH_CONTRACT_WORDS: MarketContractWords = { th: TH, en: EN, zh: ZH }
