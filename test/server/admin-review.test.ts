import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localToday } from '../../contract/market/local-time'
import { auditLog, orders, orderTransitions, users } from '../../server/db/schema'
import { REVIEW_PAGE } from '../../server/domain/staff/review/review-queue'
import { adminClient, orderInReview, staffSession } from '../support/staff'
import { boundAccount } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let reviewer: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  reviewer = await staffSession(t, ['reviewer'])
})
afterAll(() => t.close())

const auditOf = (recordType: string, recordId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))

describe('the review queue', () => {
  it('lists an order the decision engine routed to a person, with the phone masked', async () => {
    const borrower = await orderInReview(t)
    const queue = await admin.call('/review/queue', {}, reviewer.token)
    const item = queue.data.find((o) => o.orderId === borrower.orderId)
    expect(item).toMatchObject({ principal: 1_500_000, periods: 12, realName: 'Somchai Jaidee' })
    expect(item?.mobileMasked).toMatch(/^••••\d{4}$/)
    expect(queue.text).not.toContain(borrower.mobile)
  })

  it('comes a page at a time, oldest first, each page after the last order of the one before', async () => {
    const borrower = await orderInReview(t)
    const [{ id: _, ...order }] = (await t.database.db.select().from(orders).where(eq(orders.id, borrower.orderId))) as [typeof orders.$inferSelect]
    // Two applications a second: the page boundary falls between two of the same instant, which the order id separates.
    const backlog = Array.from({ length: REVIEW_PAGE + 10 }, (_, i) => ({ ...order, createdAt: new Date(order.createdAt.getTime() + 1000 + Math.floor(i / 2) * 1000) }))
    const added = (await t.database.db.insert(orders).values(backlog).returning({ id: orders.id })).map((o) => o.id)
    const seen: number[] = []
    let page = (await admin.call('/review/queue', {}, reviewer.token)).data
    expect(page).toHaveLength(REVIEW_PAGE)
    for (let pages = 1; page.length > 0 && pages <= 5; pages++) {
      seen.push(...page.map((o) => o.orderId))
      page = (await admin.call('/review/queue', { afterId: seen.at(-1) }, reviewer.token)).data
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.slice(-added.length)).toEqual(added)
    expect(seen).toContain(borrower.orderId)
  })

  it('shows the application with masked numbers, the photos and which rules passed', async () => {
    const borrower = await orderInReview(t)
    const { data, text } = await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)
    expect(data.order).toMatchObject({ orderId: borrower.orderId, status: 1, principal: 1_500_000 })
    expect(data.applicant.identityMasked).toMatch(/^\d\*{11}\d$/)
    const account = await boundAccount(t, borrower.token)
    expect(data.bank).toEqual({ bankName: '004', cardNoMasked: `${account[0]}********${account.at(-1)}` })
    expect(data.questionnaire).toMatchObject({ monthlyIncome: 900_000, expenses: 12_000, job: 'Shop assistant' })
    expect(data.contacts).toHaveLength(2)
    expect(Object.values(data.photos).every((url) => url?.startsWith('/jackey/admin/files/'))).toBe(true)
    expect(data.findings.filter((f) => !f.passed).map((f) => f.rule)).toEqual(['manual_review_above'])
    expect(text).not.toContain(account)
  })

  it('weighs the monthly payment as the decision job does: twice a month is two installments', async () => {
    const borrower = await orderInReview(t)
    const monthly = async () => {
      const { data } = await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)
      const detail = data.findings.find((f) => f.rule === 'not_affordable')?.detail ?? ''
      return Number(/× ([\d,.]+) =/.exec(detail)?.[1]?.replaceAll(',', ''))
    }
    const once = await monthly()
    expect(once).toBeGreaterThan(0)
    await t.database.db.update(orders).set({ dueDay: 'twice' }).where(eq(orders.id, borrower.orderId))
    expect(await monthly()).toBeCloseTo(once * 2, 2)
  })

  it('logs every view of an identity photo', async () => {
    const borrower = await orderInReview(t)
    const { data } = await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)
    const url = data.photos.handHoldImage ?? ''
    for (let i = 0; i < 2; i++) {
      const photo = await t.app.request(url, { headers: { authorization: reviewer.token } })
      expect(photo.status).toBe(200)
      expect(photo.headers.get('content-type')).toBe('image/jpeg')
      expect(photo.headers.get('cache-control')).toContain('no-store')
    }
    const views = (await auditOf('user', data.applicant.userId)).filter((e) => e.action === 'view_photo')
    expect(views.map((v) => [v.staffId, v.after])).toEqual([
      [reviewer.id, { field: 'handHoldImage' }],
      [reviewer.id, { field: 'handHoldImage' }],
    ])
  })

  it('opens a full number only on request, and logs who opened which', async () => {
    const borrower = await orderInReview(t)
    const { data } = await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)
    const opened = await admin.call('/borrowers/reveal', { userId: data.applicant.userId, field: 'cardNo' }, reviewer.token)
    const account = await boundAccount(t, borrower.token)
    expect(opened.data.value).toBe(account)
    const [entry] = (await auditOf('user', data.applicant.userId)).filter((e) => e.action === 'reveal')
    expect(entry).toMatchObject({ staffId: reviewer.id, after: { field: 'cardNo' } })
    expect(JSON.stringify(entry)).not.toContain(account)
  })
})

