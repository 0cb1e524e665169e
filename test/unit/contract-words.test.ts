// The downloadable contract's words in every language: the type makes each language give every
// entry; this checks that none was left empty or in English, and that each keeps its values.
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../contract/locales'
import { CONTRACT_WORDS, type ContractWords } from '../../server/domain/orders/contract-words'

/** Every entry as text, functions called with recognisable values. */
function texts(words: ContractWords): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).map(([key, value]): [string, string] => {
      if (Array.isArray(value)) return [key, value.join('\n')]
      if (typeof value === 'string') return [key, value]
      const call = value as (...args: unknown[]) => string
      if (key === 'interest') return [key, call('⟨1.5%⟩', 'month')]
      if (key === 'repayments') return [key, call(12, 'twice')]
      return [key, call(...Array.from({ length: call.length }, (_, i) => `⟨${key}${i}⟩`))]
    }),
  )
}

const english = texts(CONTRACT_WORDS.en)

describe.each(LOCALE_CODES.filter((l) => l !== 'en'))('the contract words in %s', (locale) => {
  const words = texts(CONTRACT_WORDS[locale])

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

describe.each(LOCALE_CODES)('the contract in %s', (locale) => {
  it('says how an early payoff is computed: interest by days over a year of 365, none for periods not begun', () => {
    const rights = CONTRACT_WORDS[locale].rights.join('\n')
    expect(rights).toContain('365')
  })
})
