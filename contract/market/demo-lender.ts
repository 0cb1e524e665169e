// A market's demo lender, as server/db/seed.ts inserts it so that `npm start` is usable at once:
// each market folder may hold one (demo-lender.ts), listed by scripts/generate-markets.ts in
// ./built-in-demo-lenders.gen.ts. Data only: the seed is the server's.
import type { MarketCode } from './types'

export type DemoProduct = {
  id: number
  name: string
  /** Amounts in the market's major units; the seed converts them with its digits. */
  min: number
  max: number
  step: number
  /** Thousandths of a percent a period (contract/loan-math.ts). */
  rate: number
  /** The host the app answers this lender on ("th.localhost"); null: reached only through another. */
  host: string | null
  dueDayChoice?: boolean
  periods: { periods: number; rate: number }[]
}

/** A lender as the seed makes it: its company, products and configs (contract/company-config-keys.ts), and its invite code. */
export type DemoLender = {
  company: { id: number; name: string; market: MarketCode }
  apps: DemoProduct[]
  configs: Record<string, string>
  referralCode: string
}

/** A choice of a MARRIAGE or EDUCATION list, in each language the lender offers. */
export const listOption = (code: string, label: { en: string } & Record<string, string>) => ({ code, label })
