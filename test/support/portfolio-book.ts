// The hand-computed small book of the portfolio figures, written straight to the tables in
// both markets: test/server/admin-reports.test.ts works each figure out from it by hand.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { collectionContacts, orderTransitions, orders, periodConfigs, promisesToPay, repayments, schedulePeriods, users } from '../../server/db/schema'
import { postEntry } from '../../server/domain/money/ledger'
import { DEMO, DEMO_PH, e164, type TestApp } from './test-app'

/** The day the figures are asked on: everything in the book has happened by then. */
export const BOOK_NOW = '2026-11-15T03:00:00Z'
export const TH = { ...DEMO, zone: '+07:00' }
export const PH = { ...DEMO_PH, zone: '+08:00' }
type Lender = typeof TH

/** Local noon of a market day, as an instant. */
export const noon = (lender: Lender, day: string) => new Date(`${day}T12:00:00${lender.zone}`)
export const B = (major: number) => major * 100

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = []
  for (let d = new Date(`${first}T00:00:00Z`); d <= new Date(`${last}T00:00:00Z`); d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10))
  return days
}

type Period = { due: string; amount: number; interest: number }
type Payment = { at: Date; principal: number; interest: number }
type LoanPlan = { appId: number; disbursedOn: string; principal: number; periods: Period[]; payments?: Payment[]; settledAt?: Date; writtenOffOn?: string }

/** A Philippine borrower as the identity and profile steps leave them: a TIN, an address, a surname with its particle. */
const philippineIdentity = (n: number) => ({
  realName: `Maria Borrower${n} dela Cruz`,
  idType: 'ph_tin',
  identity: `12345678${n}`,
  birthday: '1990-04-02',
  sex: 2,
  address: '12 Mabini St., Brgy. San Roque',
  provinceCity: 'Metro Manila,Quezon City',
})

async function bookLoan(t: TestApp, borrowers: number, lender: Lender, plan: LoanPlan) {
  const db = t.database.db
  const mobile = lender === TH ? `08${String(10_000_000 + borrowers).padStart(8, '0')}` : `0917${String(1_000_000 + borrowers)}`
  await t.registerUser({ mobile, lender })
  const [owner] = await db
    .update(users)
    .set(lender === TH ? { realName: `Borrower ${borrowers}`, idType: 'national_id', identity: `ID${borrowers}`, birthday: '1990-04-02', sex: 1 } : philippineIdentity(borrowers))
    .where(eq(users.mobile, e164(mobile)))
    .returning({ id: users.id })
  const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, plan.appId)).limit(1)
  if (!owner || !config) throw new Error('no borrower or period config')
  const interest = plan.periods.reduce((acc, p) => acc + p.interest, 0)
  const settled = plan.settledAt !== undefined
  const [order] = await db
    .insert(orders)
    .values({ userId: owner.id, appId: plan.appId, periodConfigId: config.id, status: settled ? 10 : plan.writtenOffOn ? 13 : 4, principalMinor: plan.principal, rate: 0, periods: plan.periods.length, periodUnit: 'month', quote: {} })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  const paidOut = noon(lender, plan.disbursedOn)
  await postEntry(db, order.id, `payout ${order.id}`, [{ account: 'receivable', amountMinor: plan.principal }, { account: 'cash', amountMinor: -plan.principal }], paidOut)
  await postEntry(db, order.id, `interest on payout ${order.id}`, [{ account: 'receivable', amountMinor: interest }, { account: 'interest_income', amountMinor: -interest }], paidOut)
  let paid = 0
  for (const payment of plan.payments ?? []) {
    const amount = payment.principal + payment.interest
    paid += amount
    const id = randomUUID()
    await db.insert(repayments).values({ id, orderId: order.id, amountMinor: amount, status: 'succeeded', createdAt: payment.at, paidAt: payment.at, principalMinor: payment.principal, interestMinor: payment.interest })
    await postEntry(db, order.id, `repayment ${id}`, [{ account: 'cash', amountMinor: amount }, { account: 'receivable', amountMinor: -amount }], payment.at)
  }
  let left = paid
  await db.insert(schedulePeriods).values(
    plan.periods.map((p, i) => {
      const paidMinor = Math.min(left, p.amount)
      left -= paidMinor
      return { orderId: order.id, period: i + 1, dueDate: p.due, amountMinor: p.amount, interestMinor: p.interest, paidMinor, status: paidMinor === p.amount ? 1 : 0 }
    }),
  )
  if (plan.settledAt) await db.insert(orderTransitions).values({ orderId: order.id, fromStatus: 4, toStatus: 10, actor: 'payout', at: plan.settledAt })
  if (plan.writtenOffOn) {
    const at = noon(lender, plan.writtenOffOn)
    const receivable = plan.principal + interest - paid
    await postEntry(db, order.id, `write-off ${order.id}`, [{ account: 'loss', amountMinor: receivable }, { account: 'receivable', amountMinor: -receivable }], at)
    await db.insert(orderTransitions).values({ orderId: order.id, fromStatus: 4, toStatus: 13, actor: 'staff:1', at })
  }
  return { orderId: order.id, userId: owner.id }
}

