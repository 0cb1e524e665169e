import { describe, expect, it } from 'vitest'
import { marketLocale } from '../../contract/market/market-locale'
import { MARKET_PROFILES } from '../../contract/market/profiles'

const th = MARKET_PROFILES.TH.locales

describe('the first language of a Thai lender’s app', () => {
  it('follows the first browser language the lender offers', () => {
    expect(marketLocale(th, null, ['th-TH', 'en-US'])).toBe('th')
    expect(marketLocale(th, null, ['fr-FR', 'zh-Hans-CN', 'en'])).toBe('zh')
    expect(marketLocale(th, null, ['ZH-TW'])).toBe('zh')
  })

  it('falls back to English for languages it does not offer, Filipino included', () => {
    expect(marketLocale(th, null, ['fr', 'de'])).toBe('en')
    expect(marketLocale(th, null, ['fil-PH'])).toBe('en')
    expect(marketLocale(th, null, [])).toBe('en')
  })
})
