import { useLingui } from '@lingui/react/macro'
import { isLocale, type Locale } from '../../i18n/locales'

/** The active language; components using it re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : 'en'
}
