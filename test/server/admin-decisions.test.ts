import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, orders, users } from '../../server/db/schema'
import { adminClient, orderInReview, staffSession, userIdOf } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let reviewer: Awaited<ReturnType<typeof staffSession>>
let second: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  reviewer = await staffSession(t, ['reviewer', 'support'])
  second = await staffSession(t, ['checker'])
})
afterAll(() => t.close())

const NOTE = 'Bank statements show rent of 18,000 a month not declared'
const lastAudit = async (orderId: number) =>
  (await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(orderId))))).at(-1)

describe('a reviewer decision with a note', () => {
  it('is refused without a note, or with a blank one (10004), and nothing is decided', async () => {
    const borrower = await orderInReview(t)
    expect((await admin.raw('/review/approve', { orderId: borrower.orderId }, reviewer.token)).code).toBe(10004)
    expect((await admin.call('/review/approve', { orderId: borrower.orderId, note: '   ' }, reviewer.token)).code).toBe(10004)
    const refusal = { orderId: borrower.orderId, reasons: ['open_loan' as const], reapplyAfter: '2099-01-31' }
    expect((await admin.raw('/review/refuse', refusal, reviewer.token)).code).toBe(10004)
    const [order] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, borrower.orderId))
    expect(order?.status).toBe(1)
  })

  it('refusing "not affordable" where the engine found it passed is flagged for a second look; the borrower sees only the reason', async () => {
    const borrower = await orderInReview(t)
    const refused = await admin.call('/review/refuse', { orderId: borrower.orderId, reasons: ['not_affordable'], reapplyAfter: '2099-01-31', note: NOTE }, reviewer.token)
    expect(refused.code).toBe(0)

    const info = await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })
    expect(info.data).toMatchObject({ status: 5, decision: { reasons: ['not_affordable'], reapplyAfter: '2099-01-31' } })
    expect(JSON.stringify(info.data)).not.toContain('rent of 18,000')

    const review = await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)
    expect(review.data.decisions).toEqual([
      expect.objectContaining({ decision: 'refuse', reasons: ['not_affordable'], note: NOTE, againstFindings: ['not_affordable'], staffName: reviewer.name, secondLook: null }),
    ])
    const waiting = (await admin.call('/review/secondLooks', {}, second.token)).data.decisions
    expect(waiting.map((d) => d.orderId)).toContain(borrower.orderId)
    expect(await lastAudit(borrower.orderId)).toMatchObject({ action: 'refuse', staffId: reviewer.id, after: { note: NOTE, againstFindings: ['not_affordable'], decision: { reasons: ['not_affordable'] } } })

    const userId = await userIdOf(t, borrower.mobile)
    const timeline = await admin.call('/borrowers/timeline', { userId }, reviewer.token)
    expect(timeline.data.events).toContainEqual(
      expect.objectContaining({ kind: 'staff_decision', orderId: borrower.orderId, note: NOTE, flagged: true, summary: expect.stringContaining('Refused by a reviewer: not affordable') }),
    )
  })

  it('takes a second look from another member only, once, with their note', async () => {
    const borrower = await orderInReview(t)
    await admin.call('/review/refuse', { orderId: borrower.orderId, reasons: ['identity_not_verified'], reapplyAfter: '2099-01-31', note: 'The face does not match the card' }, reviewer.token)
    const decisionId = (await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)).data.decisions[0]?.id ?? 0
    expect((await admin.call('/review/secondLook', { decisionId, note: 'Fine by me' }, reviewer.token)).code).toBe(40163)
    expect((await admin.call('/review/secondLook', { decisionId, note: '' }, second.token)).code).toBe(10004)
    expect((await admin.call('/review/secondLook', { decisionId, note: 'Compared the photos: refusal stands' }, second.token)).code).toBe(0)
    expect((await admin.call('/review/secondLook', { decisionId, note: 'Again' }, second.token)).code).toBe(40164)
    const [decision] = (await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)).data.decisions
    expect(decision?.secondLook).toMatchObject({ staffName: second.name, note: 'Compared the photos: refusal stands' })
    expect((await admin.call('/review/secondLooks', {}, second.token)).data.decisions.map((d) => d.id)).not.toContain(decisionId)
    expect(await lastAudit(borrower.orderId)).toMatchObject({ action: 'second_look', staffId: second.id, after: { note: 'Compared the photos: refusal stands' } })
  })

  it('approving where a finding now fails is flagged; approving where all passed is not', async () => {
    const plain = await orderInReview(t)
    expect((await admin.call('/review/approve', { orderId: plain.orderId, note: 'Payslips match the income' }, reviewer.token)).code).toBe(0)
    const against = await orderInReview(t)
    // Since the application, the borrower's birthday was corrected: the age rule fails as the engine reads it now
    // (a rule a person may overrule, unlike the legal and affordability limits: 40170).
    await t.database.db.update(users).set({ birthday: '1940-01-01' }).where(eq(users.id, await userIdOf(t, against.mobile)))
    expect((await admin.call('/review/approve', { orderId: against.orderId, note: 'Age confirmed from the ID card on the phone' }, reviewer.token)).code).toBe(0)

    const decisions = async (orderId: number) => (await admin.call('/review/order', { orderId }, reviewer.token)).data.decisions
    expect((await decisions(plain.orderId))[0]).toMatchObject({ decision: 'approve', againstFindings: [] })
    expect((await decisions(against.orderId))[0]).toMatchObject({ decision: 'approve', againstFindings: ['age_out_of_range'] })
    const waiting = (await admin.call('/review/secondLooks', {}, second.token)).data.decisions.map((d) => d.orderId)
    expect(waiting).toContain(against.orderId)
    expect(waiting).not.toContain(plain.orderId)
  })

  it('refuses for fraud or other with the note; the borrower reads the catalogue reason, and it is no verdict against the engine', async () => {
    const borrower = await orderInReview(t)
    const note = 'Same ID photo as order 12 under another name'
    expect((await admin.call('/review/refuse', { orderId: borrower.orderId, reasons: ['fraud', 'other'], reapplyAfter: '2099-01-31', note }, reviewer.token)).code).toBe(0)
    const info = await t.api.call('/loan/orderInfo', { loanOrderId: borrower.orderId }, { token: borrower.token })
    expect(info.data.decision).toEqual({ reasons: ['fraud', 'other'], reapplyAfter: '2099-01-31' })
    expect(JSON.stringify(info.data)).not.toContain('order 12')
    expect((await admin.call('/review/order', { orderId: borrower.orderId }, reviewer.token)).data.decisions[0]).toMatchObject({ reasons: ['fraud', 'other'], note, againstFindings: [] })
  })
})

