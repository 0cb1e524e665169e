// Lingui's runtime, wrapped: the rest of the app activates languages and reads the
// active one through here. Catalogs load per language (./catalogs.ts).
import { i18n } from '@lingui/core'
import { cookieLine, LOCALE_COOKIE } from '../../contract/first-screens'
import { LOCALE_STORAGE_KEY, loadCatalog } from './catalogs'
import { INTL_TAG, isLocale, type Locale } from './locales'

/** Loads a language's catalog and makes it the active one; nothing else (the build renders with it too). */
export async function loadLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) })
}

export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale)
  document.documentElement.lang = locale
  // The server serves the next first screen in this language (contract/first-screens.ts).
  document.cookie = cookieLine(LOCALE_COOKIE, locale, location.protocol === 'https:')
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
