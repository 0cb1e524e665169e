// Lingui's runtime, wrapped: the rest of the app activates languages and reads the
// active one through here. Catalogs load per language, after first paint.
import { i18n, type Messages } from '@lingui/core'
import { INTL_TAG, isLocale, type Locale, pickLocale } from './locales'

const STORAGE_KEY = 'jackey.locale'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  zh: () => import('../../locales/zh.po'),
  th: () => import('../../locales/th.po'),
}

export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    if (isLocale(saved)) return saved
  } catch {
    // No storage: follow the browser.
  }
  return pickLocale(navigator.languages ?? [navigator.language])
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  try {
    localStorage.setItem(STORAGE_KEY, locale)
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
