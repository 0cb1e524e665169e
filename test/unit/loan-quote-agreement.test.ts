// The apply screen computes the quote on the phone; the server prices the same loan
// on /loan/quote. A borrower must read the very figures the server will hold them to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Body, type Data, ENDPOINTS, type EndpointPath } from '../../contract/endpoints'
import { browserQuote, todayUtc } from '../../src/features/loans/quote'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await startTestApp()
  token = (await t.registerUser()).token
})
afterAll(() => t.close())

/** The real server's answer, parsed with the contract's schema as the app's client does. */
async function ask<P extends EndpointPath>(path: P, body: Body<P>): Promise<Data<P>> {
  const answer = await t.api.call(path, body, { token })
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`)
  return ENDPOINTS[path].data.parse(answer.data) as Data<P>
}

const CASES = [
  { appId: 1, amounts: [80_000, 90_000, 1_230_000, 2_990_000, 3_000_000] },
  { appId: 2, amounts: [80_000, 170_000, 300_000] },
]

describe('the quote on the phone and the server’s /loan/quote', () => {
  for (const { appId, amounts } of CASES) {
    it(`agree to the unit for every amount and period of product ${appId}`, async () => {
      const configs = await ask('/loan/getAllCompanyConfigs', { appId })
      const periodUnit = configs.PERIOD_UNIT === 'week' || configs.PERIOD_UNIT === 'day' ? configs.PERIOD_UNIT : 'month'
      const { id: configId, rateConfigs } = await ask('/loan/getPeriodConfig', { appId })
      expect(rateConfigs.length).toBeGreaterThan(0)
      for (const { periodDays, rate } of rateConfigs) {
        for (const amount of amounts) {
          const server = await ask('/loan/quote', { amt: amount, configId, periodDays, appId })
          const phone = browserQuote({ amount, rate, periods: periodDays, periodUnit, startDate: todayUtc(t.clock.now) })
          expect(phone, `${amount} over ${periodDays}`).toEqual(server)
        }
      }
    })
  }

  it('starts the schedule from today in UTC, as the server does', () => {
    expect(todayUtc(new Date('2026-03-31T23:30:00-05:00'))).toBe('2026-04-01')
  })
})
