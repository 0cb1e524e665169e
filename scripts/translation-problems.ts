// What `npm run i18n:check` finds wrong with a translation, by the same rules everywhere: in the
// app's catalogs (locales/*.po), in the server's (server/locales/*.po), and in the wording kept as
// data in the market folders (the contract, the markets' own names). A text is wrong when it is
// missing, left in English, not in the language's script, or punctuated the Western way inside
// Thai (Thai separates clauses with a space, not a comma or a full stop).
import { readFileSync } from 'node:fs'
import { LOCALE_CODES, type Locale } from '../contract/locales'
import { MARKETS } from '../contract/market'
import { contractWordsOf } from '../contract/market/contract-words'
import type { Localized } from '../contract/market/types'
import { translations, untranslated } from './po-entries'

export type TextProblem = { where: string; key: string; locale: Locale; problem: string; text: string }

/**
 * The catalogs (lingui.config.ts), by the folder of their `{locale}.po` files, and whether a
 * translation may be an English word as it is: the app's screens name brands and use the words
 * Filipino borrows ("Loan", "Password"); the server's texts are sentences, all of them translated.
 */
export const CATALOGS = [
  { dir: 'locales', englishWords: true },
  { dir: 'server/locales', englishWords: false },
] as const

const SCRIPT: Partial<Record<Locale, RegExp>> = { th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/ }
// A run of Thai letters ending a clause with a comma or full stop; short runs with a dot are
// abbreviations (ค.ศ., พ.ย., ศคง.), which Thai writes with dots.
const THAI_WESTERN_PUNCTUATION = /[\u0E00-\u0E7F]{4,}\.(?=\s|$)|[\u0E00-\u0E7F],/

/** Whether Thai text ends a clause the Western way, with a comma or a full stop. */
export function hasWesternPunctuationInThai(text: string): boolean {
  return THAI_WESTERN_PUNCTUATION.test(text)
}

/**
 * What is wrong with `text`, the `locale` translation of `english`; null when nothing is. With
 * `englishWords`, a text may be an English word as it is (the app's "Facebook", Filipino's "Loan"):
 * its catalog's own check that every message has a translation stands in for the script's.
 */
export function textProblem(locale: Locale, text: string | undefined, english: string, englishWords = false): string | null {
  if (text === undefined || text.trim() === '') return 'missing'
  if (locale === 'en') return null
  const script = SCRIPT[locale]
  if (!englishWords && script && !script.test(text) && /[A-Za-z]{3}/.test(english)) return 'not in the language’s script'
  if (!englishWords && text === english && /[A-Za-z]{4}/.test(english)) return 'the same as the English'
  if (locale === 'th' && hasWesternPunctuationInThai(text)) return 'a comma or full stop inside Thai text'
  return null
}

/** Every problem of one catalog, in every language: a message without a translation, or one the rules above refuse. */
export function catalogProblems(dir: string, englishWords = false): TextProblem[] {
  const problems: TextProblem[] = []
  const english = new Map(translations(readFileSync(`${dir}/en.po`, 'utf8')).map((entry) => [entry.id, entry.text]))
  for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) {
    const po = readFileSync(`${dir}/${locale}.po`, 'utf8')
    for (const id of untranslated(po)) problems.push({ where: dir, key: id, locale, problem: 'missing', text: '' })
    for (const { id, text } of translations(po)) {
      const problem = textProblem(locale, text, english.get(id) ?? id, englishWords)
      if (problem) problems.push({ where: dir, key: id, locale, problem, text })
    }
  }
  return problems
}

/** Arguments for the functions of a table that stand-ins cannot call (one picks words by a unit), by their path. */
const ARGUMENTS: Record<string, readonly unknown[]> = {
  interest: ['1%', 'month'],
  repayments: [12, 'twice'],
}

/** A stand-in for any argument: reads as `‹index›` wherever the function puts it. */
const sample = (index: number) => `‹${index}›`

/** Every text of a table of words, by its path, functions called with stand-ins for their arguments. */
function flatten(value: unknown, path: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(path, value)
  else if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown
    const args = ARGUMENTS[path] ?? Array.from({ length: Math.max(fn.length, 1) }, (_, i) => sample(i))
    let text: unknown
    try {
      text = fn(...args)
    } catch (error) {
      text = `cannot be read: give its arguments in ARGUMENTS (${String(error)})`
    }
    flatten(text, path, into)
  } else if (Array.isArray(value)) value.forEach((item, i) => flatten(item, `${path}[${i}]`, into))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) flatten(item, path ? `${path}.${key}` : key, into)
}

function checkTable(where: string, words: Partial<Record<Locale, unknown>>, locales: readonly Locale[], into: TextProblem[], names = false): void {
  const english = new Map<string, string>()
  flatten(words.en, '', english)
  for (const locale of locales) {
    const texts = new Map<string, string>()
    flatten(words[locale], '', texts)
    for (const [key, source] of english) {
      const text = texts.get(key)
      const problem = textProblem(locale, text, source, names)
      if (problem) into.push({ where, key, locale, problem, text: text ?? '' })
    }
  }
}

/** Every problem of the wording kept as data in the market folders, in each language of its market; empty when each says everything. */
export function marketTextProblems(): TextProblem[] {
  const problems: TextProblem[] = []
  for (const [code, market] of Object.entries(MARKETS)) {
    checkTable(`${code} contract`, contractWordsOf(market.code), market.locales, problems)
    const named: Record<string, Localized> = {
      name: market.name,
      'complaints body': market.complaints.escalateTo.name,
      ...Object.fromEntries(market.regulators.map((names) => [`regulator ${names.en}`, names])),
      ...Object.fromEntries(market.idTypes.map((id) => [`id ${id.code}`, id.label])),
    }
    // A name may be written as in English ("Indonesia" in Indonesian, "e-KTP"), but never left out.
    for (const [key, words] of Object.entries(named)) checkTable(`${code} ${key}`, words, market.locales, problems, true)
  }
  return problems
}
