import type { Locale } from '../../contract/locales'

export { isLocale, LOCALE_CODES, LOCALES, type Locale } from '../../contract/locales'

/** The BCP 47 tag Intl formats with; Intl picks the Thai calendar where the locale says so. */
export const INTL_TAG: Record<Locale, string> = { en: 'en-GB', zh: 'zh-CN', th: 'th-TH', fil: 'fil-PH' }
