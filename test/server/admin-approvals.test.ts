import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, companyConfigs, ledgerLines } from '../../server/db/schema'
import { demoMarket, type DemoMarket } from '../support/demo-markets'
import { checkInvariants, repaying } from '../support/money'
import { adminClient, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const DAY = 86_400_000
const product = async (token: string, appId: number) => (await admin.call('/config/products', {}, token)).data.products.find((p) => p.id === appId)

/** A maker (config, money) and a checker of the company, signed in now (the clock may have moved). */
async function pair(companyId = 1) {
  return { maker: await staffSession(t, ['config', 'money'], { companyId }), checker: await staffSession(t, ['checker', 'config'], { companyId }) }
}

async function renameRequest(token: string, appId: number, name: string) {
  const current = await product(token, appId)
  if (!current) throw new Error(`no product ${appId}`)
  const { minAmount, maxAmount, step, defaultRate, disabled } = current
  return admin.call('/config/product/save', { appId, name, minAmount, maxAmount, step, defaultRate, disabled }, token)
}

describe('four-eyes on product changes', () => {
  it('waits for a checker: the change takes effect only when another staff member approves it', async () => {
    const { maker, checker } = await pair()
    const asked = await renameRequest(maker.token, 2, 'Jackey Mini Plus')
    expect(asked.code).toBe(0)
    const approvalId = asked.data.approvalId ?? 0
    expect(approvalId).toBeGreaterThan(0)
    expect((await product(maker.token, 2))?.name).not.toBe('Jackey Mini Plus')
    const listed = (await admin.call('/approvals/list', { status: 'requested' }, checker.token)).data.approvals.find((a) => a.id === approvalId)
    expect(listed).toMatchObject({ kind: 'product_change', makerName: maker.name, before: { name: 'Jackey Mini' }, payload: { name: 'Jackey Mini Plus' } })
    expect((await renameRequest(maker.token, 2, 'Another')).code).toBe(40034)

    expect((await admin.call('/approvals/approve', { approvalId }, checker.token)).code).toBe(0)
    expect((await product(maker.token, 2))?.name).toBe('Jackey Mini Plus')
    const decided = (await admin.call('/approvals/list', {}, maker.token)).data.approvals.find((a) => a.id === approvalId)
    expect(decided).toMatchObject({ status: 'approved', checkerName: checker.name })
    const actions = (await t.database.db.select().from(auditLog)).filter((e) => e.recordType === 'approval' && e.recordId === String(approvalId)).map((e) => [e.action, e.staffId])
    expect(actions).toEqual([
      ['request_approval', maker.id],
      ['approve_request', checker.id],
    ])
    expect((await admin.call('/approvals/approve', { approvalId }, checker.token)).code).toBe(40032)
  })

  it('refuses the maker approving or rejecting their own request (40030), even holding the checker role', async () => {
    const both = await staffSession(t, ['config', 'checker'])
    const { data } = await renameRequest(both.token, 1, 'Self approved')
    const approvalId = data.approvalId ?? 0
    const own = await admin.call('/approvals/approve', { approvalId }, both.token)
    expect(own).toMatchObject({ code: 40030, msg: 'You cannot approve or reject your own request' })
    expect((await admin.call('/approvals/reject', { approvalId, reason: 'mine' }, both.token)).code).toBe(40030)
    expect((await product(both.token, 1))?.name).not.toBe('Self approved')
    const { checker } = await pair()
    expect((await admin.call('/approvals/reject', { approvalId, reason: 'Not agreed' }, checker.token)).code).toBe(0)
  })

  it('leaves everything as it was when rejected, with the reason', async () => {
    const { maker, checker } = await pair()
    const before = await product(maker.token, 1)
    const { data } = await renameRequest(maker.token, 1, 'Rejected name')
    const approvalId = data.approvalId ?? 0
    expect((await admin.call('/approvals/reject', { approvalId, reason: 'Name not agreed with marketing' }, checker.token)).code).toBe(0)
    expect(await product(maker.token, 1)).toEqual(before)
    const row = (await admin.call('/approvals/list', { status: 'rejected' }, maker.token)).data.approvals.find((a) => a.id === approvalId)
    expect(row).toMatchObject({ reason: 'Name not agreed with marketing', checkerName: checker.name })
    expect((await admin.call('/approvals/approve', { approvalId }, checker.token)).code).toBe(40032)
  })

  it('refuses a request older than 72 hours (40031) and lists it as expired', async () => {
    const { maker } = await pair()
    const { data } = await admin.call('/config/period/save', { appId: 1, periods: 30, rate: 800 }, maker.token)
    expect(data).toMatchObject({ id: null })
    t.clock.advance(72 * 3_600_000 + 1)
    const { checker } = await pair()
    expect((await admin.call('/approvals/approve', { approvalId: data.approvalId ?? 0 }, checker.token)).code).toBe(40031)
    const row = (await admin.call('/approvals/list', {}, checker.token)).data.approvals.find((a) => a.id === data.approvalId)
    expect(row?.status).toBe('expired')
    expect((await t.api.call('/loan/getPeriodConfig', { appId: 1 })).data.rateConfigs).not.toContainEqual({ periodDays: 30, rate: 800 })
  })

  it("keeps another company's requests out of sight and out of reach (40007)", async () => {
    const { maker } = await pair()
    const { data } = await renameRequest(maker.token, 1, 'Cross company')
    const philippine = await staffSession(t, ['checker', 'config'], { companyId: 2 })
    expect((await admin.call('/approvals/approve', { approvalId: data.approvalId ?? 0 }, philippine.token)).code).toBe(40007)
    expect((await admin.call('/approvals/list', {}, philippine.token)).data.approvals.map((a) => a.id)).not.toContain(data.approvalId)
    expect((await product(maker.token, 1))?.name).not.toBe('Cross company')
  })

  it('applies at once, still on the record, where the company turned four-eyes off for that kind', async () => {
    await t.database.db.insert(companyConfigs).values({ companyId: 2, key: 'FOUR_EYES', value: JSON.stringify(['write_off']) })
    const ph = await staffSession(t, ['config'], { companyId: 2 })
    const asked = await renameRequest(ph.token, 3, 'Jackey PH Now')
    expect(asked.data).toEqual({ approvalId: null })
    expect((await product(ph.token, 3))?.name).toBe('Jackey PH Now')
    expect((await admin.call('/approvals/list', {}, ph.token)).data.approvals[0]).toMatchObject({ status: 'approved', makerName: ph.name, checkerName: ph.name })
    await t.database.db.delete(companyConfigs).where(eq(companyConfigs.key, 'FOUR_EYES'))
  })
})

describe('four-eyes on staff roles', () => {
  it("changes a member's roles only once approved", async () => {
    const { maker, checker } = await pair()
    const agent = await staffSession(t, ['support'])
    const { data } = await admin.call('/staff/roles/request', { staffId: agent.id, roles: ['support', 'money'] }, maker.token)
    expect((await admin.call('/me', {}, agent.token)).data.roles).toEqual(['support'])
    expect((await admin.call('/approvals/approve', { approvalId: data.approvalId ?? 0 }, checker.token)).code).toBe(0)
    expect((await admin.call('/me', {}, agent.token)).data.roles).toEqual(['support', 'money'])
  })
})

describe('write-off and recovery', () => {
  async function repayingLoan(code: DemoMarket['market']) {
    const market = demoMarket(code)
    return { ...(await repaying(t, market)), approvedMinor: market.approvedMinor }
  }

  const lines = async (orderId: number) => t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))

  it('refuses a loan not yet past the write-off age (40033, with the days), posting nothing', async () => {
    const { orderId } = await repayingLoan('TH')
    const { maker } = await pair()
    const before = await lines(orderId)
    const refused = await admin.call('/writeoff/request', { orderId, note: 'Unreachable for 180 days' }, maker.token)
    expect(refused).toMatchObject({ code: 40033, msg: 'Written off only at 180 days past due; this loan is 0 days past due' })
    expect(await lines(orderId)).toEqual(before)
  })

  for (const market of ['TH', 'PH'] as const) {
    it(`${market}: moves what is owed to loss in one balanced entry on approval; a later payment is a recovery`, async () => {
      const loan = await repayingLoan(market)
      const { companyId, lender } = demoMarket(market)
      const owed = (await t.api.call('/loan/orderInfo', { loanOrderId: loan.orderId }, { token: loan.token })).data.outstanding ?? 0
      t.clock.advance(260 * DAY)
      const { maker, checker } = await pair(companyId)
      // Months later the borrower signs in again.
      const signedIn = await t.api.call('/user/login', { mobile: loan.mobile, password: loan.password, ...lender })
      loan.token = (signedIn.data as { token: string }).token
      const asked = await admin.call('/writeoff/request', { orderId: loan.orderId, note: 'Unreachable for 180 days' }, maker.token)
      expect(asked.code).toBe(0)
      expect((await t.api.call('/loan/orderInfo', { loanOrderId: loan.orderId }, { token: loan.token })).data.status).toBe(4)
      expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)

      const posted = await lines(loan.orderId)
      const sum = (account: string) => posted.filter((l) => l.account === account).reduce((a, l) => a + l.amountMinor, 0)
      expect([sum('receivable'), sum('loss')]).toEqual([0, Math.round(owed * 100)])
      await checkInvariants(t, loan.orderId, loan.approvedMinor)

      // The borrower sees the true status and what is still owed, and can still pay.
      const info = (await t.api.call('/loan/orderInfo', { loanOrderId: loan.orderId }, { token: loan.token })).data
      expect(info).toMatchObject({ status: 13, outstanding: owed })
      const page = await t.api.call('/loan/recharge', { loanOrderId: loan.orderId, amt: 100 }, { token: loan.token })
      expect(page.code).toBe(0)
      await t.api.call('/sandbox/payments/complete', { paymentId: page.data.paymentId })
      const after = await lines(loan.orderId)
      expect(after.filter((l) => l.account === 'recovery').reduce((a, l) => a + l.amountMinor, 0)).toBe(-100_00)
      expect(after.filter((l) => l.account === 'receivable').reduce((a, l) => a + l.amountMinor, 0)).toBe(0)
      await checkInvariants(t, loan.orderId, loan.approvedMinor)

      // Paying the rest recovers it all and closes the loan.
      const rest = (await t.api.call('/loan/orderInfo', { loanOrderId: loan.orderId }, { token: loan.token })).data.payoff ?? 0
      const last = await t.api.call('/loan/recharge', { loanOrderId: loan.orderId, amt: rest }, { token: loan.token })
      await t.api.call('/sandbox/payments/complete', { paymentId: last.data.paymentId })
      expect((await t.api.call('/loan/orderInfo', { loanOrderId: loan.orderId }, { token: loan.token })).data.status).toBe(10)
      await checkInvariants(t, loan.orderId, loan.approvedMinor)
    })
  }

  it('checks again when approved: a loan written off in the meantime is not posted twice', async () => {
    const loan = await repayingLoan('TH')
    t.clock.advance(260 * DAY)
    const { maker, checker } = await pair()
    const asked = await admin.call('/writeoff/request', { orderId: loan.orderId, note: 'Unreachable for 180 days' }, maker.token)
    const { approvalId } = asked.data
    // A second maker cannot open a second request on the same loan.
    expect((await admin.call('/writeoff/request', { orderId: loan.orderId, note: 'Unreachable for 180 days' }, checker.token)).code).toBe(401)
    expect((await admin.call('/approvals/approve', { approvalId: approvalId ?? 0 }, checker.token)).code).toBe(0)
    const count = (await lines(loan.orderId)).filter((l) => l.account === 'loss').length
    expect((await admin.call('/writeoff/request', { orderId: loan.orderId, note: 'Unreachable for 180 days' }, maker.token)).code).toBe(40033)
    expect((await lines(loan.orderId)).filter((l) => l.account === 'loss').length).toBe(count)
  })
})
