// Issue 37 items 4 and 5 on the server: the one rate each market's regulator requires, in the quote,
// the loan view and the contract; and lateness as the contract states it and as the server marks
// and charges it, both read from the market pack.
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { disclosedRate } from '../../contract/disclosed-rate'
import { lateFrom } from '../../contract/late-payment'
import { addDays } from '../../contract/loan-extension'
import { contractWordsOf } from '../../contract/market/contract-words'
import { MARKETS as PACKS } from '../../contract/market'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import { schedulePeriods } from '../../server/db/schema'
import { markOverdueEverywhere } from '../../server/domain/money/schedule'
import { pngFile } from '../fixtures/images'
import { DEMO_MARKETS } from '../support/demo-markets'
import { PIN, setPin } from '../support/money'
import { boundAccount, completeProfile } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  t.clock.now = new Date('2027-01-14T03:00:00Z')
})
afterAll(() => t.close())

// The bureau each market reports to and where a borrower complains (the packs' latePayment and complaint care).
const MARKETS = [
  { ...DEMO_MARKETS[0], bureau: 'National Credit Bureau (NCB)', body: 'Financial Consumer Protection Center' },
  { ...DEMO_MARKETS[1], bureau: 'Credit Information Corporation (CIC)', body: 'BSP Consumer Assistance Mechanism' },
] as const
type Market = (typeof MARKETS)[number]

async function borrower(market: Market) {
  const user = await t.registerUser({ lender: market.lender })
  await completeProfile(t, user.token, {}, market.market)
  return user
}

/** Applies, is approved, signs and is paid out: the order repaying, with its contract in English. */
async function repaying(market: Market, dueDay?: 'twice') {
  const user = await borrower(market)
  await t.upload('/user/signatureImg/upload', { img: pngFile() }, user.token)
  const applied = await t.api.call('/loan/apply', { ...market.loan, ...(dueDay ? { dueDay } : {}) }, { token: user.token })
  expect(applied.code).toBe(0)
  const orderId = applied.data.loanOrderId
  await t.runJobs()
  expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token: user.token })).code).toBe(0)
  await setPin(t, user.token, user.mobile, PIN)
  const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: market.loan.amt, bankcard: await boundAccount(t, user.token) }, { token: user.token })
  expect(withdrawn.code).toBe(0)
  await t.api.call('/sandbox/payouts/settle', {})
  const info = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })).data
  const contract = (await t.api.call('/loan/contract', { loanOrderId: orderId, locale: 'en' }, { token: user.token })).data
  return { ...user, orderId, info, contract }
}

describe.each(MARKETS)('the price of a loan in $market', (market) => {
  const profile = MARKET_PROFILES[market.market]

  it('is answered by /loan/quote as the one rate the regulator requires, from the same rates as the schedule', async () => {
    const { token } = await borrower(market)
    const { code, data } = await t.api.call('/loan/quote', market.loan, { token })
    expect(code).toBe(0)
    expect(data.disclosed).toEqual(disclosedRate(profile.disclosure, { aprPercent: data.apr, monthlyEffectivePercent: data.monthlyEffectivePercent }))
    if (market.market === 'TH') {
      expect(data.disclosed).toMatchObject({ name: 'effectiveAnnual', per: 'year', percent: data.apr })
    } else {
      expect(data.disclosed).toMatchObject({ name: 'monthlyEir', per: 'month', percent: data.monthlyEffectivePercent })
    }
  })

  it('is shown once in the contract, named as the regulator names it, with no APR or nominal rate beside it', async () => {
    const { contract, info } = await repaying(market)
    const words = contractWordsOf(market.market).en
    const name = market.market === 'TH' ? words.effectiveAnnualRate : words.monthlyEirRate
    expect(contract.html.split(name)).toHaveLength(2)
    expect(contract.html).not.toContain('APR')
    expect(contract.html).not.toContain('Nominal')
    expect(contract.html).toContain('flat on the amount financed')
    expect(info.disclosed).toEqual(disclosedRate(profile.disclosure, contract.terms))
    expect(info.repayments).toEqual({ count: market.loan.periodDays, cadence: 'month' })
    expect(contract.html).toContain(`${market.loan.periodDays}, once a month`)
  })
})

describe('a twice-a-month Philippine loan', () => {
  it('counts its payments, not its months, in the loan view and the contract, and gives the monthly EIR', async () => {
    const { info, contract } = await repaying(MARKETS[1], 'twice')
    expect(info.repayments).toEqual({ count: 6, cadence: 'twice' })
    expect(info.periodViews).toHaveLength(6)
    expect(contract.html).toContain('6, twice a month')
    expect(info.disclosed).toMatchObject({ name: 'monthlyEir', percent: contract.terms.monthlyEffectivePercent })
  })
})

describe.each(MARKETS)('lateness in $market', (market) => {
  const rules = PACKS[market.market].latePayment
  afterEach(() => {
    t.clock.now = new Date('2027-01-14T03:00:00Z')
  })

  it('is stated in the contract: when a payment is late, that nothing is charged, the bureau, and where to complain', async () => {
    const { contract } = await repaying(market)
    const words = contractWordsOf(market.market).en
    expect(contract.html).toContain(rules.graceDays === 0 ? words.lateNextDay : words.lateAfter(String(rules.graceDays)))
    expect(contract.html).toContain(words.lateCharges)
    expect(contract.html).toContain(rules.lawAllows.en)
    expect(contract.html).toContain(market.bureau)
    expect(contract.html).toContain(market.body)
    for (const phone of PACKS[market.market].complaints.escalateTo.phones) expect(contract.html).toContain(phone)
  })

  it('is marked by the server on the day the contract says, and costs only what was due, as the contract says', async () => {
    const { token, orderId, info } = await repaying(market)
    const first = info.periodViews[0]!
    const status = async () => (await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId))).find((p) => p.period === first.period)?.status
    const noonOn = (day: string) => new Date(`${day}T05:00:00Z`)
    const lateDay = lateFrom(first.dueDate, rules)
    // A week at a time, so that the session stays alive.
    const walkTo = async (day: string) => {
      while (t.clock.now < noonOn(day)) {
        t.clock.now = new Date(Math.min(t.clock.now.getTime() + 7 * 86_400_000, noonOn(day).getTime()))
        await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })
      }
    }
    const nextDue = async () => (await t.api.call('/loan/getLoanProgress', {}, { token })).data?.nextDue
    await walkTo(addDays(lateDay, -1))
    expect(await nextDue()).toEqual({ dueDate: first.dueDate, amt: first.amt, overdue: false })
    await markOverdueEverywhere(t.database.db, t.clock.now)
    expect(await status()).toBe(0)
    // The day the contract names: Home's next payment is late, with nothing added to it, and the job marks it.
    await walkTo(lateDay)
    expect(await nextDue()).toEqual({ dueDate: first.dueDate, amt: first.amt, overdue: true })
    await markOverdueEverywhere(t.database.db, t.clock.now)
    expect(await status()).toBe(2)
    const later = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data
    expect(later.periodViews.map((p) => p.amt)).toEqual(info.periodViews.map((p) => p.amt))
    expect(later.outstanding).toBe(info.outstanding)
  })
})
