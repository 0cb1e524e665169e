// The apply screen computes the quote on the phone; the server prices the same loan
// on /loan/quote. A borrower must read the very figures the server will hold them to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Body, type Data, ENDPOINTS, type EndpointPath } from '../../contract/endpoints'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import { browserQuote, marketToday } from '../../src/features/loans/quote'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await startTestApp()
  tokens.TH = (await t.registerUser()).token
  tokens.PH = (await t.registerUser({ lender: DEMO_PH })).token
})
afterAll(() => t.close())

/** The real server's answer, parsed with the contract's schema as the app's client does. */
async function ask<P extends EndpointPath>(path: P, body: Body<P>, token?: string): Promise<Data<P>> {
  const answer = await t.api.call(path, body, { token })
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`)
  return ENDPOINTS[path].data.parse(answer.data) as Data<P>
}

const CASES = [
  { appId: 1, market: 'TH', amounts: [80_000, 90_000, 1_230_000, 2_990_000, 3_000_000] },
  { appId: 2, market: 'TH', amounts: [80_000, 170_000, 300_000] },
  { appId: 3, market: 'PH', amounts: [2_000, 2_500, 7_500, 10_000] },
  { appId: 4, market: 'PH', amounts: [1_000, 5_000] },
] as const

describe('the quote on the phone and the server’s /loan/quote', () => {
  for (const { appId, market, amounts } of CASES) {
    it(`agree to the unit for every amount and period of product ${appId} (${market})`, async () => {
      const configs = await ask('/loan/getAllCompanyConfigs', { appId })
      const { timeZone } = configs.MARKET as { timeZone: string }
      const periodUnit = configs.PERIOD_UNIT === 'week' || configs.PERIOD_UNIT === 'day' ? configs.PERIOD_UNIT : 'month'
      const { id: configId, rateConfigs } = await ask('/loan/getPeriodConfig', { appId })
      expect(rateConfigs.length).toBeGreaterThan(0)
      for (const { periodDays, rate } of rateConfigs) {
        for (const amount of amounts) {
          const server = await ask('/loan/quote', { amt: amount, configId, periodDays, appId }, tokens[market])
          const phone = browserQuote({ amount, rate, periods: periodDays, periodUnit, startDate: marketToday(t.clock.now, timeZone), disclosure: MARKET_PROFILES[market].disclosure })
          expect(phone, `${amount} over ${periodDays}`).toEqual(server)
        }
      }
    })
  }

  it("starts the schedule from today in the lender's market, as the server does, whatever the phone's clock zone", () => {
    expect(marketToday(new Date('2026-03-31T17:30:00Z'), 'Asia/Bangkok')).toBe('2026-04-01')
    expect(marketToday(new Date('2026-03-31T15:30:00Z'), 'Asia/Manila')).toBe('2026-03-31')
  })
})
