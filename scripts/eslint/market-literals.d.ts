import type { Rule } from 'eslint'

export type MarketWords = { codes: string[]; currencies: string[]; callingCodes: string[] }
export function marketWords(dir?: string): MarketWords
export function namedMarketWord(value: string, words: MarketWords): string | null
export function exempt(relative: string): boolean
export const marketLiterals: Rule.RuleModule
