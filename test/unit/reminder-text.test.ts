// The words of every reminder, in every language: the lender's name, the amount with its currency
// and the date, and nothing a phone would show as a link.
import { describe, expect, it } from 'vitest'
import { INTL_TAG, LOCALE_CODES } from '../../contract/locales'
import { ORDER_NEWS, PERIOD_REMINDERS, type ReminderKind } from '../../contract/reminders'
import { LinkInSms } from '../../server/domain/accounts/sms-text'
import { reminderText } from '../../server/domain/reminders/reminder-text'

const KINDS = [...Object.keys(PERIOD_REMINDERS), ...ORDER_NEWS] as ReminderKind[]
const facts = { lender: 'Jackey Cash', amountMinor: 1_234_50, currency: 'THB', minorDigits: 2, date: '2027-03-05' }

describe.each(LOCALE_CODES)('reminders in %s', (locale) => {
  it.each(KINDS)('%s names the lender, the amount and the date, with no link', (kind) => {
    const text = reminderText(locale, kind, facts)
    expect(text.title).toBe('Jackey Cash')
    expect(text.sms.startsWith('Jackey Cash')).toBe(true)
    // Each language groups and separates decimals its own way: 1,234.50 in English, 1.234,50 in Indonesian.
    expect(text.body).toContain(new Intl.NumberFormat(INTL_TAG[locale], { minimumFractionDigits: 2 }).format(1234.5))
    expect(text.body).toMatch(/5/)
    expect(text.body).toMatch(locale === 'th' ? /2570/ : /2027/)
    expect(text.sms).not.toMatch(/https?:|www\./i)
  })
})

describe('reminder text', () => {
  it('states pesos for a Philippine lender', () => {
    expect(reminderText('fil', 'dueToday', { ...facts, lender: 'Jackey Peso', currency: 'PHP' }).sms).toContain('₱1,234.50')
  })

  it('writes a whole-unit currency with no decimals, whatever Intl holds for it', () => {
    // Intl's table gives the rupiah two decimals; the market pack says it is written whole.
    expect(reminderText('en', 'dueToday', { ...facts, amountMinor: 1_500_000, currency: 'IDR', minorDigits: 0 }).body).toMatch(/IDR\s1,500,000(?![.\d])/)
  })

  it('refuses a lender name that reads as a link', () => {
    expect(() => reminderText('en', 'dueIn1', { ...facts, lender: 'cash.ph' })).toThrow(LinkInSms)
  })
})
