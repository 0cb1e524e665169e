// The dry run of docs/architecture.md's "A market" recipe (issue 39, "Done when"): a market that
// is not in contract/market/ (test/fixtures/market-zz/, a currency without a minor unit) is
// registered, a lender seeded in it, and a borrower goes from registration to a repayment
// through the real server: nothing outside the fixture folder names the market.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerMarket } from '../../contract/market'
import { registerContractWording } from '../../contract/market/contract-words'
import { seedLender } from '../../server/db/seed'
import { pngFile } from '../fixtures/images'
import { ZZ_CONTRACT_WORDS, ZZ_MARKET } from '../fixtures/market-zz'
import { ZZ_BORROWER, ZZ_LENDER, ZZ_PROFILE_FACTS } from '../fixtures/market-zz/lender'
import { checkInvariants, PIN, setPin } from '../support/money'
import { boundAccount, completeProfile } from '../support/profile'
import { newPhone, startTestApp, type TestApp } from '../support/test-app'

registerMarket(ZZ_MARKET)
registerContractWording(ZZ_MARKET.code, ZZ_CONTRACT_WORDS)

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await seedLender(t.database.db, ZZ_LENDER)
})
afterAll(async () => {
  await t.close()
})

const [product] = ZZ_LENDER.apps
if (!product) throw new Error('the fixture lender has no product')
const loan = { amt: 2_000_000, configId: product.id, periodDays: 3, appId: product.id }

const MONEY = new Set(['amt', 'paid', 'principal', 'total', 'balance', 'outstanding', 'payoff', 'interest', 'interestBack', 'charges', 'lastWithdrawAmount', 'amount', 'maxAmount'])

/** Every amount of money in a wire answer, however deep, by its field's name. */
function amountsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(amountsIn)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) => (MONEY.has(key) && typeof v === 'number' ? [v] : amountsIn(v)))
}

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const { code, msg, data } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
  return data
}

describe('a fictitious market with a zero-decimal currency', () => {
  it('runs registration, quote, contract, payout and a repayment through the server, in whole amounts, with the books balanced', async () => {
    const mobile = newPhone(ZZ_MARKET.code)
    const user = await t.registerUser({ lender: ZZ_BORROWER, mobile })
    const { token } = user
    await completeProfile(t, token, { monthlyIncome: 3_000_000, expenses: 500_000 }, { code: ZZ_MARKET.code, facts: ZZ_PROFILE_FACTS })

    const quote = await ok(t.api.call('/loan/quote', loan, { token }), 'quote')
    expect(quote.amt).toBe(2_000_000)
    expect(quote.schedule).toHaveLength(3)
    for (const amount of [quote.amt, quote.interest, quote.total, quote.perPeriod, ...quote.schedule.map((l) => l.amt)]) expect(Number.isInteger(amount), `${amount}`).toBe(true)
    expect(quote.schedule.reduce((sum, l) => sum + l.amt, 0)).toBe(quote.total)

    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    const { loanOrderId: orderId } = await ok(t.api.call('/loan/apply', loan, { token }), 'apply')
    await t.runJobs()

    const contract = await ok(t.api.call('/loan/contract', { loanOrderId: orderId }, { token }), 'contract')
    const html = JSON.stringify(contract)
    expect(html).toContain('2,000,000')
    expect(html).not.toMatch(/2,000,000\.\d/)
    // The market's own words reach the contract: its complaints body.
    expect(html).toContain(ZZ_MARKET.complaints.escalateTo.name.en)
    await ok(t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token }), 'accept')

    await setPin(t, token, mobile, PIN)
    await ok(t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: loan.amt, bankcard: await boundAccount(t, token) }, { token }), 'withdraw')
    await ok(t.api.call('/sandbox/payouts/settle', {}), 'payouts/settle')

    const repaying = await ok(t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token }), 'orderInfo')
    expect(repaying.status).toBe(4)
    expect(amountsIn(repaying).length).toBeGreaterThan(10)
    for (const n of amountsIn(repaying)) expect(Number.isInteger(n), `${n} in ${JSON.stringify(repaying)}`).toBe(true)
    const { payoff } = repaying
    if (payoff === undefined) throw new Error('no payoff on the paid-out order')
    expect(payoff).toBeGreaterThanOrEqual(loan.amt)

    const { paymentId } = await ok(t.api.call('/loan/recharge', { loanOrderId: orderId, amt: payoff }, { token }), 'recharge')
    await ok(t.api.call('/sandbox/payments/complete', { paymentId }), 'payments/complete')
    const after = await ok(t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token }), 'orderInfo after paying')
    for (const n of amountsIn(after)) expect(Number.isInteger(n), `${n}`).toBe(true)
    expect(after.status).toBe(10)
    await checkInvariants(t, orderId, 2_000_000)
  })
})
