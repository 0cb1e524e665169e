// Lingui's runtime, wrapped: the rest of the app activates languages and reads the
// active one through here. Catalogs load per language (./catalogs.ts).
import { i18n } from '@lingui/core'
import { LOCALE_STORAGE_KEY, loadCatalog } from './catalogs'
import { INTL_TAG, isLocale, type Locale } from './locales'

export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // The choice lasts for this visit only.
  }
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en'
}

export function intlTag(): string {
  return INTL_TAG[activeLocale()]
}

export { i18n }
