// A borrower with a loan in every state the borrower view shows, written straight to the tables
// (as the collections tests do): a schedule `days` past due, money out and in, a waiver, a
// collection contact with a promise, a ticket, a fraud hit and the bureau's answer.
import { eq } from 'drizzle-orm'
import { MARKETS } from '../../contract/market'
import { localToday } from '../../contract/market/local-time'
import { auditLog, bureauInquiries, collectionContacts, disbursements, ledgerLines, orders, periodConfigs, promisesToPay, repayments, schedulePeriods, tickets, users } from '../../server/db/schema'
import { fraudHits } from '../../server/db/schema'
import { DEMO, DEMO_PH, e164, newPhone, type TestApp } from './test-app'

const DAY = 86_400_000
let made = 0

export async function borrowerWithHistory(t: TestApp, options: { days: number; staffId: number; lender?: typeof DEMO; realName?: string }) {
  const lender = options.lender ?? DEMO
  const market = lender.companyId === DEMO_PH.companyId ? MARKETS.PH : MARKETS.TH
  const n = ++made
  const realName = options.realName ?? `Kanya Viewtest${process.pid}x${n}`
  const mobile = newPhone(market.code)
  await t.registerUser({ mobile, lender })
  const db = t.database.db
  const [owner] = await db.update(users).set({ realName, cardNo: '123456789012', bankName: 'KBANK' }).where(eq(users.mobile, e164(mobile))).returning({ id: users.id })
  const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, lender.appId)).limit(1)
  if (!owner || !config) throw new Error('no borrower or period config')
  const [order] = await db
    .insert(orders)
    .values({ userId: owner.id, appId: lender.appId, periodConfigId: config.id, status: 4, principalMinor: 3_000_00, rate: 0, periods: 2, periodUnit: 'month', quote: {} })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  const orderId = order.id
  const today = localToday(market.timeZone, t.clock.now)
  const dayOffset = (d: number) => new Date(Date.parse(today) + d * DAY).toISOString().slice(0, 10)
  const now = t.clock.now
  await db.insert(schedulePeriods).values([
    { orderId, period: 1, dueDate: dayOffset(-options.days), amountMinor: 1_600_00, interestMinor: 100_00, paidMinor: 500_00, status: 2 },
    { orderId, period: 2, dueDate: dayOffset(30 - options.days), amountMinor: 1_600_00, interestMinor: 100_00 },
  ])
  await db.insert(disbursements).values({ orderId, amountMinor: 3_000_00, bankName: 'KBANK', cardNo: '123456789012', status: 'succeeded', createdAt: new Date(now.getTime() - (options.days + 31) * DAY), settledAt: new Date(now.getTime() - (options.days + 31) * DAY) })
  await db.insert(repayments).values({ id: `view-pay-${process.pid}-${n}`, orderId, amountMinor: 500_00, status: 'succeeded', method: 'qr', createdAt: new Date(now.getTime() - 5 * DAY), paidAt: new Date(now.getTime() - 5 * DAY) })
  await db.insert(ledgerLines).values([
    { entryId: `view-${process.pid}-${n}-a`, orderId, memo: 'disbursed', account: 'receivable', amountMinor: 3_200_00, at: now },
    { entryId: `view-${process.pid}-${n}-b`, orderId, memo: 'paid', account: 'receivable', amountMinor: -500_00, at: now },
    { entryId: `view-${process.pid}-${n}-c`, orderId, memo: 'credit', account: 'borrower_credit', amountMinor: -20_00, at: now },
  ])
  await db.insert(auditLog).values({ staffId: options.staffId, action: 'waive_charges', recordType: 'order', recordId: String(orderId), after: { orderId, period: 2, amountMinor: 50_00, reason: 'hardship', outstandingAfterMinor: 2_650_00 }, at: now })
  const [contact] = await db
    .insert(collectionContacts)
    .values({ orderId, userId: owner.id, staffId: options.staffId, channel: 'call', target: 'borrower', outcome: 'promised_to_pay', at: new Date(now.getTime() - DAY) })
    .returning({ id: collectionContacts.id })
  if (!contact) throw new Error('no contact')
  await db.insert(promisesToPay).values({ orderId, contactId: contact.id, promisedDate: dayOffset(3), amountMinor: 1_100_00, at: new Date(now.getTime() - DAY) })
  await db.insert(tickets).values({ companyId: lender.companyId, userId: owner.id, reference: `TK-2026-9${String(process.pid).slice(-3)}${n}`, year: 2026, sequence: 900_000 + n, category: 'hardship', status: 'received' })
  await db.insert(fraudHits).values({ companyId: lender.companyId, userId: owner.id, orderId, signal: 'shared_device', evidence: { accounts: 3 } })
  await db.insert(bureauInquiries).values({
    orderId,
    userId: owner.id,
    companyId: lender.companyId,
    status: 'answered',
    provider: 'sandbox',
    idempotencyKey: `view-${process.pid}-${n}`,
    reference: `NCB-${n}`,
    answer: { fileFound: true, accounts: [{ lender: 'KTC', kind: 'revolving', openedOn: '2024-01-01', limitMinor: 50_000_00, balanceMinor: 12_000_00, instalmentMinor: 1_200_00, pastDueMinor: 0, worstDaysPastDue: 0 }], inquiriesLast6Months: 2 },
    requestedAt: new Date(now.getTime() - (options.days + 40) * DAY),
    answeredAt: new Date(now.getTime() - (options.days + 40) * DAY),
  })
  return { userId: owner.id, orderId, mobile, realName }
}
