// The app's languages. Which one a visit starts in depends on the lender's market too:
// contract/market/market-locale.ts.
export const LOCALES = { en: 'English', zh: '中文', th: 'ไทย', fil: 'Filipino', id: 'Bahasa Indonesia' } as const
export type Locale = keyof typeof LOCALES
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

/** The BCP 47 tag Intl formats with, in the app and in the contract; Intl picks the Thai calendar where the locale says so. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN', th: 'th-TH', fil: 'fil-PH', id: 'id-ID' }
