import type { Locale } from '../locales'
import { allMarketTerms } from './terms'

/**
 * The lender's regulator as the borrower reads it: a market's own name for it in `locale` (a
 * contract's frozen terms do not say their market, so every market's list is read); a name no
 * market lists shows as configured.
 */
export function regulatorName(configured: string, locale: Locale): string {
  const wanted = configured.trim().toLowerCase()
  const known = allMarketTerms()
    .flatMap((m) => m.regulators)
    .find((names) => names.en.toLowerCase() === wanted)
  return known?.[locale] ?? configured
}
