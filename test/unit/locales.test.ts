import { describe, expect, it } from 'vitest'
import { pickLocale } from '../../src/i18n/locales'

describe('the first language', () => {
  it('follows the first browser language the app speaks', () => {
    expect(pickLocale(['th-TH', 'en-US'])).toBe('th')
    expect(pickLocale(['fr-FR', 'zh-Hans-CN', 'en'])).toBe('zh')
    expect(pickLocale(['ZH-TW'])).toBe('zh')
  })

  it('falls back to English for languages it does not speak', () => {
    expect(pickLocale(['fr', 'de'])).toBe('en')
    expect(pickLocale([])).toBe('en')
  })
})
