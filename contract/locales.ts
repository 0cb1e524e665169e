// The app's languages, and how a first language is picked from a browser's list: the app
// picks from navigator.languages, the server from Accept-Language (to serve the first screen
// already in that language), and the two must agree.
export const LOCALES = { en: 'English', zh: '中文', th: 'ไทย', fil: 'Filipino' } as const
export type Locale = keyof typeof LOCALES
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[]

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
