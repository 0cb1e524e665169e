// The server's own words come from Lingui catalogs like the app's (server/locales/*.po, extracted
// by `npm run i18n:extract` from descriptors marked /*i18n*/, checked by `npm run i18n:check`).
// No macro runs on the server, so a text is a plain descriptor `{ id, message }` and is said
// through the instance of the language asked for; the catalogs arrive compiled (../locales/*.ts).
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core'
import { LOCALE_CODES, type Locale } from '../../contract/locales'
import { messages as en } from '../locales/en'
import { messages as fil } from '../locales/fil'
import { messages as id } from '../locales/id'
import { messages as th } from '../locales/th'
import { messages as zh } from '../locales/zh'

const CATALOGS: Record<Locale, Messages> = { en, fil, id, th, zh }

// One instance a language, made once: a request picks the one of its language and never
// activates another, so concurrent requests in different languages cannot step on each other.
const INSTANCES = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } })])) as Record<Locale, I18n>

export type Values = Readonly<Record<string, string | number>>

/** The text of `message` in `locale`, its `{placeholders}` filled from `values`. */
export function say(locale: Locale, message: MessageDescriptor, values?: Values): string {
  return INSTANCES[locale]._(message.id, values, message.message === undefined ? {} : { message: message.message })
}

/** A tree of descriptors (a table of words) said in one language: the same shape, every descriptor a text. */
export type Said<T> = T extends MessageDescriptor ? string : { readonly [K in keyof T]: Said<T[K]> }

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
}

export function sayAll<T extends object>(locale: Locale, tree: T): Said<T> {
  if (isDescriptor(tree)) return say(locale, tree) as Said<T>
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, sayAll(locale, value as object)])) as Said<T>
}

/** The text of `message` in `locale` with its placeholders left as `{name}`: for a template shown or checked before it is filled. */
export function unfilled(locale: Locale, message: MessageDescriptor): string {
  const echo = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `{${name}}` : undefined) })
  return INSTANCES[locale]._(message.id, echo, {})
}
