export { INTL_TAG, isLocale, LOCALE_CODES, LOCALES, type Locale } from '../../contract/locales'
