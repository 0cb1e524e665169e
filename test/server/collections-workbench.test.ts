import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { localToday } from '../../contract/market/local-time'
import { auditLog, collectionCases, collectionContacts, loanExtensions, orders, periodConfigs, repayments, schedulePeriods, tickets, users } from '../../server/db/schema'
import { createStaffSession } from '../../server/domain/staff/staff-sessions'
import { adminClient, staffSession } from '../support/staff'
import { DEMO, DEMO_PH, e164, newPhone, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let agent: Awaited<ReturnType<typeof staffSession>>
let phAgent: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  agent = await staffSession(t, ['collections'])
  phAgent = await staffSession(t, ['collections'], { companyId: DEMO_PH.companyId })
})
afterAll(() => t.close())

const DAY = 86_400_000
// Wednesday 2 December 2026, 10:00 in Bangkok and 11:00 in Manila: inside both windows.
const WEDNESDAY = '2026-12-02T03:00:00Z'
let sequence = 0

/** A borrower of `lender` with one period of `owedMinor` unpaid `days` days past its due date at the test clock. */
async function overdueLoan(lender: typeof DEMO, days: number, owedMinor = 1_500_00) {
  const market = lender.companyId === DEMO_PH.companyId ? MARKETS.PH : MARKETS.TH
  const mobile = newPhone(market.code)
  await t.registerUser({ mobile, lender })
  const db = t.database.db
  const [owner] = await db.update(users).set({ realName: `Workbench ${process.pid} ${++sequence}` }).where(eq(users.mobile, e164(mobile))).returning({ id: users.id })
  const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, lender.appId)).limit(1)
  if (!owner || !config) throw new Error('no borrower or period config')
  const [order] = await db
    .insert(orders)
    .values({ userId: owner.id, appId: lender.appId, periodConfigId: config.id, status: 4, principalMinor: 100_00, rate: 0, periods: 1, periodUnit: 'month', quote: {} })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  const dueDate = new Date(Date.parse(localToday(market.timeZone, t.clock.now)) - days * DAY).toISOString().slice(0, 10)
  await db.insert(schedulePeriods).values({ orderId: order.id, period: 1, dueDate, amountMinor: owedMinor, interestMinor: 0 })
  return { orderId: order.id, userId: owner.id, mobile: e164(mobile), companyId: lender.companyId }
}

/** Moves the clock, with new sessions for the agents: a jump of days ends a staff session. */
async function at(iso: string) {
  t.clock.now = new Date(iso)
  for (const staff of [agent, phAgent]) staff.token = await createStaffSession(t.database.db, staff.id, t.clock.now)
}

async function paid(orderId: number, amountMinor: number, paidAt: string) {
  await t.database.db.insert(repayments).values({ id: `pay-${orderId}-${++sequence}`, orderId, amountMinor, status: 'succeeded', createdAt: new Date(paidAt), paidAt: new Date(paidAt) })
}

async function ticket(loan: { userId: number; companyId: number }, category: string, status = 'received') {
  const n = ++sequence + 500_000
  await t.database.db.insert(tickets).values({ companyId: loan.companyId, userId: loan.userId, reference: `TK-2026-${n}`, year: 2026, sequence: n, category, status })
}

const list = async (body: object, token = agent.token) => (await admin.call('/collections/list', body, token)).data.items
const caseOf = async (orderId: number, token = agent.token) => (await admin.call('/collections/case', { orderId }, token)).data
const promise = (orderId: number, promiseDate: string, promiseAmount: number, extra: object = {}) =>
  admin.call('/collections/contact', { orderId, channel: 'call', outcome: 'promised_to_pay', promiseDate, promiseAmount, ...extra }, phAgent.token)

