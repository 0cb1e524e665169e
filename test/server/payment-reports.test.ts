// "I paid but it does not show": the borrower reports a pending payment with the slip's reference
// and photo; staff match it to the provider's transaction (posted once, with a receipt) or answer
// not found with a catalogue reason. Nothing is posted without a provider transaction behind it.
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toMinor } from '../../contract/money'
import { auditLog, ledgerLines, repayments } from '../../server/db/schema'
import { jpegFile } from '../fixtures/images'
import { DEMO_MARKETS } from '../support/demo-markets'
import { checkInvariants, repaying } from '../support/money'
import { adminClient, staffSession } from '../support/staff'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const MARKETS = DEMO_MARKETS

async function pendingPayment(token: string, loanOrderId: number, amt: number) {
  const { code, data } = await t.api.call('/loan/recharge', { loanOrderId, amt, method: 'otc' }, { token })
  if (code !== 0) throw new Error(`recharge answered ${code}`)
  return { paymentId: data.paymentId, reference: data.reference ?? '' }
}

const report = (token: string, paymentId: string, reference: string, key?: string) => t.upload('/loan/payment/report', { paymentId, reference, photo1: jpegFile() }, token, key)
const cashPostings = (paymentId: string) =>
  t.database.db
    .select()
    .from(ledgerLines)
    .where(and(eq(ledgerLines.memo, `repayment ${paymentId}`), eq(ledgerLines.account, 'cash')))

