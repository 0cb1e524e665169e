import type { Locale } from '../locales'
import { PH_REGULATORS } from './ph/regulators'
import { TH_REGULATORS } from './th/regulators'

// Every market's list, not the full packs (./index.ts), which are too large for the app's screens
// that name the regulator (About, the contract view).
const REGULATORS = [...TH_REGULATORS, ...PH_REGULATORS]

/**
 * The lender's regulator as the borrower reads it: a market's own name for it in `locale` (a
 * contract's frozen terms do not say their market, so every market's list is read); a name no
 * market lists shows as configured.
 */
export function regulatorName(configured: string, locale: Locale): string {
  const wanted = configured.trim().toLowerCase()
  const known = REGULATORS.find((names) => names.en.toLowerCase() === wanted)
  return known?.[locale] ?? configured
}
