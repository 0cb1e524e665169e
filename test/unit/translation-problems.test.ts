// Everything in the borrower's language (issue 37, item 8; issue 39, item 3): the app's and the
// server's catalogs and the wording kept in the market folders are complete in every language,
// by the rules `npm run i18n:check` applies, and Thai separates clauses with spaces.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../contract/locales'
import { regulatorName } from '../../contract/market/regulator-name'
import { compiledServerCatalog, SERVER_CATALOG_DIR } from '../../scripts/compile-server-catalogs'
import { CATALOGS, catalogProblems, hasWesternPunctuationInThai, marketTextProblems, textProblem } from '../../scripts/translation-problems'

describe('the catalogs and the market folders', () => {
  it.each(CATALOGS)('$dir says everything in every language', ({ dir, englishWords }) => {
    expect(catalogProblems(dir, englishWords)).toEqual([])
  })

  it('say the contract and the markets’ names in every language each market offers', () => {
    expect(marketTextProblems()).toEqual([])
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
    // Where English words may stand (the app's), only a missing text or Thai punctuation is wrong.
    expect(textProblem('fil', 'Password', 'Password', true)).toBeNull()
    expect(textProblem('th', 'ชำระผ่านแอปได้ก่อนวันนั้น.', 'Pay in the app.', true)).toBe('a comma or full stop inside Thai text')
  })
})

describe('a server catalog with a message not translated', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A copy of the server's catalogs in which `edit` changed the Thai one. */
  function copyWith(edit: (po: string) => string): string {
    dir = mkdtempSync(join(tmpdir(), 'server-catalog-'))
    cpSync(SERVER_CATALOG_DIR, dir, { recursive: true })
    const th = join(dir, 'th.po')
    const edited = edit(readFileSync(th, 'utf8'))
    expect(edited).not.toBe(readFileSync(th, 'utf8'))
    writeFileSync(th, edited)
    return dir
  }

  it('fails the check, naming the message and the language', () => {
    const copy = copyWith((po) => po.replace(/(msgid "sms\.code"\nmsgstr )".*"/, '$1""'))
    expect(catalogProblems(copy)).toEqual([{ where: copy, key: 'sms.code', locale: 'th', problem: 'missing', text: '' }])
  })

  it('fails the check when the translation is the English words', () => {
    const english = translationOf(readFileSync(join(SERVER_CATALOG_DIR, 'en.po'), 'utf8'), 'reminder.dueToday')
    const copy = copyWith((po) => po.replace(/(msgid "reminder\.dueToday"\nmsgstr )".*"/, `$1${JSON.stringify(english)}`))
    expect(catalogProblems(copy).map((p) => [p.key, p.locale, p.problem])).toEqual([['reminder.dueToday', 'th', 'not in the language’s script']])
  })
})

function translationOf(po: string, id: string): string {
  const line = po.split('\n').find((_, i, lines) => lines[i - 1] === `msgid "${id}"`)
  return JSON.parse(line?.slice('msgstr '.length) ?? '""') as string
}

describe('the compiled server catalogs', () => {
  it.each(LOCALE_CODES)('%s is the compilation of its .po (run `npm run i18n:extract` after editing one)', (locale) => {
    expect(readFileSync(join(SERVER_CATALOG_DIR, `${locale}.ts`), 'utf8')).toBe(compiledServerCatalog(locale))
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
