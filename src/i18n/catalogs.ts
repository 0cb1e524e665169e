// Which language to start in and where its compiled catalog comes from. Nothing here imports
// Lingui: the entry module (src/main.tsx) starts the catalog download with this alone.
import type { Messages } from '@lingui/core'
import { lenderOfDocument } from '../../contract/lender-meta'
import { marketLocale } from '../../contract/market/market-locale'
import { LOCALE_CODES, type Locale } from './locales'

export const LOCALE_STORAGE_KEY = 'jackey.locale'

const sources: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  zh: () => import('../../locales/zh.po'),
  th: () => import('../../locales/th.po'),
  fil: () => import('../../locales/fil.po'),
  id: () => import('../../locales/id.po'),
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

/** The saved choice, else the phone's first language, among those the lender offers (contract/market/market-locale.ts). */
export function initialLocale(): Locale {
  let saved: string | null = null
  try {
    saved = localStorage.getItem(LOCALE_STORAGE_KEY)
  } catch {
    // No storage: follow the browser.
  }
  return marketLocale(lenderOfDocument()?.locales ?? LOCALE_CODES, saved, navigator.languages ?? [navigator.language])
}
