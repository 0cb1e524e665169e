// Dates in one style per language (issue 37, item 8): every screen writes a day the same way in
// a language, alone or with a time, and only src/ui/formats.ts (through src/i18n/intl-formats.ts)
// formats dates: a screen formatting its own would bring back a second style. The server's
// contract, data export and reminders write dates with the same options (contract/date-style.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../contract/locales'
import { calendarDate, dayStyle, momentStyle } from '../../contract/date-style'
import { INTL_TAG } from '../../contract/locales'
import { contractFormats } from '../../server/domain/orders/contract-formats'
import { reminderText } from '../../server/domain/reminders/reminder-text'
import { formatDate, formatDateTime, formatDayIn, formatMomentIn } from '../../src/ui/formats'

const speak = (locale: string) => i18n.loadAndActivate({ locale, messages: {} })
// 7 December 2026, mid-morning in Bangkok and Manila and in UTC alike.
const DAY = '2026-12-07'
const MOMENT = '2026-12-07T03:30:00Z'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('one date style per language', () => {
  afterEach(() => speak('en'))

  for (const locale of LOCALE_CODES) {
    it(`writes the day the same way alone and with a time, in ${locale}`, () => {
      speak(locale)
      const day = formatDate(DAY)
      expect(formatDayIn(MOMENT, 'Asia/Bangkok')).toBe(day)
      expect(formatDateTime(MOMENT)).toContain(day)
      expect(formatMomentIn(MOMENT, 'Asia/Manila')).toContain(day)
    })
  }

  it('is the style of the medium date, as the contract and the e2e tests read it', () => {
    speak('th')
    expect(formatDate(DAY)).toBe(new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${DAY}T00:00:00Z`)))
    expect(formatDate(DAY)).toContain('2569')
    speak('fil')
    expect(formatDate(DAY)).toBe(new Intl.DateTimeFormat('fil-PH', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${DAY}T00:00:00Z`)))
  })

  it('is formatted nowhere in src/ but src/ui/formats.ts', () => {
    // The date field's own lists of month names and years are parts of a form, not a date shown.
    const allowed = ['src/i18n/intl-formats.ts', 'src/ui/formats.ts', 'src/ui/date-parts-field.tsx']
    const formatting = /\bdateFormat\(|\bdayFormat\(|\bmomentFormat\(|DateTimeFormat|toLocaleDateString|toLocaleTimeString|toLocaleString\(/
    const offenders = sourceFiles('src').filter((file) => !allowed.includes(file) && formatting.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })

  for (const locale of LOCALE_CODES) {
    it(`is the style the server's contract, export and reminders write, in ${locale}`, () => {
      speak(locale)
      const contract = contractFormats(locale, { code: 'THB', minorDigits: 2 }, 'Asia/Bangkok')
      expect(contract.day(DAY)).toBe(formatDate(DAY))
      expect(contract.dayOf(new Date(MOMENT))).toBe(formatDayIn(MOMENT, 'Asia/Bangkok'))
      expect(contract.moment(new Date(MOMENT))).toBe(formatMomentIn(MOMENT, 'Asia/Bangkok'))
      // The export's "exported on" (server/domain/profile/export-zip.ts) is a moment in the market's zone.
      expect(new Intl.DateTimeFormat(INTL_TAG[locale], momentStyle('Asia/Manila', true)).format(new Date(MOMENT))).toBe(formatMomentIn(MOMENT, 'Asia/Manila'))
      const facts = { lender: 'Jackey', amountMinor: 100_000, currency: 'THB', minorDigits: 2, date: DAY }
      expect(reminderText(locale, 'dueIn3', facts).body).toContain(formatDate(DAY))
    })
  }

  it('writes the months short in every language, Thai years in the Buddhist era', () => {
    const day = (locale: (typeof LOCALE_CODES)[number]) => new Intl.DateTimeFormat(INTL_TAG[locale], dayStyle('UTC')).format(calendarDate(DAY))
    expect(day('th')).toBe('7 ธ.ค. 2569')
    expect(day('en')).toBe('7 Dec 2026')
    expect(day('zh')).toBe('2026年12月7日')
    expect(day('fil')).toBe('Dis 7, 2026')
    expect(new Intl.DateTimeFormat(INTL_TAG.th, momentStyle('Asia/Bangkok', true)).format(new Date(MOMENT))).toBe('7 ธ.ค. 2569 10:30 GMT+7')
  })

  it('is formatted in server/ and contract/ only with the options of contract/date-style.ts', () => {
    // local-time.ts reads a moment's parts in a zone for the calendar's arithmetic; it shows nothing.
    const allowed = ['contract/date-style.ts', 'contract/market/local-time.ts']
    const ownStyle = /DateTimeFormat\([^()]*,\s*\{|\bdateStyle\b|\btimeStyle\b|\bmonth:\s*['"](long|short|narrow|numeric|2-digit)['"]|toLocaleDateString|toLocaleTimeString/
    const offenders = [...sourceFiles('server'), ...sourceFiles('contract')].filter((file) => !allowed.includes(file) && ownStyle.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
