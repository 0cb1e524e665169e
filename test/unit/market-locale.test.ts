import { describe, expect, it } from 'vitest'
import { marketLocale } from '../../contract/market/market-locale'
import { MARKET_PROFILES } from '../../contract/market/profiles'

const th = MARKET_PROFILES.TH.locales
const ph = MARKET_PROFILES.PH.locales

describe('the language a lender’s app starts in', () => {
  it('keeps the language the borrower chose before when the lender offers it', () => {
    expect(marketLocale(th, 'zh', ['th-TH'])).toBe('zh')
    expect(marketLocale(ph, 'fil', ['en-US'])).toBe('fil')
  })

  it('ignores a saved language the lender does not offer, or one that is no language of ours', () => {
    expect(marketLocale(ph, 'th', ['fil-PH'])).toBe('fil')
    expect(marketLocale(th, 'fil', ['th-TH'])).toBe('th')
    expect(marketLocale(th, 'klingon', ['zh-CN'])).toBe('zh')
  })

  it('starts a Philippine lender in English for a Thai phone', () => {
    expect(marketLocale(ph, null, ['th-TH'])).toBe('en')
  })

  it('starts a Philippine lender in Filipino for a phone in Filipino or Tagalog', () => {
    expect(marketLocale(ph, null, ['fil-PH'])).toBe('fil')
    expect(marketLocale(ph, null, ['tl'])).toBe('fil')
    expect(marketLocale(ph, null, ['TL-PH', 'en-US'])).toBe('fil')
  })

  it('starts a Thai lender in Chinese for a phone in simplified Chinese', () => {
    expect(marketLocale(th, null, ['zh-CN'])).toBe('zh')
  })

  it('falls back to English when nothing the phone prefers is offered', () => {
    expect(marketLocale(th, null, ['fr-FR', 'de'])).toBe('en')
    expect(marketLocale(ph, null, ['zh-CN', 'ja'])).toBe('en')
    expect(marketLocale(ph, null, [])).toBe('en')
  })
})
