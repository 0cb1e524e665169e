// Which language to start in and where its compiled catalog comes from. Nothing here imports
// Lingui: the entry module (src/main.tsx) starts the catalog download with this alone.
import type { Messages } from '@lingui/core'
import { isLocale, type Locale, pickLocale } from './locales'

export const LOCALE_STORAGE_KEY = 'jackey.locale'

const sources: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  zh: () => import('../../locales/zh.po'),
  th: () => import('../../locales/th.po'),
}

const loading = new Map<Locale, Promise<Messages>>()

/** The catalog of `locale`, downloaded once however often it is asked for. */
export function loadCatalog(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale)
  if (!messages) {
    messages = sources[locale]().then((m) => m.messages)
    // A failed download (offline, no service worker yet) may be tried again.
    messages.catch(() => loading.delete(locale))
    loading.set(locale, messages)
  }
  return messages
}

export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY)
    if (isLocale(saved)) return saved
  } catch {
    // No storage: follow the browser.
  }
  return pickLocale(navigator.languages ?? [navigator.language])
}
