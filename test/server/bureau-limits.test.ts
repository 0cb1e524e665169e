// The limits read what the bureau reported (issue 36, item 1): Thailand's three-lender rule for
// incomes under ฿30,000, and the instalments of other lenders beside the new one. The sandbox
// bureau answers by surname (server/providers/credit-bureau/sandbox.ts): "Openloans" has three
// open instalment loans at three lenders, ฿2,500 a month each; any other name a clean file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngFile } from '../fixtures/images'
import { completeProfile } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

async function decided(realName: string, monthlyIncome: number, amt: number, expenses = 5_000) {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { realName, monthlyIncome, expenses })
  await t.upload('/user/signatureImg/upload', { img: pngFile() }, user.token)
  const applied = await t.api.call('/loan/apply', { amt, configId: 1, periodDays: 12, appId: 1 }, { token: user.token })
  expect(applied.code).toBe(0)
  await t.runJobs()
  const info = await t.api.call('/loan/orderInfo', { loanOrderId: applied.data.loanOrderId }, { token: user.token })
  return { status: info.data.status, reasons: info.data.decision?.reasons ?? [], token: user.token }
}

describe('limits with the bureau answer', () => {
  it('refuses new credit to a Thai borrower under ฿30,000 a month whom three lenders already lend to, and not to one with a clean file', async () => {
    const stacked = await decided('Somchai Openloans', 25_000, 20_000)
    expect(stacked.status).toBe(5)
    expect(stacked.reasons).toContain('too_many_lenders')
    const clean = await decided('Somchai Jaidee', 25_000, 20_000)
    expect(clean.reasons).not.toContain('too_many_lenders')
    expect([1, 3]).toContain(clean.status)
  })

  it('counts the other lenders only under ฿30,000 a month, where the law does', async () => {
    const above = await decided('Somchai Openloans', 60_000, 20_000)
    expect(above.reasons).not.toContain('too_many_lenders')
  })

  it('counts the instalments the bureau reports against what is left to live on', async () => {
    // ฿30,000 a month (no lender count at this income), ฿18,000 of expenses. Alone the loan fits;
    // beside ฿7,500 a month of other lenders' instalments it does not.
    const alone = await decided('Somchai Jaidee', 30_000, 40_000, 18_000)
    const withDebts = await decided('Somchai Openloans', 30_000, 40_000, 18_000)
    expect(alone).toMatchObject({ status: 3, reasons: [] })
    expect(withDebts.status).toBe(5)
    expect(withDebts.reasons).toContain('below_living_minimum')
    expect(withDebts.reasons).not.toContain('too_many_lenders')
  })
})
