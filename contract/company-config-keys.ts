import type { Locale } from './locales'

/**
 * The lender's own words a borrower reads, each also under a key per other language of the app
 * (`FAQ_TH`, `ABOUT_US_FIL`): the borrower reads the one in their language, else the plain key's.
 */
export const WORDED_CONFIG_KEYS = ['ABOUT_US', 'FAQ'] as const
export type WordedConfigKey = (typeof WORDED_CONFIG_KEYS)[number]
const IN_LANGUAGES = ['ABOUT_US_TH', 'ABOUT_US_ZH', 'ABOUT_US_FIL', 'ABOUT_US_ID', 'FAQ_TH', 'FAQ_ZH', 'FAQ_FIL', 'FAQ_ID'] as const satisfies readonly `${WordedConfigKey}_${Uppercase<Exclude<Locale, 'en'>>}`[]

/** Company configuration keys served as plain text; every other key holds JSON. */
export const TEXT_CONFIG_KEYS = ['CUSTOMER_SERVICE_FACEBOOK', ...WORDED_CONFIG_KEYS, ...IN_LANGUAGES, 'WHATSAPP', 'LINE', 'WEBSITE'] as const

/** The key of a lender's words in `locale`: `FAQ` for English, `FAQ_TH` for Thai. */
export function wordedConfigKey(key: WordedConfigKey, locale: Locale): string {
  return locale === 'en' ? key : `${key}_${locale.toUpperCase()}`
}

export const JSON_CONFIG_KEYS = [
  'MARRIAGE',
  'EDUCATION',
  'BANK_LIST',
  'REGION_LIST',
  'CURRENCY',
  'LICENCE',
  'PERIOD_UNIT',
  'MARKET_RULES',
  'PAYMENT_METHODS',
  'PAYMENT_QR',
  'EXTENSION_POLICY',
  /** What happens to money paid beyond what a loan owed (contract/credit-policy.ts). */
  'CREDIT_POLICY',
  /** Working days within which the lender acknowledges a support ticket, where the market leaves it to the lender (TH). */
  'TICKET_SERVICE_DAYS',
] as const

export type ConfigKey = (typeof TEXT_CONFIG_KEYS)[number] | (typeof JSON_CONFIG_KEYS)[number]

export function isTextConfigKey(key: string): boolean {
  return (TEXT_CONFIG_KEYS as readonly string[]).includes(key)
}