describe('deciding', () => {
  it('approves (1 → 3) with the terms frozen, as the staff member, and the borrower can sign', async () => {
    const borrower = await orderInReview(t)
    expect((await admin.call('/review/approve', { orderId: borrower.orderId, note: 'Checked the payslip' }, reviewer.token)).code).toBe(0)
    const info = await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })
    expect(info.data).toMatchObject({ status: 3, decision: { reasons: [] } })
    const contract = await t.api.call('/loan/contract', { loanOrderId: borrower.orderId }, { token: borrower.token })
    expect(contract.data.terms).toMatchObject({ orderId: borrower.orderId, amountFinanced: 1_500_000, lender: { name: 'Demo Lending Co., Ltd.' } })
    const moves = await t.database.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, borrower.orderId))
    expect(moves.map((m) => [m.fromStatus, m.toStatus, m.actor])).toEqual([
      [0, 1, 'decision-engine'],
      [1, 3, `staff:${reviewer.id}`],
    ])
    const [entry] = await auditOf('order', borrower.orderId)
    expect(entry).toMatchObject({ action: 'approve', staffId: reviewer.id, before: { status: 1 }, after: { status: 3 } })
  })

  it("cannot approve above the law's limit for the borrower's income (40170), and can still refuse", async () => {
    const borrower = await orderInReview(t)
    const [order] = await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, borrower.orderId))
    // ฿100,000 a month: the law allows ฿500,000, and the application is for ฿1,500,000.
    await t.database.db.update(users).set({ monthlyIncomeMinor: 10_000_000 }).where(eq(users.id, order?.userId ?? 0))
    expect((await admin.call('/review/approve', { orderId: borrower.orderId, note: 'Income checked against the payslip' }, reviewer.token)).code).toBe(40170)
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })).data.status).toBe(1)
    const { data } = await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)
    expect(data.findings.find((f) => f.rule === 'above_legal_limit')).toMatchObject({ passed: false })
    const reapplyAfter = localToday('Asia/Bangkok', t.clock.now)
    expect((await admin.call('/review/refuse', { orderId: borrower.orderId, reasons: ['above_legal_limit'], reapplyAfter, note: 'Above the legal limit for the declared income' }, reviewer.token)).code).toBe(0)
  })

  it('refuses (1 → 5) with reasons from the catalogue and a reapply date the borrower sees', async () => {
    const borrower = await orderInReview(t)
    const refusal = { orderId: borrower.orderId, reasons: ['not_affordable' as const], reapplyAfter: '2099-01-31', note: 'Spends more than stated' }
    expect((await admin.call('/review/refuse', refusal, reviewer.token)).code).toBe(0)
    const info = await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })
    expect(info.data).toMatchObject({ status: 5, decision: { reasons: ['not_affordable'], reapplyAfter: '2099-01-31' } })
    const [entry] = await auditOf('order', borrower.orderId)
    expect(entry).toMatchObject({ action: 'refuse', after: { status: 5, decision: { reasons: ['not_affordable'] } } })
  })

  it('refuses free text, no reason, or a reapply date in the past (10004)', async () => {
    const borrower = await orderInReview(t)
    const base = { orderId: borrower.orderId, reapplyAfter: '2099-01-31' }
    expect((await admin.raw('/review/refuse', { ...base, reasons: ['looks dodgy'], note: 'Checked the statements' }, reviewer.token)).code).toBe(10004)
    expect((await admin.call('/review/refuse', { ...base, reasons: [], note: 'Checked the statements' }, reviewer.token)).code).toBe(10004)
    expect((await admin.call('/review/refuse', { ...base, reasons: ['open_loan'], reapplyAfter: '2001-01-01', note: 'Checked the statements' }, reviewer.token)).code).toBe(10004)
    // 17:30 UTC is already tomorrow in Bangkok: UTC's today is the borrower's yesterday.
    const utcDay = new Date(t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10)
    t.clock.now = new Date(`${utcDay}T17:30:00Z`)
    // A new session: the clock moved past the last one's idle limit, and the tests after use it.
    reviewer = await staffSession(t, ['reviewer'])
    expect((await admin.call('/review/refuse', { ...base, reasons: ['open_loan'], reapplyAfter: utcDay, note: 'Checked the statements' }, reviewer.token)).code).toBe(10004)
    expect((await admin.call('/review/refuse', { ...base, reasons: ['open_loan'], reapplyAfter: localToday('Asia/Bangkok', t.clock.now), note: 'Checked the statements' }, reviewer.token)).code).toBe(0)
  })

  it('decides an order once: a second decision answers 40004', async () => {
    const borrower = await orderInReview(t)
    const [a, b] = await Promise.all([
      admin.call('/review/approve', { orderId: borrower.orderId, note: 'Checked the payslip' }, reviewer.token),
      admin.call('/review/refuse', { orderId: borrower.orderId, reasons: ['open_loan'], reapplyAfter: '2099-01-01', note: 'Checked the statements' }, reviewer.token),
    ])
    expect([a.code, b.code].sort()).toEqual([0, 40004])
    expect((await admin.call('/review/approve', { orderId: borrower.orderId, note: 'Checked the payslip' }, reviewer.token)).code).toBe(40004)
  })

  it('cannot decide an order that is not waiting for a person', async () => {
    const borrower = await orderInReview(t)
    await t.api.call('/loan/cancel', { loanOrderId: borrower.orderId }, { token: borrower.token })
    expect((await admin.call('/review/approve', { orderId: borrower.orderId, note: 'Checked the payslip' }, reviewer.token)).code).toBe(40004)
    expect((await admin.call('/review/approve', { orderId: 999_999, note: 'Checked the payslip' }, reviewer.token)).code).toBe(40007)
  })
})
