// The downloadable contract's words, in each market's folder, in every language the market offers:
// the type makes each language give every entry; this checks that none was left empty or in
// English, and that each keeps its values.
import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { type ContractWords, contractWording, contractWordsOf } from '../../contract/market/contract-words'

/** Every entry as text, functions called with recognisable values; a group's entries as `group.entry`. */
function texts(words: ContractWords | Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]): [string, string][] => {
      if (Array.isArray(value)) return [[key, value.join('\n')]]
      if (typeof value === 'string') return [[key, value]]
      if (typeof value === 'object' && value !== null) return Object.entries(texts(value as Record<string, unknown>)).map(([inner, text]) => [`${key}.${inner}`, text])
      const call = value as (...args: unknown[]) => string
      if (key === 'interest') return [[key, call('⟨1.5%⟩', 'month')]]
      if (key === 'repayments') return [[key, call(12, 'twice')]]
      return [[key, call(...Array.from({ length: call.length }, (_, i) => `⟨${key}${i}⟩`))]]
    }),
  )
}

const languages = Object.values(MARKETS).flatMap((market) => market.locales.map((locale) => ({ market: market.code, locale })))

describe.each(languages.filter(({ locale }) => locale !== 'en'))('the contract words of $market in $locale', ({ market, locale }) => {
  const english = texts(contractWordsOf(market).en)
  const own = contractWordsOf(market)[locale]
  const words = own ? texts(own) : {}

  it('give every entry, none left in English', () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(words)) {
      expect(text.trim(), key).not.toBe('')
      // The abbreviations stay as the regulator writes them; the words around them may not.
      expect(text, key).not.toBe(english[key])
    }
  })

  it('keep every value the English puts in', () => {
    for (const [key, text] of Object.entries(english)) {
      for (const value of text.match(/⟨[^⟩]+⟩/g) ?? []) expect(words[key], key).toContain(value)
    }
    expect(words.repayments).toContain('12')
  })
})

describe.each(languages)('the contract of $market in $locale', ({ market, locale }) => {
  it('says how an early payoff is computed: interest by days over a year of 365, none for periods not begun', () => {
    const rights = contractWording(market, locale).words.rights.join('\n')
    expect(rights).toContain('365')
  })
})

describe('a language the market does not offer', () => {
  it('reads the English contract, and says it is in English', () => {
    const { locale, words } = contractWording('PH', 'th')
    expect(locale).toBe('en')
    expect(words).toBe(contractWordsOf('PH').en)
  })
})

describe.each(languages.filter(({ market }) => Object.values(MARKETS).some((m) => m.code === market && m.disclosure === 'dailyEconomicBenefit')))('the contract of $market in $locale, which discloses the cost a day', ({ market, locale }) => {
  it('names the cost a day and says it a day', () => {
    const { dailyCost } = contractWording(market, locale).words
    expect(dailyCost?.name).toBeTruthy()
    expect(dailyCost?.aDay('0.0944%')).toContain('0.0944%')
  })
})
