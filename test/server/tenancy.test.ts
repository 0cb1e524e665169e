// Two lenders on one server (the seed's company 1 in Thailand, apps 1 and 2, and company 2 in
// the Philippines, apps 3 and 4): a borrower reaches only their own company's products, and a
// staff member only their own company's borrowers, orders, money, settings and audit entries.
// Another company's id answers 40007, exactly as an id that does not exist.
import { spawnSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { disbursements, orders, users } from '../../server/db/schema'
import { createStaff } from '../../server/domain/staff/staff-accounts'
import { newDataDir } from '../support/database-snapshot'
import { fundsReadyOrder, PIN } from '../support/money'
import { completeProfile, newFailingAccount } from '../support/profile'
import { adminClient, orderInReview, STAFF_PASSWORD, staffSession, userIdOf } from '../support/staff'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const NOT_FOUND = 40007
const ALL_ROLES = ['reviewer', 'support', 'money', 'config'] as const

/** A public call as a page of `host` makes it, with the borrower's token when signed in. */
async function fromPage(path: string, body: unknown, host: string | null, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (host) headers.host = host
  if (token) headers.authorization = token
  const response = await t.app.request(`/jackey${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return (await response.json()) as { code: number; data: unknown }
}

const productIds = async (host: string | null, token?: string) => ((await fromPage('/loan/appList', {}, host, token)).data as { id: number }[]).map((p) => p.id)

/** A borrower of company 2 whose profile is complete, able to apply for a Philippine product. */
async function filipino() {
  const user = await t.registerUser({ lender: DEMO_PH })
  await completeProfile(t, user.token, {}, 'PH')
  return user
}

describe('a borrower sees and borrows from their own lender only', () => {
  it("lists only the company's products: the signed-in borrower's, else the lender of the page", async () => {
    const thai = await t.registerUser()
    const { token: phToken } = await t.registerUser({ lender: DEMO_PH })
    expect(await productIds('th.localhost')).toEqual([1, 2])
    expect(await productIds('ph.localhost')).toEqual([3, 4])
    // A host no app names is the default lender's (DEFAULT_APP_ID 1, company 1).
    expect(await productIds(null)).toEqual([1, 2])
    expect(await productIds('ph.localhost', thai.token)).toEqual([1, 2])
    expect(await productIds('th.localhost', phToken)).toEqual([3, 4])
  })

  it("answers 40007 to a signed-in borrower asking for another company's product, its period configs, configs or support link", async () => {
    const thai = await t.registerUser()
    for (const path of ['/loan/getPeriodConfig', '/loan/getAllCompanyConfigs', '/loan/getCustomerService']) {
      expect((await fromPage(path, { appId: 3 }, 'th.localhost', thai.token)).code, path).toBe(NOT_FOUND)
      expect((await fromPage(path, { appId: 1 }, 'ph.localhost', thai.token)).code, path).toBe(0)
      // Anonymous: the app named is the lender asked about, as on its own page.
      expect((await fromPage(path, { appId: 3 }, null)).code, path).toBe(0)
    }
    // A token that no longer works is an anonymous call, not a refusal.
    expect((await fromPage('/loan/getPeriodConfig', { appId: 3 }, null, 'revoked-or-made-up')).code).toBe(0)
  })

  it("refuses a quote and an application for another company's product with 40007, and records no order", async () => {
    const thai = await t.registerUser()
    await completeProfile(t, thai.token)
    const peso = { amt: 5_000, configId: 3, periodDays: 3, appId: 3 }
    expect((await t.api.call('/loan/quote', peso, { token: thai.token })).code).toBe(NOT_FOUND)
    expect((await t.api.call('/loan/offer', { appId: 3 }, { token: thai.token })).code).toBe(NOT_FOUND)
    expect((await t.api.call('/loan/apply', peso, { token: thai.token })).code).toBe(NOT_FOUND)
    expect((await t.api.call('/loan/apply', peso, { token: thai.token, key: crypto.randomUUID() })).code).toBe(NOT_FOUND)
    const userId = await userIdOf(t, thai.mobile)
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([])
    // The same borrower still applies for their own lender's product.
    expect((await t.api.call('/loan/apply', { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, { token: thai.token })).code).toBe(0)
    // And a Filipino for theirs, but not for the Thai one.
    const ph = await filipino()
    expect((await t.api.call('/loan/quote', { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, { token: ph.token })).code).toBe(NOT_FOUND)
    expect((await t.api.call('/loan/apply', peso, { token: ph.token })).code).toBe(0)
  })

  it("does not let an account of company 1 sign in or ask for codes through company 2's app", async () => {
    const { mobile, password } = await t.registerUser()
    const international = `+66${mobile.slice(1)}`
    expect((await t.api.call('/user/login', { mobile, password, ...DEMO })).code).toBe(0)
    expect((await t.api.call('/user/login', { mobile, password, companyId: 1, appId: 3, platform: 'h5' })).data).toEqual({ fields: ['appId'] })
    expect((await t.api.call('/user/login', { mobile, password, companyId: 2, appId: 1, platform: 'h5' })).data).toEqual({ fields: ['appId'] })
    // Company 2 has no account for this number (and a Thai number is not one of its market's).
    expect((await t.api.call('/user/login', { mobile: international, password, ...DEMO_PH })).code).not.toBe(0)
    expect((await t.api.call('/sms/login', { mobile, companyId: 1, appId: 3 })).data).toEqual({ fields: ['appId'] })
    expect((await t.api.call('/sms/register', { mobile, companyId: 1, appId: 4 })).data).toEqual({ fields: ['appId'] })
  })

  it("answers 40007 for another borrower's order, whichever company, and 404 for their files", async () => {
    const thai = await fundsReadyOrder(t)
    const ph = await filipino()
    const loanOrderId = thai.orderId
    for (const path of ['/loan/orderInfo', '/loan/contract', '/loan/contract/accept', '/loan/cancel', '/loan/payments/open'] as const) {
      expect((await t.api.call(path, { loanOrderId }, { token: ph.token })).code, path).toBe(NOT_FOUND)
    }
    expect((await t.api.call('/user/withdraw', { loanOrderId, password: PIN, withdrawAmount: 100, bankcard: thai.cardNo }, { token: ph.token })).code).toBe(NOT_FOUND)
    expect((await t.api.call('/loan/recharge', { loanOrderId, amt: 100 }, { token: ph.token })).code).toBe(NOT_FOUND)
    expect((await t.api.call('/loan/getUserOrderList', {}, { token: ph.token })).data).toEqual([])
    const [row] = await t.database.db.select({ key: users.identityFrontKey }).from(users).where(eq(users.id, await userIdOf(t, thai.mobile)))
    const file = await t.app.request(`/jackey/files/${row?.key ?? ''}`, { headers: { authorization: ph.token } })
    expect(file.status).toBe(404)
  })
})

describe('a staff member sees their own company only', () => {
  let thaiStaff: Awaited<ReturnType<typeof staffSession>>
  let phStaff: Awaited<ReturnType<typeof staffSession>>
  // Fresh sessions for each test: one moves the clock on by weeks, past the 8-hour idle limit.
  beforeEach(async () => {
    thaiStaff = await staffSession(t, [...ALL_ROLES])
    phStaff = await staffSession(t, [...ALL_ROLES], { companyId: 2 })
  })

  it("answers who is signed in with the company, and keeps another company's review queue and orders out of sight", async () => {
    expect((await admin.call('/me', {}, phStaff.token)).data.companyId).toBe(2)
    const { orderId } = await orderInReview(t)
    expect((await admin.call('/review/queue', {}, thaiStaff.token)).data.map((o) => o.orderId)).toContain(orderId)
    expect((await admin.call('/review/queue', {}, phStaff.token)).data.map((o) => o.orderId)).not.toContain(orderId)
    expect((await admin.call('/review/order', { orderId }, phStaff.token)).code).toBe(NOT_FOUND)
    expect((await admin.call('/review/approve', { orderId, note: 'Checked the payslip' }, phStaff.token)).code).toBe(NOT_FOUND)
    const refuse = { orderId, reasons: ['not_affordable' as const], reapplyAfter: '2099-01-01', note: 'Spends more than stated' }
    expect((await admin.call('/review/refuse', refuse, phStaff.token)).code).toBe(NOT_FOUND)
    expect((await admin.call('/review/order', { orderId }, thaiStaff.token)).code).toBe(0)
    expect((await admin.call('/review/approve', { orderId, note: 'Checked the payslip' }, thaiStaff.token)).code).toBe(0)
  })

  it("finds, shows, holds and reveals only the company's borrowers", async () => {
    const { mobile, orderId } = await orderInReview(t)
    const userId = await userIdOf(t, mobile)
    const ph = await filipino()
    expect((await admin.call('/borrowers/search', { query: mobile }, phStaff.token)).data).toEqual([])
    expect((await admin.call('/borrowers/search', { query: String(orderId) }, phStaff.token)).data).toEqual([])
    expect((await admin.call('/borrowers/search', { query: mobile }, thaiStaff.token)).data.map((b) => b.userId)).toEqual([userId])
    expect((await admin.call('/borrowers/search', { query: ph.mobile }, phStaff.token)).data).toHaveLength(1)
    expect((await admin.call('/borrowers/search', { query: ph.mobile }, thaiStaff.token)).data).toEqual([])
    for (const [path, body] of [
      ['/borrowers/timeline', { userId }],
      ['/borrowers/view', { userId }],
      ['/borrowers/view', { orderId }],
      ['/borrowers/reveal', { userId, field: 'identity' }],
      ['/borrowers/hold', { userId, reason: 'account_security_check', note: 'Name differs on the statement' }],
      ['/borrowers/liftHold', { userId }],
    ] as const) {
      expect((await admin.raw(path, body, phStaff.token)).code, path).toBe(NOT_FOUND)
    }
    const photo = await admin.get(`/files/${userId}/frontImage`, phStaff.token)
    expect(photo.status).toBe(404)
    expect((await admin.get(`/files/${userId}/frontImage`, thaiStaff.token)).status).toBe(200)
    expect((await admin.call('/borrowers/timeline', { userId }, thaiStaff.token)).code).toBe(0)
    expect((await admin.call('/borrowers/view', { orderId }, thaiStaff.token)).data.userId).toBe(userId)
    expect((await admin.call('/borrowers/search', { query: 'Somchai' }, phStaff.token)).data.map((b) => b.userId)).not.toContain(userId)
  })

  it("lists, retries and reconciles only the company's money", async () => {
    // Decisions still waiting from earlier tests would otherwise book in the middle.
    await t.runJobs()
    const phBefore = await admin.call('/money/reconciliation', {}, phStaff.token)
    // The sandbox bank reports accounts ending 0000 closed: the payout fails.
    const thai = await fundsReadyOrder(t, 100_000, newFailingAccount())
    await t.api.call('/user/withdraw', { loanOrderId: thai.orderId, password: PIN, withdrawAmount: 100_000, bankcard: thai.cardNo }, { token: thai.token })
    await t.api.call('/sandbox/payouts/settle', {})
    const [failed] = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, thai.orderId))
    const disbursementId = failed?.id ?? 0
    const listed = async (token: string) => (await admin.call('/money/disbursements', { status: 'failed' }, token)).data.map((d) => d.id)
    expect(await listed(thaiStaff.token)).toContain(disbursementId)
    expect(await listed(phStaff.token)).not.toContain(disbursementId)
    await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '2222222222' }, { token: thai.token })
    expect((await admin.call('/money/retry', { disbursementId }, phStaff.token)).code).toBe(NOT_FOUND)
    expect((await admin.call('/money/retry', { disbursementId }, thaiStaff.token)).code).toBe(0)
    await t.api.call('/sandbox/payouts/settle', {})
    expect((await t.api.call('/loan/recharge', { loanOrderId: thai.orderId, amt: 1_000 }, { token: thai.token })).code).toBe(0)

    const repayments = async (token: string) => (await admin.call('/money/repayments', {}, token)).data
    expect((await repayments(thaiStaff.token)).repayments.map((r) => r.orderId)).toContain(thai.orderId)
    expect((await repayments(phStaff.token)).repayments.map((r) => r.orderId)).not.toContain(thai.orderId)
    expect((await admin.call('/money/reconciliation', {}, phStaff.token)).data).toEqual(phBefore.data)
    expect((await admin.call('/money/reconciliation', {}, thaiStaff.token)).data.entries).toBeGreaterThan(0)

    t.clock.advance(70 * 86_400_000)
    const later = { thai: await staffSession(t, ['money']), ph: await staffSession(t, ['money'], { companyId: 2 }) }
    expect((await repayments(later.thai.token)).overdue.map((p) => p.orderId)).toContain(thai.orderId)
    expect((await repayments(later.ph.token)).overdue.map((p) => p.orderId)).not.toContain(thai.orderId)
  })

  it("changes and shows only the company's products, configs and their versions", async () => {
    expect((await admin.call('/config/products', {}, phStaff.token)).data.products.map((p) => p.id)).toEqual([3, 4])
    expect((await admin.call('/config/products', {}, thaiStaff.token)).data.products.map((p) => p.id)).toEqual([1, 2])
    const product = { appId: 1, name: 'Jackey Cash', minAmount: 80_000, maxAmount: 3_000_000, step: 10_000, defaultRate: 850, disabled: false }
    expect((await admin.call('/config/product/save', product, phStaff.token)).code).toBe(NOT_FOUND)
    expect((await admin.call('/config/period/save', { appId: 1, periods: 9, rate: 800 }, phStaff.token)).code).toBe(NOT_FOUND)
    expect((await admin.call('/config/company', { companyId: 1 }, phStaff.token)).code).toBe(NOT_FOUND)
    const faq = { companyId: 1, key: 'FAQ' as const, value: 'Set by the Philippine lender?' }
    expect((await admin.call('/config/company/set', faq, phStaff.token)).code).toBe(NOT_FOUND)
    expect((await admin.call('/config/company', { companyId: 2 }, phStaff.token)).code).toBe(0)

    expect((await admin.call('/config/company/set', { ...faq, value: 'Asked often in Bangkok' }, thaiStaff.token)).code).toBe(0)
    const versions = async (token: string) => (await admin.call('/config/versions', { scope: 'company:1' }, token)).data.map((v) => v.value)
    expect(await versions(thaiStaff.token)).toContain('Asked often in Bangkok')
    expect(await versions(phStaff.token)).toEqual([])
  })

  it("shows only the company's audit entries, on the page and in the CSV", async () => {
    const { orderId } = await orderInReview(t)
    await admin.call('/review/approve', { orderId, note: 'Checked the payslip' }, thaiStaff.token)
    const entries = async (token: string) => (await admin.call('/audit/list', { limit: 500 }, token)).data
    const thaiSees = await entries(thaiStaff.token)
    expect(thaiSees.some((e) => e.action === 'approve' && e.recordId === String(orderId))).toBe(true)
    expect(thaiSees.some((e) => e.action === 'create_staff' && e.recordId === String(thaiStaff.id))).toBe(true)
    expect(thaiSees.some((e) => e.staffId === phStaff.id || (e.recordType === 'staff' && e.recordId === String(phStaff.id)))).toBe(false)
    const phSees = await entries(phStaff.token)
    expect(phSees.some((e) => e.action === 'login' && e.staffId === phStaff.id)).toBe(true)
    expect(phSees.some((e) => e.action === 'create_staff' && e.recordId === String(phStaff.id))).toBe(true)
    expect(phSees.some((e) => e.recordType === 'order' || e.staffId === thaiStaff.id)).toBe(false)
    const csv = await (await admin.get('/audit.csv', phStaff.token)).text()
    const names = csv.split('\r\n').map((line) => line.split(',')[2])
    expect(names).toContain(phStaff.name)
    expect(names).not.toContain(thaiStaff.name)
  })
})

describe('staff accounts', () => {
  it('are made for a company that exists', async () => {
    const input = { name: `nowhere${process.pid}`, password: STAFF_PASSWORD, roles: [], totp: false, companyId: 99 }
    await expect(createStaff(t.database.db, input, t.clock.now)).rejects.toThrow('no company 99')
  })

  it('need --company on the command line, which has no default, and work on a database the server never opened', async () => {
    const dataDir = await newDataDir('staff-cli', 'bare')
    // Its own embedded database, never the PostgreSQL other tests share.
    const { DATABASE_URL: _shared, ...env } = process.env
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', 'create', ...args], { encoding: 'utf8', env: { ...env, DATA_DIR: dataDir, STAFF_PASSWORD } })
    try {
      const missing = cli('someone', '--roles', 'reviewer')
      expect(missing.status).toBe(2)
      expect(missing.stderr).toContain('--company <id>')
      const created = cli('manila', '--company', '2', '--roles', 'reviewer')
      expect(created.stdout).toContain('created staff member manila (id 1) of company 2')
      expect(cli('nowhere', '--company', '9').stderr).toContain('no company 9')
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
