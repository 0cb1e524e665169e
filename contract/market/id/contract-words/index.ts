import type { MarketContractWords } from '../../contract-wording'
import { EN } from './en'
import { ID } from './id'

export const ID_CONTRACT_WORDS: MarketContractWords = { id: ID, en: EN }
