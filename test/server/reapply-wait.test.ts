// A refusal's reapply date holds on the server, not only in the app: a refused borrower cannot
// retype their figures and be decided again before it (server/domain/orders/apply.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngFile } from '../fixtures/images'
import { completeProfile } from '../support/profile'
import { DEMO, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LOAN = { amt: 20_000, configId: 1, periodDays: 12, appId: 1 }

describe('applying again after a refusal', () => {
  it('is refused with 20014 until the reapply date, and taken from that day on', async () => {
    const user = await t.registerUser()
    // The sandbox bureau reports arrears for this surname: the decision refuses.
    await completeProfile(t, user.token, { realName: 'Somchai Arrears' })
    await t.upload('/user/signatureImg/upload', { img: pngFile() }, user.token)
    const first = await t.api.call('/loan/apply', LOAN, { token: user.token })
    expect(first.code).toBe(0)
    await t.runJobs()
    const refused = await t.api.call('/loan/orderInfo', { loanOrderId: first.data.loanOrderId }, { token: user.token })
    expect(refused.data.status).toBe(5)
    const reapplyAfter = refused.data.decision?.reapplyAfter
    expect(reapplyAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    expect((await t.api.call('/loan/apply', LOAN, { token: user.token })).code).toBe(20014)

    // A minute before the borrower's midnight starting the reapply date (Bangkok, UTC+7), then at it.
    // The session has idled out by then: the borrower logs in again, as the app would ask.
    t.clock.advance(new Date(`${reapplyAfter}T00:00:00+07:00`).getTime() - t.clock.now.getTime() - 60_000)
    const login = await t.api.call('/user/login', { mobile: user.mobile, password: user.password, ...DEMO })
    expect(login.code).toBe(0)
    const token = (login.data as { token: string }).token
    expect((await t.api.call('/loan/apply', LOAN, { token })).code).toBe(20014)
    t.clock.advance(60_000)
    const again = await t.api.call('/loan/apply', LOAN, { token })
    expect(again.code).toBe(0)
    expect(again.data.loanOrderId).not.toBe(first.data.loanOrderId)
  })
})