describe.each(MARKETS)('a payment that does not show, in $market', (market) => {
  it('goes from the report to a case, is matched to the provider transaction, posted once, and gets a receipt', async () => {
    const borrower = await repaying(t, market)
    const money = await staffSession(t, ['money'], { companyId: market.companyId })
    const payment = await pendingPayment(borrower.token, borrower.orderId, 500)
    // The provider has the money; its word never reached the lender.
    expect((await t.api.call('/sandbox/payments/receive', { paymentId: payment.paymentId })).code).toBe(0)

    const created = await report(borrower.token, payment.paymentId, ` ${payment.reference} `)
    expect(created.code).toBe(0)
    const { reportId, ticketReference } = created.data as { reportId: number; ticketReference: string }
    expect((await report(borrower.token, payment.paymentId, payment.reference)).code).toBe(20021)

    const tickets = (await t.api.call('/user/tickets/list', {}, { token: borrower.token })).data
    expect(tickets.find((k) => k.reference === ticketReference)).toMatchObject({ category: 'repayment', status: 'received' })
    const open = (await admin.call('/money/paymentReports', { status: 'open' }, money.token)).data
    expect(open.find((r) => r.reportId === reportId)).toMatchObject({ paymentId: payment.paymentId, reportedReference: payment.reference, paymentStatus: 'pending', amount: 500 })

    const candidates = (await admin.call('/money/paymentReports/candidates', { reportId }, money.token)).data
    expect(candidates).toHaveLength(1)
    const [found] = candidates
    expect(found).toMatchObject({ reference: payment.reference, amount: 500, status: 'paid', used: false })

    expect((await admin.call('/money/paymentReports/match', { reportId, providerId: 'sbx_not-there' }, money.token)).code).toBe(40141)
    expect((await cashPostings(payment.paymentId)).length).toBe(0)
    expect((await admin.call('/money/paymentReports/match', { reportId, providerId: found?.providerId ?? '' }, money.token)).code).toBe(0)
    expect((await admin.call('/money/paymentReports/match', { reportId, providerId: found?.providerId ?? '' }, money.token)).code).toBe(40140)

    expect((await cashPostings(payment.paymentId)).map((l) => l.amountMinor)).toEqual([toMinor(500, market.minorDigits)])
    const [row] = await t.database.db.select().from(repayments).where(eq(repayments.id, payment.paymentId))
    expect(row?.status).toBe('succeeded')
    const receipt = await t.api.call('/loan/receipt', { paymentId: payment.paymentId }, { token: borrower.token })
    expect(receipt.code).toBe(0)
    expect((await admin.call('/money/paymentReports/candidates', { reportId }, money.token)).data[0]?.used).toBe(true)
    const mine = (await t.api.call('/loan/payment/reports', {}, { token: borrower.token })).data
    expect(mine).toEqual([expect.objectContaining({ reportId, status: 'matched', reason: null, ticketReference })])
    expect((await t.api.call('/user/tickets/list', {}, { token: borrower.token })).data.find((k) => k.reference === ticketReference)?.status).toBe('answered')
    const [audited] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'payment_report'), eq(auditLog.recordId, String(reportId))))
    expect(audited).toMatchObject({ action: 'payment_report_matched', staffId: money.id })
    expect((await admin.call('/money/reconciliation', {}, money.token)).data.balanced).toBe(true)
    await checkInvariants(t, borrower.orderId, market.approvedMinor)
  })

  it('answers not found with a catalogue reason the borrower reads, and then refuses a match', async () => {
    const borrower = await repaying(t, market)
    const money = await staffSession(t, ['money'], { companyId: market.companyId })
    const payment = await pendingPayment(borrower.token, borrower.orderId, 600)
    const { reportId } = (await report(borrower.token, payment.paymentId, payment.reference)).data as { reportId: number }
    expect((await admin.call('/money/paymentReports/candidates', { reportId }, money.token)).data).toEqual([])
    expect((await admin.call('/money/paymentReports/notFound', { reportId, reason: 'no_payment_received' }, money.token)).code).toBe(0)
    expect((await admin.call('/money/paymentReports/notFound', { reportId, reason: 'slip_unreadable' }, money.token)).code).toBe(40140)
    expect((await admin.call('/money/paymentReports/notFound', { reportId, reason: 'because I say so' as 'slip_unreadable' }, money.token)).code).toBe(10004)
    const mine = (await t.api.call('/loan/payment/reports', {}, { token: borrower.token })).data
    expect(mine.find((r) => r.reportId === reportId)).toMatchObject({ status: 'not_found', reason: 'no_payment_received' })
    expect((await cashPostings(payment.paymentId)).length).toBe(0)
    // Once answered, the same payment can be reported again (the borrower found the right slip).
    expect((await report(borrower.token, payment.paymentId, payment.reference)).code).toBe(0)
  })

  it('refuses a provider transaction of another amount, and one already posted', async () => {
    const borrower = await repaying(t, market)
    const money = await staffSession(t, ['money'], { companyId: market.companyId })
    const short = await pendingPayment(borrower.token, borrower.orderId, 700)
    await t.api.call('/sandbox/payments/receive', { paymentId: short.paymentId, amt: 699 })
    const { reportId } = (await report(borrower.token, short.paymentId, short.reference)).data as { reportId: number }
    const [found] = (await admin.call('/money/paymentReports/candidates', { reportId }, money.token)).data
    expect((await admin.call('/money/paymentReports/match', { reportId, providerId: found?.providerId ?? '' }, money.token)).code).toBe(40143)
    expect((await cashPostings(short.paymentId)).length).toBe(0)

    // The webhook arrives after the report: the payment is posted, and the report can no longer post it again.
    const late = await pendingPayment(borrower.token, borrower.orderId, 800)
    await t.api.call('/sandbox/payments/receive', { paymentId: late.paymentId })
    const second = (await report(borrower.token, late.paymentId, late.reference)).data as { reportId: number }
    const [lateTx] = (await admin.call('/money/paymentReports/candidates', { reportId: second.reportId }, money.token)).data
    const { completePayment } = await import('../../server/domain/money/repay')
    await completePayment(t.database.db, t.services, late.paymentId)
    expect((await admin.call('/money/paymentReports/match', { reportId: second.reportId, providerId: lateTx?.providerId ?? '' }, money.token)).code).toBe(40142)
    expect((await cashPostings(late.paymentId)).length).toBe(1)
    // A paid payment is no longer reportable.
    expect((await report(borrower.token, late.paymentId, late.reference)).code).toBe(20020)
    await checkInvariants(t, borrower.orderId, market.approvedMinor)
  })
})

describe('who may report and see what', () => {
  it("refuses another borrower's payment, a reference that is no reference, and a report without a slip", async () => {
    const owner = await repaying(t, MARKETS[0])
    const payment = await pendingPayment(owner.token, owner.orderId, 550)
    const other = await t.registerUser()
    expect((await report(other.token, payment.paymentId, payment.reference)).code).toBe(20020)
    const bad = await report(owner.token, payment.paymentId, 'x!')
    expect(bad.code).toBe(10004)
    expect((await t.upload('/loan/payment/report', { paymentId: payment.paymentId, reference: payment.reference }, owner.token)).code).toBe(10004)
    const phMoney = await staffSession(t, ['money'], { companyId: DEMO_PH.companyId })
    const { reportId } = (await report(owner.token, payment.paymentId, payment.reference)).data as { reportId: number }
    expect((await admin.call('/money/paymentReports/candidates', { reportId }, phMoney.token)).code).toBe(40007)
    expect((await admin.call('/money/paymentReports/notFound', { reportId, reason: 'slip_unreadable' }, phMoney.token)).code).toBe(40007)
    const support = await staffSession(t, ['support'])
    expect((await admin.call('/money/paymentReports', {}, support.token)).code).not.toBe(0)
    expect(await t.database.db.select().from(ledgerLines).where(like(ledgerLines.memo, `repayment ${payment.paymentId}`))).toEqual([])
  })
})
