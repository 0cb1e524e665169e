export const LOCALES = { en: 'English', zh: '中文', th: 'ไทย' } as const
export type Locale = keyof typeof LOCALES
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[]

/** The BCP 47 tag Intl formats with; Intl picks the Thai calendar where the locale says so. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN', th: 'th-TH' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

/** The first of the browser's languages we speak, else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return 'en'
}
