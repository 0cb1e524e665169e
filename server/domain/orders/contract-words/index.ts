import type { Locale } from '../../../../contract/locales'
import { EN } from './en'
import { FIL } from './fil'
import { TH } from './th'
import type { ContractWords } from './words'
import { ZH } from './zh'

export type { ContractWords } from './words'

export const CONTRACT_WORDS: Readonly<Record<Locale, ContractWords>> = { en: EN, th: TH, zh: ZH, fil: FIL }