describe('notes on holds and four-eyes requests', () => {
  it('puts a borrower on hold only with a note, which the timeline shows and the borrower never sees', async () => {
    const borrower = await orderInReview(t)
    const userId = await userIdOf(t, borrower.mobile)
    expect((await admin.raw('/borrowers/hold', { userId, reason: 'verify_bank_account' }, reviewer.token)).code).toBe(10004)
    expect((await admin.call('/borrowers/hold', { userId, reason: 'verify_bank_account', note: 'Account name is a company' }, reviewer.token)).code).toBe(0)
    const timeline = await admin.call('/borrowers/timeline', { userId }, reviewer.token)
    expect(timeline.data.events).toContainEqual(expect.objectContaining({ kind: 'hold_set', note: 'Account name is a company' }))
    const info = await t.api.call('/user/info', {}, { token: borrower.token })
    expect(JSON.stringify(info.data)).not.toContain('company')
    await admin.call('/borrowers/liftHold', { userId }, reviewer.token)
  })

  it("keeps the maker's note on a request, for the checker to read", async () => {
    const maker = await staffSession(t, ['config', 'admin'])
    const member = await staffSession(t, ['support'])
    const asked = await admin.call('/staff/roles/request', { staffId: member.id, roles: ['support', 'reviewer'], note: 'Covers the review queue in December' }, maker.token)
    const listed = (await admin.call('/approvals/list', { status: 'requested' }, second.token)).data.approvals.find((a) => a.id === asked.data.approvalId)
    expect(listed).toMatchObject({ kind: 'staff_roles', note: 'Covers the review queue in December' })
    const product = { appId: 2, name: 'Jackey Mini', minAmount: 80_000, maxAmount: 300_000, step: 10_000, defaultRate: 700, disabled: false }
    const change = await admin.call('/config/product/save', { ...product, note: 'Align with the rate card of 1 December' }, maker.token)
    const card = (await admin.call('/approvals/list', { status: 'requested' }, second.token)).data.approvals.find((a) => a.id === change.data.approvalId)
    expect(card).toMatchObject({ kind: 'product_change', note: 'Align with the rate card of 1 December' })
    expect(card?.payload).not.toHaveProperty('note')
  })
})