describe('the worklist order', () => {
  it('puts a promise to follow up first, then the later bucket, the larger amount, the longest without contact, and a dispute last', async () => {
    await at(WEDNESDAY)
    const disputed = await overdueLoan(DEMO_PH, 100)
    const older = await overdueLoan(DEMO_PH, 40)
    const larger = await overdueLoan(DEMO_PH, 10, 3_000_00)
    const contacted = await overdueLoan(DEMO_PH, 10)
    const never = await overdueLoan(DEMO_PH, 10)
    const promised = await overdueLoan(DEMO_PH, 3)
    const db = t.database.db
    await db.insert(collectionCases).values({ orderId: disputed.orderId, kind: 'dispute', openedBy: phAgent.id, openedAt: t.clock.now })
    await db.insert(collectionContacts).values({ orderId: contacted.orderId, userId: contacted.userId, staffId: phAgent.id, channel: 'call', target: 'borrower', outcome: 'no_answer', at: new Date('2026-11-30T03:00:00Z') })
    // The promise falls due today in Manila.
    expect((await promise(promised.orderId, '2026-12-02', 100)).code).toBe(0)
    const ours = [disputed, older, larger, contacted, never, promised].map((l) => l.orderId)
    const order = (await list({}, phAgent.token)).map((i) => i.orderId).filter((id) => ours.includes(id))
    expect(order).toEqual([promised.orderId, older.orderId, larger.orderId, never.orderId, contacted.orderId, disputed.orderId])
    const [first] = await list({ query: String(promised.orderId) }, phAgent.token)
    expect(first).toMatchObject({ promise: { state: 'due_today', needsFollowUp: true, amount: 100 }, lastContactAt: t.clock.now.toISOString() })
    expect(first?.contactNow).toMatchObject({ timeZone: 'Asia/Manila', localTime: '11:00', refusedBy: null, weekdays: { from: '06:00', to: '22:00' } })
  })
})

describe('promises to pay, kept or broken by the payments', () => {
  it('is kept by payments made by the end of its day, broken when they fall short, and asks for a follow-up once', async () => {
    await at(WEDNESDAY)
    const keeps = await overdueLoan(DEMO_PH, 5)
    const breaks = await overdueLoan(DEMO_PH, 5)
    expect((await promise(keeps.orderId, '2026-12-09', 700)).code).toBe(0)
    expect((await promise(breaks.orderId, '2026-12-09', 700, { followUpDate: '2026-12-11', note: 'Will pay after payday' })).code).toBe(0)
    await paid(keeps.orderId, 400_00, '2026-12-04T05:00:00Z')
    // 23:30 on 9 December in Manila: still the promised day.
    await paid(keeps.orderId, 300_00, '2026-12-09T15:30:00Z')
    await paid(breaks.orderId, 300_00, '2026-12-05T05:00:00Z')
    // 00:30 on 10 December in Manila: a day late.
    await paid(breaks.orderId, 400_00, '2026-12-09T16:30:00Z')
    // A payment made before the promise does not count toward it.
    await paid(breaks.orderId, 900_00, '2026-12-01T05:00:00Z')

    await at('2026-12-09T03:00:00Z')
    expect((await caseOf(keeps.orderId, phAgent.token)).promises[0]).toMatchObject({ state: 'due_today', paid: 400, needsFollowUp: true })
    await at('2026-12-10T03:00:00Z')
    expect((await caseOf(keeps.orderId, phAgent.token)).promises[0]).toMatchObject({ state: 'kept', paid: 700, needsFollowUp: false, followUpDate: '2026-12-10' })
    const broken = (await caseOf(breaks.orderId, phAgent.token)).promises[0]
    expect(broken).toMatchObject({ state: 'broken', paid: 300, followUpDate: '2026-12-11', needsFollowUp: false })
    await at('2026-12-11T03:00:00Z')
    const due = (await list({ promisesDue: true }, phAgent.token)).map((i) => i.orderId)
    expect(due).toContain(breaks.orderId)
    expect(due).not.toContain(keeps.orderId)
    expect((await admin.call('/collections/contact', { orderId: breaks.orderId, channel: 'call', outcome: 'no_answer' }, phAgent.token)).code).toBe(0)
    expect((await caseOf(breaks.orderId, phAgent.token)).promises[0]).toMatchObject({ state: 'broken', needsFollowUp: false })
    expect((await list({ promisesDue: true }, phAgent.token)).map((i) => i.orderId)).not.toContain(breaks.orderId)
  })

  it('keeps the note of each contact for the timeline and refuses a follow-up before the promised day', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 5)
    expect((await promise(loan.orderId, '2026-12-09', 700, { followUpDate: '2026-12-08' })).code).toBe(10004)
    const noted = await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'hardship', note: 'Lost her job in November.\nAsks for smaller payments.' }, phAgent.token)
    expect(noted.code).toBe(0)
    expect((await caseOf(loan.orderId, phAgent.token)).contacts[0]).toMatchObject({ outcome: 'hardship', note: 'Lost her job in November.\nAsks for smaller payments.', staffName: phAgent.name })
    const bad = await admin.raw('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'reached', note: 'x'.repeat(1001) }, phAgent.token)
    expect(bad.status).toBe(200)
    expect(bad.code).not.toBe(0)
  })
})

