// Build configuration and the lender this page belongs to, read once: every other module
// imports them from here.
import { type Lender, lenderOfDocument } from '../contract/lender-meta'
import { isMarketCode, marketCodes, marketProfile } from '../contract/market/profiles'
import type { MarketCode } from '../contract/market/types'

const env = import.meta.env

function int(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export const config = {
  title: env.VITE_APP_TITLE || 'Jackey Cash',
  startPath: env.VITE_START_PATH || '/',
  themePrimary: env.VITE_THEME_PRIMARY || '#0b6b3a',
  themeSecondary: env.VITE_THEME_SECONDARY || '#f2b705',
  /** The floating contact-service button. */
  contactWidget: env.VITE_CONTACT_WIDGET !== 'false',
} as const

// Unset, a build serves the first market built in (contract/market/built-in-profiles.gen.ts), as it always has.
function buildMarket(): MarketCode {
  if (isMarketCode(env.VITE_MARKET)) return env.VITE_MARKET
  const [first] = marketCodes()
  if (first === undefined) throw new Error('no market is built in: run scripts/generate-markets.ts')
  return first
}

/**
 * The lender whose app this is: the server names it in every page it sends (by the host the
 * borrower opened, server/http/lender-site.ts); the build's values only where no server did
 * (`npm run dev`, unit tests). The first-screen build sets it per market (src/prerender.tsx).
 */
export const lender: Lender = lenderOfDocument() ?? {
  companyId: int(env.VITE_COMPANY_ID, 1),
  appId: int(env.VITE_APP_ID, 1),
  market: buildMarket(),
  locales: [...marketProfile(buildMarket()).locales],
}