async function promise(t: TestApp, loan: { orderId: number; userId: number }, staffId: number, madeAt: Date, promisedDate: string, amount: number) {
  const db = t.database.db
  const [contact] = await db.insert(collectionContacts).values({ orderId: loan.orderId, userId: loan.userId, staffId, channel: 'call', target: 'borrower', outcome: 'promised_to_pay', at: madeAt }).returning({ id: collectionContacts.id })
  if (!contact) throw new Error('no contact')
  await db.insert(promisesToPay).values({ orderId: loan.orderId, contactId: contact.id, promisedDate, amountMinor: amount, at: madeAt })
}

const one = (due: string, principal: number, interest: number): Period[] => [{ due, amount: principal + interest, interest }]
export type Book = Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'H' | 'P1' | 'P2', { orderId: number; userId: number }>

/** Books the loans of both markets; `thStaffId` is the Thai agent who took the promises to pay. */
export async function bookPortfolio(t: TestApp, thStaffId: number): Promise<Book> {
  let borrowers = 0
  const loan = (lender: Lender, plan: LoanPlan) => bookLoan(t, ++borrowers, lender, plan)
  // Thailand (Asia/Bangkok), in baht. "dpd" is days past due at the end of 31 October.
  const A = await loan(TH, {
    // 9,000 in three periods of 3,000 + 300; the first paid on time, the second (due 1 Oct) not: dpd 30.
    appId: 1,
    disbursedOn: '2026-08-01',
    principal: B(9_000),
    periods: ['2026-09-01', '2026-10-01', '2026-11-01'].map((due) => ({ due, amount: B(3_300), interest: B(300) })),
    // The 100 paid at 00:30 on 1 November in Bangkok (17:30Z on 31 October) belongs to November.
    payments: [{ at: noon(TH, '2026-09-01'), principal: B(3_000), interest: B(300) }, { at: new Date('2026-10-31T17:30:00Z'), principal: B(100), interest: 0 }],
  })
  // 5,000 + 500 due 15 October; 1,000 of principal paid on 20 October: outstanding 4,000, dpd 16.
  const Bl = await loan(TH, { appId: 1, disbursedOn: '2026-09-15', principal: B(5_000), periods: one('2026-10-15', B(5_000), B(500)), payments: [{ at: noon(TH, '2026-10-20'), principal: B(1_000), interest: 0 }] })
  // Jackey Mini: 4,000 paid out on 5 October, nothing due yet: dpd 0.
  const C = await loan(TH, { appId: 2, disbursedOn: '2026-10-05', principal: B(4_000), periods: ['2026-11-05', '2026-12-05'].map((due) => ({ due, amount: B(2_200), interest: B(200) })) })
  // 2,000 + 200 due 1 June, never paid: dpd 152 at the end of October, 121 at the end of September.
  const D = await loan(TH, { appId: 1, disbursedOn: '2026-05-01', principal: B(2_000), periods: one('2026-06-01', B(2_000), B(200)) })
  // Written off on 20 August: out of the book.
  const E = await loan(TH, { appId: 1, disbursedOn: '2026-01-10', principal: B(3_000), periods: one('2026-02-10', B(3_000), B(300)), writtenOffOn: '2026-08-20' })
  // Settled on 30 September, and on 9 October: no longer outstanding.
  const F = await loan(TH, { appId: 1, disbursedOn: '2026-09-01', principal: B(1_000), periods: one('2026-10-01', B(1_000), B(100)), payments: [{ at: noon(TH, '2026-09-30'), principal: B(1_000), interest: B(100) }], settledAt: noon(TH, '2026-09-30') })
  const H = await loan(TH, { appId: 1, disbursedOn: '2026-09-10', principal: B(1_000), periods: one('2026-10-10', B(1_000), B(100)), payments: [{ at: noon(TH, '2026-10-09'), principal: B(1_000), interest: B(100) }], settledAt: noon(TH, '2026-10-09') })
  // Promises falling due in October: B's 1,000 by 20 October (kept: 1,000 paid that day), A's 3,300 by 25 October (not kept).
  await promise(t, Bl, thStaffId, noon(TH, '2026-10-16'), '2026-10-20', B(1_000))
  await promise(t, A, thStaffId, noon(TH, '2026-10-18'), '2026-10-25', B(3_300))
  // The Philippines (Asia/Manila), in pesos: 8,000 in two periods of 4,000 + 400, the first (due 1 Oct) unpaid: dpd 30; 2,000 current.
  const P1 = await loan(PH, { appId: 3, disbursedOn: '2026-09-01', principal: B(8_000), periods: ['2026-10-01', '2026-11-01'].map((due) => ({ due, amount: B(4_400), interest: B(400) })) })
  const P2 = await loan(PH, { appId: 4, disbursedOn: '2026-10-20', principal: B(2_000), periods: one('2026-11-20', B(2_000), B(200)) })
  return { A, B: Bl, C, D, E, F, H, P1, P2 }
}