describe('the allowed hours, before acting and in a refusal', () => {
  it("names Bangkok's hours when a call at 07:59 is refused, and says so on the case before", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 5)
    await at('2026-12-02T00:59:00Z')
    expect((await caseOf(loan.orderId)).contactNow).toMatchObject({ timeZone: 'Asia/Bangkok', localTime: '07:59', refusedBy: 'outsideHours', maxPerDay: 1 })
    const refused = await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'no_answer' }, agent.token)
    expect(refused).toMatchObject({
      code: 40070,
      msg: "Outside the contact hours the rules allow in the borrower's time zone: 08:00–20:00 on weekdays, 08:00–18:00 at weekends and on public holidays (Asia/Bangkok); it is 07:59 there now",
    })
    const reveal = await admin.call('/collections/reveal', { orderId: loan.orderId }, agent.token)
    expect(reveal.code).toBe(40070)
    expect(reveal.msg).toContain('08:00–20:00 on weekdays')
  })

  it("names Manila's hours when a call at 22:00 is refused", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 5)
    await at('2026-12-02T14:00:00Z')
    expect((await caseOf(loan.orderId, phAgent.token)).contactNow).toMatchObject({ timeZone: 'Asia/Manila', localTime: '22:00', refusedBy: 'outsideHours', maxPerDay: null })
    const refused = await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'no_answer' }, phAgent.token)
    expect(refused.code).toBe(40070)
    expect(refused.msg).toBe(
      "Outside the contact hours the rules allow in the borrower's time zone: 06:00–22:00 on weekdays, 06:00–22:00 at weekends and on public holidays (Asia/Manila); it is 22:00 there now",
    )
  })

  it("names Bangkok's one contact a day once it is made", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 5)
    expect((await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'no_answer' }, agent.token)).code).toBe(0)
    expect((await list({ query: String(loan.orderId) }))[0]?.contactNow.refusedBy).toBe('dailyLimit')
    const again = await admin.call('/collections/reveal', { orderId: loan.orderId }, agent.token)
    expect(again).toMatchObject({ code: 40071, msg: 'The rules allow 1 contact a day about this debt, and it was made today (Asia/Bangkok)' })
  })
})

