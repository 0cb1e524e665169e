// The language a lender's app starts in: the one the borrower chose before, if the lender offers
// it; else the first of the phone's languages the lender offers; else English.
// The app (navigator.languages) and the server (Accept-Language, for the first screen) agree by
// both calling this.
import { isLocale, type Locale } from '../locales'

export function marketLocale(offered: readonly Locale[], saved: string | null, preferred: readonly string[]): Locale {
  if (isLocale(saved) && offered.includes(saved)) return saved
  for (const tag of preferred) {
    const lower = tag.toLowerCase()
    // Filipino phones often say "tl" (Tagalog), the language Filipino is based on.
    const base = lower.split('-')[0] === 'tl' ? 'fil' : lower.split('-')[0]
    if (isLocale(base) && offered.includes(base)) return base
  }
  return offered.includes('en') ? 'en' : (offered[0] ?? 'en')
}
