// Dates in one style per language (issue 37, item 8): every screen writes a day the same way in
// a language, alone or with a time, and only src/ui/formats.ts (through src/i18n/intl-formats.ts)
// formats dates: a screen formatting its own would bring back a second style.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../contract/locales'
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
})
