// The demo lenders as the server tests meet them, one record a market: the lender, its
// product and a loan the demo borrower may take, the currency and the clock. A test that runs in
// every market says `describe.each(DEMO_MARKETS)` (adding its own facts with a spread) rather
// than keeping a table of its own; the next market is one more record here.
import { MARKETS as PACKS } from '../../contract/market'
import { DEMO, DEMO_ID, DEMO_PH } from './test-app'

export const DEMO_MARKETS = [
  {
    market: 'TH',
    lender: DEMO,
    companyId: DEMO.companyId,
    appId: 1,
    /** What /loan/apply takes for the demo borrower's first loan, and that loan in minor units. */
    loan: { amt: 100_000, configId: 1, periodDays: 12, appId: 1 },
    amount: 100_000,
    approvedMinor: 100_000_00,
    currency: PACKS.TH.currency,
    minorDigits: PACKS.TH.minorDigits,
    timeZone: PACKS.TH.timeZone,
  },
  {
    market: 'PH',
    lender: DEMO_PH,
    companyId: DEMO_PH.companyId,
    appId: 3,
    loan: { amt: 8_000, configId: 3, periodDays: 3, appId: 3 },
    amount: 8_000,
    approvedMinor: 8_000_00,
    currency: PACKS.PH.currency,
    minorDigits: PACKS.PH.minorDigits,
    timeZone: PACKS.PH.timeZone,
  },
  {
    market: 'ID',
    lender: DEMO_ID,
    companyId: DEMO_ID.companyId,
    appId: 5,
    // Whole rupiah: the amount on the wire is the amount in minor units.
    loan: { amt: 1_000_000, configId: 5, periodDays: 3, appId: 5 },
    amount: 1_000_000,
    approvedMinor: 1_000_000,
    currency: PACKS.ID.currency,
    minorDigits: PACKS.ID.minorDigits,
    timeZone: PACKS.ID.timeZone,
  },
] as const

export type DemoMarket = (typeof DEMO_MARKETS)[number]

/** The record of the market a test names, for a test that runs in one market or loops over codes. */
export function demoMarket(code: DemoMarket['market']): DemoMarket {
  const found = DEMO_MARKETS.find((m) => m.market === code)
  if (!found) throw new Error(`no demo market ${code}`)
  return found
}
