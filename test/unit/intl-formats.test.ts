import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { dateFormat, numberFormat } from '../../src/i18n/intl-formats'
import { formatDate, formatMoney } from '../../src/ui/formats'

const speak = (locale: string) => i18n.loadAndActivate({ locale, messages: {} })

describe('Intl formatters', () => {
  afterEach(() => speak('en'))

  it('makes one formatter per language and options, and reuses it', () => {
    speak('en')
    expect(numberFormat({ style: 'percent' })).toBe(numberFormat({ style: 'percent' }))
    expect(dateFormat({ dateStyle: 'medium' })).toBe(dateFormat({ dateStyle: 'medium' }))
    expect(numberFormat({ style: 'percent' })).not.toBe(numberFormat({ style: 'percent', maximumFractionDigits: 3 }))
  })

  it('follows a change of language instead of keeping the first one', () => {
    speak('en')
    const english = [formatMoney(1234.5, 'THB'), formatDate('2026-11-23')]
    expect(english).toEqual([new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 }).format(1234.5), '23 Nov 2026'])
    speak('th')
    // Thai dates count Buddhist years.
    expect(formatDate('2026-11-23')).toContain('2569')
    expect(formatMoney(1234.5, 'THB')).toBe(new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 }).format(1234.5))
    speak('en')
    expect([formatMoney(1234.5, 'THB'), formatDate('2026-11-23')]).toEqual(english)
  })
})