describe('reveal and dial', () => {
  it('answers the full number inside the hours and logs who revealed it when; the case keeps it masked', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 5)
    expect((await caseOf(loan.orderId)).mobileMasked).toBe(`••••${loan.mobile.slice(-4)}`)
    const revealed = await admin.call('/collections/reveal', { orderId: loan.orderId }, agent.token)
    expect(revealed).toMatchObject({ code: 0, data: { mobile: loan.mobile } })
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(loan.userId))))
      .orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({ action: 'reveal', staffId: agent.id, after: { field: 'mobile', orderId: loan.orderId }, at: t.clock.now })
    const shown = await caseOf(loan.orderId)
    expect(shown.reveals).toEqual([{ at: t.clock.now.toISOString(), staffName: agent.name }])
    expect(JSON.stringify(shown)).not.toContain(loan.mobile)
  })

  it('refuses to reveal under a dispute, logging the refusal, and refuses staff without the collections role', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 5)
    await t.database.db.insert(collectionCases).values({ orderId: loan.orderId, kind: 'dispute', openedBy: agent.id, openedAt: t.clock.now })
    expect((await admin.call('/collections/reveal', { orderId: loan.orderId }, agent.token)).code).toBe(40072)
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(loan.orderId)))).orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({ action: 'collections_reveal_refused', staffId: agent.id, after: { refusedBy: 'disputed' } })
    const reviewer = await staffSession(t, ['reviewer', 'support'])
    expect((await admin.call('/collections/reveal', { orderId: loan.orderId }, reviewer.token)).code).toBe(401)
  })
})

describe('hardship and dispute flags', () => {
  it("come from the borrower's open hardship and dispute tickets, their extensions and open cases; a complaint raises none", async () => {
    await at(WEDNESDAY)
    const fromTickets = await overdueLoan(DEMO, 5)
    await ticket(fromTickets, 'hardship')
    await ticket(fromTickets, 'dispute', 'in_progress')
    const complained = await overdueLoan(DEMO, 5)
    await ticket(complained, 'complaint')
    const closed = await overdueLoan(DEMO, 5)
    await ticket(closed, 'hardship', 'closed')
    await ticket(closed, 'repayment')
    const extended = await overdueLoan(DEMO, 5)
    await t.database.db.insert(loanExtensions).values({ orderId: extended.orderId, period: 1, days: 7, feeMinor: 50_00, fromDueDate: '2026-11-20', toDueDate: '2026-11-27', at: new Date('2026-11-19T03:00:00Z') })
    const kinds = async (orderId: number) => (await list({ query: String(orderId) }))[0]?.flags.map((f) => `${f.kind}:${f.source}`).sort()
    expect(await kinds(fromTickets.orderId)).toEqual(['dispute:ticket', 'hardship:ticket'])
    expect(await kinds(closed.orderId)).toEqual([])
    expect(await kinds(complained.orderId)).toEqual([])
    expect(await kinds(extended.orderId)).toEqual(['hardship:extension'])
    expect((await caseOf(extended.orderId)).flags).toEqual([{ kind: 'hardship', source: 'extension', at: '2026-11-19T03:00:00.000Z' }])
    expect((await admin.call('/collections/contact', { orderId: closed.orderId, channel: 'call', outcome: 'hardship' }, agent.token)).code).toBe(0)
    expect((await caseOf(closed.orderId)).flags.map((f) => `${f.kind}:${f.source}`)).toEqual(['hardship:case'])
  })
})

describe("the case's schedule", () => {
  it("is the borrower view's schedule: owed and overdue on the borrower's calendar", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 10)
    const schedule = (await caseOf(loan.orderId)).schedule
    expect(schedule).toEqual([{ period: 1, dueDate: '2026-11-22', amount: 1_500, paid: 0, owed: 1_500, state: 'overdue' }])
    const view = (await admin.call('/borrowers/view', { orderId: loan.orderId }, agent.token)).data
    expect(view.loans.find((l) => l.orderId === loan.orderId)?.schedule).toEqual(schedule)
  })
})

describe('tenancy', () => {
  it("shows, reveals and flags nothing of another lender's loans", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 5)
    await ticket(loan, 'hardship')
    expect((await list({}, phAgent.token)).map((i) => i.orderId)).not.toContain(loan.orderId)
    expect((await admin.call('/collections/reveal', { orderId: loan.orderId }, phAgent.token)).code).toBe(40007)
    expect((await admin.call('/collections/case', { orderId: loan.orderId }, phAgent.token)).code).toBe(40007)
    const logged = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(loan.userId))))
    expect(logged).toEqual([])
  })
})
