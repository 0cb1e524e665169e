// The words the server writes itself are not in the .po catalogs (issue 39 moves them there):
// SMS codes, reminders, collection templates, the contract, the data export, the sandbox payment
// page and the markets' own names. This reads every one of them in every language and reports a
// text that is missing, left in English, not in the language's script, or punctuated the Western
// way inside Thai (Thai separates clauses with a space, not a comma or a full stop).
import { collectionTemplates } from '../contract/collections/templates'
import { LOCALE_CODES, type Locale } from '../contract/locales'
import { MARKETS } from '../contract/market'
import type { Localized } from '../contract/market/types'
import { ORDER_NEWS, PERIOD_REMINDERS, type ReminderKind } from '../contract/reminders'
import type { SmsPurpose } from '../server/domain/accounts/sms-purpose'
import { smsText } from '../server/domain/accounts/sms-text'
import { CONTRACT_WORDS } from '../server/domain/orders/contract-words'
import { CREDIT_REASON_WORDS } from '../server/domain/profile/export-credit-words'
import { README_WORDS } from '../server/domain/profile/export-readme'
import { EXPORT_WORDS } from '../server/domain/profile/export-words'
import { reminderText } from '../server/domain/reminders/reminder-text'
import { SANDBOX_PAGE_WORDS } from '../server/domain/money/sandbox-page-words'

export type TextProblem = { table: string; key: string; locale: Locale; problem: string; text: string }

const SCRIPT: Partial<Record<Locale, RegExp>> = { th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/ }
// A run of Thai letters ending a clause with a comma or full stop; short runs with a dot are
// abbreviations (ค.ศ., พ.ย., ศคง.), which Thai writes with dots.
const THAI_WESTERN_PUNCTUATION = /[\u0E00-\u0E7F]{4,}\.(?=\s|$)|[\u0E00-\u0E7F],/

/** Whether Thai text ends a clause the Western way, with a comma or a full stop. */
export function hasWesternPunctuationInThai(text: string): boolean {
  return THAI_WESTERN_PUNCTUATION.test(text)
}

/** What is wrong with `text`, the `locale` translation of `english`; null when nothing is. */
export function textProblem(locale: Locale, text: string | undefined, english: string): string | null {
  if (text === undefined || text.trim() === '') return 'missing'
  if (locale === 'en') return null
  const script = SCRIPT[locale]
  if (script && !script.test(text) && /[A-Za-z]{3}/.test(english)) return 'not in the language’s script'
  if (text === english && /[A-Za-z]{4}/.test(english)) return 'the same as the English'
  if (locale === 'th' && hasWesternPunctuationInThai(text)) return 'a comma or full stop inside Thai text'
  return null
}

/** A stand-in for any argument: reads as `‹name›` whether used as a string or as an object of parts. */
function sample(index: number): unknown {
  const label = `‹${index}›`
  return new Proxy(Object.assign(() => label, { toString: () => label }), {
    get: (target, key) => (key === Symbol.toPrimitive || key === 'toString' ? () => label : typeof key === 'string' ? `‹${key}›` : Reflect.get(target, key)),
  })
}

/** Arguments for the functions of a table that stand-ins cannot call (one picks words by a unit), by their path. */
const ARGUMENTS: Record<string, readonly unknown[]> = {
  interest: ['1%', 'month'],
  repayments: [12, 'twice'],
}

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

function checkTable(table: string, words: Partial<Record<Locale, unknown>>, locales: readonly Locale[], into: TextProblem[]): void {
  const english = new Map<string, string>()
  flatten(words.en, '', english)
  for (const locale of locales) {
    const texts = new Map<string, string>()
    flatten(words[locale], '', texts)
    for (const [key, source] of english) {
      const text = texts.get(key)
      const problem = textProblem(locale, text, source)
      if (problem) into.push({ table, key, locale, problem, text: text ?? '' })
    }
  }
}

const REMINDER_KINDS: readonly ReminderKind[] = [...(Object.keys(PERIOD_REMINDERS) as ReminderKind[]), ...ORDER_NEWS]
// An object rather than a list, so that a new purpose fails the typecheck until it is added here.
const SMS_PURPOSES = Object.keys({ register: true, login: true, withdrawPin: true, resetPassword: true } satisfies Record<SmsPurpose, true>) as SmsPurpose[]

const perLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(LOCALE_CODES.map((l) => [l, make(l)])) as Record<Locale, T>

/** Every problem with the server's own texts; empty when each language says everything. */
export function serverTextProblems(): TextProblem[] {
  const problems: TextProblem[] = []
  const facts = { lender: 'Jackey', amountMinor: 123_450, currency: 'THB', date: '2026-12-07' }
  checkTable('reminders', perLocale((l) => Object.fromEntries(REMINDER_KINDS.map((k) => [k, reminderText(l, k, facts).body]))), LOCALE_CODES, problems)
  checkTable('sms codes', perLocale((l) => Object.fromEntries(SMS_PURPOSES.map((p) => [p, smsText(l, p, { lender: 'Jackey', code: '123456', minutes: 5 })]))), LOCALE_CODES, problems)
  checkTable('contract', CONTRACT_WORDS, LOCALE_CODES, problems)
  checkTable('export', EXPORT_WORDS, LOCALE_CODES, problems)
  checkTable('export readme', README_WORDS, LOCALE_CODES, problems)
  checkTable('export credit reasons', CREDIT_REASON_WORDS, LOCALE_CODES, problems)
  checkTable('sandbox payment page', SANDBOX_PAGE_WORDS, LOCALE_CODES, problems)
  // Words a market shows need only its own languages.
  for (const [code, market] of Object.entries(MARKETS)) {
    for (const template of collectionTemplates(market.code)) checkTable(`${code} collection template ${template.id}`, template.text, market.locales, problems)
    const named: Record<string, Localized> = {
      name: market.name,
      'own mobile hint': market.ownMobileHint,
      'complaints body': market.complaints.escalateTo.name,
      ...Object.fromEntries(market.regulators.map((names) => [`regulator ${names.en}`, names])),
      ...Object.fromEntries(market.idTypes.map((id) => [`id ${id.code}`, id.label])),
    }
    for (const [key, words] of Object.entries(named)) checkTable(`${code} ${key}`, words, market.locales, problems)
  }
  return problems
}
