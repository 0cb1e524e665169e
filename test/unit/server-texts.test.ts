// Everything in the borrower's language (issue 37, item 8): the texts the server writes itself
// (SMS, reminders, collection templates, the contract, the data export, the sandbox payment page,
// the markets' names for regulators and documents) are complete in every language, as
// `npm run i18n:check` requires of the .po catalogs, and Thai separates clauses with spaces.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { regulatorName } from '../../contract/market/regulator-name'
import { translations } from '../../scripts/po-entries'
import { hasWesternPunctuationInThai, serverTextProblems, textProblem } from '../../scripts/server-texts'

describe("the server's own texts", () => {
  it('say everything in every language the market offers', () => {
    expect(serverTextProblems()).toEqual([])
  })

  it('count a text left in English, missing, or not in the language’s script as untranslated', () => {
    const english = 'Your loan was approved.'
    expect(textProblem('fil', english, english)).toBe('the same as the English')
    expect(textProblem('th', undefined, english)).toBe('missing')
    expect(textProblem('zh', '  ', english)).toBe('missing')
    expect(textProblem('th', 'Your loan was approved', english)).toBe('not in the language’s script')
    expect(textProblem('zh', '您的贷款已获批。', english)).toBeNull()
    // A code or an acronym reads the same in every language.
    expect(textProblem('fil', 'SSS ID', 'SSS ID')).toBeNull()
  })
})

describe('Thai punctuation', () => {
  it('finds a comma or a full stop ending a Thai clause, and lets abbreviations and numbers be', () => {
    expect(hasWesternPunctuationInThai('กรุงเทพมหานคร, บางรัก')).toBe(true)
    expect(hasWesternPunctuationInThai('ชำระผ่านแอปได้ก่อนวันนั้น.')).toBe(true)
    expect(hasWesternPunctuationInThai('ชำระผ่านแอปได้ก่อนวันนั้น กรุณาติดต่อเรา')).toBe(false)
    expect(hasWesternPunctuationInThai('ตั้งแต่ปี ค.ศ. 1900 จนถึงวันนี้')).toBe(false)
    expect(hasWesternPunctuationInThai('เลื่อนออกไปได้ 7, 14 หรือ 30 วัน')).toBe(false)
  })

  it('is kept by every Thai message of the app', () => {
    const faulty = translations(readFileSync('locales/th.po', 'utf8')).filter((entry) => hasWesternPunctuationInThai(entry.text))
    expect(faulty).toEqual([])
  })
})

describe('the regulator', () => {
  it('is named in the borrower’s language when the lender configured its English name', () => {
    expect(regulatorName('Ministry of Finance', 'th')).toBe('กระทรวงการคลัง')
    expect(regulatorName('ministry of finance ', 'zh')).toBe('泰国财政部')
    expect(regulatorName('Securities and Exchange Commission', 'fil')).toBe('Securities and Exchange Commission (SEC) ng Pilipinas')
    expect(regulatorName('Ministry of Finance', 'en')).toBe('Ministry of Finance')
    expect(regulatorName('A body no market lists', 'th')).toBe('A body no market lists')
  })
})
