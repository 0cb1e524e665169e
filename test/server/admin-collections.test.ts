import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localToday } from '../../contract/market/local-time'
import { MARKETS } from '../../contract/market'
import { auditLog, emergencyContacts, orders, periodConfigs, reminders, schedulePeriods, smsMessages, userNameStarts, users } from '../../server/db/schema'
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
let names = 0

/** A borrower of `lender` with one period unpaid `days` days past its due date at the test clock, written straight to the tables. */
async function overdueLoan(lender: typeof DEMO, days: number, realName = `Borrower ${process.pid} ${++names}x`) {
  const market = lender.companyId === DEMO_PH.companyId ? MARKETS.PH : MARKETS.TH
  const mobile = newPhone(market.code)
  await t.registerUser({ mobile, lender })
  const db = t.database.db
  const [owner] = await db.update(users).set({ realName }).where(eq(users.mobile, e164(mobile))).returning({ id: users.id })
  const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, lender.appId)).limit(1)
  if (!owner || !config) throw new Error('no borrower or period config')
  const [order] = await db
    .insert(orders)
    .values({ userId: owner.id, appId: lender.appId, periodConfigId: config.id, status: 4, principalMinor: 100_00, rate: 0, periods: 1, periodUnit: 'month', quote: {} })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  const today = localToday(market.timeZone, t.clock.now)
  const dueDate = new Date(Date.parse(today) - days * DAY).toISOString().slice(0, 10)
  await db.insert(schedulePeriods).values({ orderId: order.id, period: 1, dueDate, amountMinor: 1_500_00, interestMinor: 0 })
  await db.insert(emergencyContacts).values([
    { userId: owner.id, position: 1, name: 'Mali', relation: 'Sister', mobile: e164(newPhone(market.code)) },
    { userId: owner.id, position: 2, name: 'Niran', relation: 'Friend', mobile: e164(newPhone(market.code)) },
  ])
  return { orderId: order.id, userId: owner.id, mobile, realName }
}

/** Moves the clock, with new sessions for the agents: a jump of days ends a staff session. */
async function at(iso: string) {
  t.clock.now = new Date(iso)
  for (const staff of [agent, phAgent]) staff.token = await createStaffSession(t.database.db, staff.id, t.clock.now)
}
const call = (orderId: number, token = agent.token) => admin.call('/collections/contact', { orderId, channel: 'call', outcome: 'no_answer' }, token)

describe('the collections list', () => {
  it('counts loans per bucket and lists those of one bucket, oldest first', async () => {
    await at(WEDNESDAY)
    const before = (await admin.call('/collections/list', {}, agent.token)).data.counts
    const loans = await Promise.all([1, 7, 8, 30, 31, 60, 61, 90, 91].map((days) => overdueLoan(DEMO, days)))
    const { data } = await admin.call('/collections/list', {}, agent.token)
    expect(data.counts['1-7'] - before['1-7']).toBe(2)
    expect(data.counts['8-30'] - before['8-30']).toBe(2)
    expect(data.counts['31-60'] - before['31-60']).toBe(2)
    expect(data.counts['61-90'] - before['61-90']).toBe(2)
    expect(data.counts['90+'] - before['90+']).toBe(1)
    const bucket = (await admin.call('/collections/list', { bucket: '8-30' }, agent.token)).data.items
    const ours = bucket.filter((i) => loans.some((l) => l.orderId === i.orderId))
    expect(ours.map((i) => i.daysPastDue)).toEqual([30, 8])
    expect(ours[0]).toMatchObject({ bucket: '8-30', overdue: 1_500, assignee: null, paused: false })
    expect(JSON.stringify(bucket)).not.toContain(loans[0]?.mobile.slice(1))
  })

  it('finds a loan by name, phone number or order id, and nothing of another lender', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 5)
    for (const query of [loan.realName, loan.realName.slice(0, -1).toLowerCase(), loan.mobile, String(loan.orderId)]) {
      const { data } = await admin.call('/collections/list', { query }, agent.token)
      expect(data.items.map((i) => i.orderId), query).toEqual([loan.orderId])
    }
    expect((await admin.call('/collections/list', { query: loan.realName }, phAgent.token)).data.items).toEqual([])
    expect((await admin.call('/collections/list', { query: '100%_' }, agent.token)).data.items).toEqual([])
  })

  it('finds a name by the start of any of its words, in Thai and Philippine names, and follows a renamed borrower', async () => {
    await at(WEDNESDAY)
    const uid = `${process.pid}${++names}`
    const th = await overdueLoan(DEMO, 5, `สมชาย${uid} ใจดี${uid}`)
    const ph = await overdueLoan(DEMO_PH, 5, `Maria${uid} Dela Cruz${uid}`)
    const found = async (query: string, token: string) => (await admin.call('/collections/list', { query }, token)).data.items.map((i) => i.orderId)
    for (const query of [`ใจดี${uid}`, `สมชาย${uid}   ใจ`, ` สมชาย${uid} `]) expect(await found(query, agent.token), query).toEqual([th.orderId])
    for (const query of [`dela cruz${uid}`, `CRUZ${uid}`, `maria${uid} dela`]) expect(await found(query, phAgent.token), query).toEqual([ph.orderId])
    // Inside a word, or the words out of order: not a start of the name read on from a word.
    for (const query of [`มชาย${uid}`, `ใจดี${uid} สมชาย${uid}`]) expect(await found(query, agent.token), query).toEqual([])
    expect(await found(`ruz${uid}`, phAgent.token)).toEqual([])
    await t.database.db.update(users).set({ realName: `Renamed${uid} Person` }).where(eq(users.id, ph.userId))
    expect(await found(`maria${uid}`, phAgent.token)).toEqual([])
    expect(await found(`renamed${uid}`, phAgent.token)).toEqual([ph.orderId])
  })

  it('indexes the names of borrowers written many at once, as an import or the scale bench writes them', async () => {
    const uid = `${process.pid}${++names}`
    const db = t.database.db
    const written = await db
      .insert(users)
      .values([1, 2].map((n) => ({ companyId: DEMO.companyId, appId: DEMO.appId, mobile: e164(newPhone('TH')), passwordHash: 'x', realName: `Kanya${uid} Srisuk${uid}${n}` })))
      .returning({ id: users.id })
    const starts = await db.select({ nameFrom: userNameStarts.nameFrom }).from(userNameStarts).where(inArray(userNameStarts.userId, written.map((w) => w.id)))
    expect(starts.map((s) => s.nameFrom).sort()).toEqual([`kanya${uid} srisuk${uid}1`, `kanya${uid} srisuk${uid}2`, `srisuk${uid}1`, `srisuk${uid}2`])
  })

  it('assigns a loan to me or another agent, lists mine, and refuses anyone without the role', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 12)
    const other = await staffSession(t, ['collections'])
    const reviewer = await staffSession(t, ['reviewer'])
    expect((await admin.call('/collections/assign', { orderId: loan.orderId, staffId: agent.id }, agent.token)).code).toBe(0)
    const mine = (await admin.call('/collections/list', { mine: true }, agent.token)).data
    expect(mine.items.map((i) => i.orderId)).toContain(loan.orderId)
    expect(mine.agents.map((a) => a.id)).toEqual(expect.arrayContaining([agent.id, other.id]))
    expect(mine.agents.map((a) => a.id)).not.toContain(reviewer.id)
    await admin.call('/collections/assign', { orderId: loan.orderId, staffId: other.id }, agent.token)
    expect((await admin.call('/collections/list', { mine: true }, other.token)).data.items.map((i) => i.orderId)).toContain(loan.orderId)
    expect((await admin.call('/collections/assign', { orderId: loan.orderId, staffId: reviewer.id }, agent.token)).code).toBe(40007)
    expect((await admin.call('/collections/assign', { orderId: loan.orderId, staffId: phAgent.id }, agent.token)).code).toBe(40007)
    expect((await admin.call('/collections/assign', { orderId: loan.orderId, staffId: null }, agent.token)).code).toBe(0)
    expect((await admin.call('/collections/case', { orderId: loan.orderId }, agent.token)).data.assignee).toBeNull()
    expect((await admin.call('/collections/list', {}, reviewer.token)).code).toBe(401)
  })
})

describe("contacts inside and outside Thailand's window", () => {
  it('logs a call at 08:00 and 19:59 Bangkok time and refuses one at 07:59 and 20:00, logging the refusal', async () => {
    await at(WEDNESDAY)
    const loans = await Promise.all([1, 2, 3, 4].map(() => overdueLoan(DEMO, 3)))
    const [a, b, c, d] = loans.map((l) => l.orderId) as [number, number, number, number]
    await at('2026-12-02T00:59:00Z')
    expect((await call(a)).code).toBe(40070)
    await at('2026-12-02T01:00:00Z')
    expect((await call(b)).code).toBe(0)
    await at('2026-12-02T12:59:00Z')
    expect((await call(c)).code).toBe(0)
    await at('2026-12-02T13:00:00Z')
    const refused = await call(d)
    expect(refused).toMatchObject({ code: 40070, msg: expect.stringMatching(/^Outside the contact hours the rules allow in the borrower's time zone: 08:00–20:00 on weekdays/) })
    const { data } = await admin.call('/collections/case', { orderId: d }, agent.token)
    expect(data.contacts).toEqual([expect.objectContaining({ channel: 'call', outcome: null, refusedBy: 'outsideHours', staffName: agent.name })])
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(d)))).orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({ action: 'collections_contact_refused', staffId: agent.id, after: expect.objectContaining({ refusedBy: 'outsideHours' }) })
  })

  it('closes at 18:00 on a Saturday', async () => {
    // Saturday 5 December 2026, also King Bhumibol's birthday.
    await at('2026-12-05T11:00:00Z')
    const loan = await overdueLoan(DEMO, 3)
    expect((await call(loan.orderId)).code).toBe(40070)
    const other = await overdueLoan(DEMO, 3)
    await at('2026-12-12T10:59:00Z')
    expect((await call(other.orderId)).code).toBe(0)
    await at('2026-12-12T11:00:00Z')
    expect((await call(loan.orderId)).code).toBe(40070)
  })

  it('allows one contact a Bangkok day, counting the borrower and their emergency contacts, and again the next day', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 20)
    expect((await call(loan.orderId)).code).toBe(0)
    await at('2026-12-02T12:59:00Z')
    expect((await call(loan.orderId)).code).toBe(40071)
    // 01:00 UTC on Thursday is 08:00 in Bangkok: a new day.
    await at('2026-12-03T01:00:00Z')
    expect((await call(loan.orderId)).code).toBe(0)
    const { data } = await admin.call('/collections/case', { orderId: loan.orderId }, agent.token)
    expect(data.contacts.map((c) => c.refusedBy)).toEqual([null, 'dailyLimit', null])
  })
  it('counts a late reminder sent that Bangkok day toward the one contact, and not an earlier reminder before the due date', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 3)
    const reminded = (kind: string, sentAt: Date) => ({ userId: loan.userId, orderId: loan.orderId, period: 1, kind, occasion: `${kind}-test`, status: 'sent', channel: 'sms', createdAt: sentAt, sentAt })
    await t.database.db.insert(reminders).values(reminded('dueIn1', new Date('2026-12-02T02:00:00Z')))
    const other = await overdueLoan(DEMO, 3)
    await t.database.db.insert(reminders).values({ ...reminded('late3', new Date('2026-12-02T01:30:00Z')), userId: other.userId, orderId: other.orderId })
    expect((await call(loan.orderId)).code).toBe(0)
    expect((await call(other.orderId)).code).toBe(40071)
  })
})

describe("contacts inside and outside the Philippines' window", () => {
  it('refuses before 06:00 and from 22:00 Manila time, with no daily number, unless 15 days overdue are passed', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 15)
    const late = await overdueLoan(DEMO_PH, 16)
    await at('2026-12-01T21:59:00Z')
    expect((await call(loan.orderId, phAgent.token)).code).toBe(40070)
    await at('2026-12-01T22:00:00Z')
    expect((await call(loan.orderId, phAgent.token)).code).toBe(0)
    await at('2026-12-02T13:59:00Z')
    expect((await call(loan.orderId, phAgent.token)).code).toBe(0)
    expect((await call(loan.orderId, phAgent.token)).code).toBe(0)
    await at('2026-12-02T14:00:00Z')
    expect((await call(loan.orderId, phAgent.token)).code).toBe(40070)
    expect((await call(late.orderId, phAgent.token)).code).toBe(0)
  })
})

describe('templates', () => {
  it("sends an SMS only from a template of the catalogue, filled in the market's first language", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 4)
    const sms = { orderId: loan.orderId, channel: 'sms' as const, outcome: 'no_answer' as const }
    expect((await admin.call('/collections/contact', sms, phAgent.token)).code).toBe(40074)
    expect((await admin.call('/collections/contact', { ...sms, templateId: 'pay_or_else' }, phAgent.token)).code).toBe(40074)
    expect((await admin.call('/collections/contact', { ...sms, templateId: 'emergency_call_back' }, phAgent.token)).code).toBe(40074)
    // The promise template has no promise to fill in.
    expect((await admin.call('/collections/contact', { ...sms, templateId: 'promise_noted' }, phAgent.token)).code).toBe(40075)
    const sent = await admin.call('/collections/contact', { ...sms, templateId: 'payment_reminder' }, phAgent.token)
    expect(sent.code).toBe(0)
    expect(sent.data.sent).toMatch(/^Jackey Peso: your payment of ₱1,500\.00 was due on \d{4}-\d{2}-\d{2}\./)
    const [text] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.mobile, e164(loan.mobile)), eq(smsMessages.purpose, 'collections')))
    expect(text).toMatchObject({ purpose: 'collections', status: 'delivered', maskedText: sent.data.sent })
  })

  it('records a promise to pay with its date and amount, and refuses one without them', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 4)
    const body = { orderId: loan.orderId, channel: 'call' as const, outcome: 'promised_to_pay' as const }
    expect((await admin.call('/collections/contact', body, phAgent.token))).toMatchObject({ code: 10004, status: 200 })
    expect((await admin.call('/collections/contact', { ...body, promiseDate: '2026-12-09', promiseAmount: 700 }, phAgent.token)).code).toBe(0)
    const { data } = await admin.call('/collections/case', { orderId: loan.orderId }, phAgent.token)
    expect(data.promises).toEqual([expect.objectContaining({ promisedDate: '2026-12-09', amount: 700, staffName: phAgent.name })])
  })
})

describe('a disputed debt', () => {
  it('pauses every contact until staff resolve the dispute', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 9)
    expect((await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'disputes_debt' }, phAgent.token)).code).toBe(0)
    t.clock.advance(60_000)
    expect((await call(loan.orderId, phAgent.token)).code).toBe(40072)
    const listed = (await admin.call('/collections/list', { query: String(loan.orderId) }, phAgent.token)).data.items[0]
    expect(listed?.paused).toBe(true)
    const { data } = await admin.call('/collections/case', { orderId: loan.orderId }, phAgent.token)
    const dispute = data.cases.find((c) => c.kind === 'dispute')
    if (!dispute) throw new Error('no dispute')
    expect((await admin.call('/collections/resolveCase', { caseId: dispute.id }, agent.token)).code).toBe(40007)
    expect((await admin.call('/collections/resolveCase', { caseId: dispute.id }, phAgent.token)).code).toBe(0)
    expect((await call(loan.orderId, phAgent.token)).code).toBe(0)
    expect((await admin.call('/collections/resolveCase', { caseId: dispute.id }, phAgent.token)).code).toBe(40007)
  })

  it('opens a restructuring case from hardship without pausing contacts', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 9)
    await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'hardship' }, phAgent.token)
    const { data } = await admin.call('/collections/case', { orderId: loan.orderId }, phAgent.token)
    expect(data.cases).toEqual([expect.objectContaining({ kind: 'restructuring', resolvedAt: null })])
    expect((await call(loan.orderId, phAgent.token)).code).toBe(0)
  })
})

describe('emergency contacts', () => {
  it('may only be asked for a call back, once the borrower has been unreachable for 7 days', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 3)
    const ask = { orderId: loan.orderId, channel: 'sms' as const, target: 'emergency1' as const, templateId: 'emergency_call_back', outcome: 'reached' as const }
    expect((await admin.call('/collections/contact', ask, agent.token)).code).toBe(40073)
    expect((await call(loan.orderId)).code).toBe(0)
    await at('2026-12-09T02:59:00Z')
    expect((await admin.call('/collections/contact', ask, agent.token)).code).toBe(40073)
    expect((await admin.call('/collections/contact', { ...ask, templateId: 'payment_reminder' }, agent.token)).code).toBe(40074)
    expect((await admin.call('/collections/contact', { ...ask, channel: 'call', templateId: undefined }, agent.token)).code).toBe(40074)
    await at('2026-12-09T03:00:00Z')
    const sent = await admin.call('/collections/contact', ask, agent.token)
    expect(sent.code).toBe(0)
    expect(sent.data.sent).toMatch(/^สวัสดีคุณ Mali .+ รบกวนช่วยแจ้งคุณ Borrower/)
    expect(sent.data.sent).not.toMatch(/฿|1,500|\d{4}-\d{2}/)
  })

  it('wait another 7 days once the borrower has been reached again', async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO_PH, 3)
    const ask = { orderId: loan.orderId, channel: 'call' as const, target: 'emergency2' as const, templateId: 'emergency_call_back', outcome: 'no_answer' as const }
    await call(loan.orderId, phAgent.token)
    await at('2026-12-09T04:00:00Z')
    await admin.call('/collections/contact', { orderId: loan.orderId, channel: 'call', outcome: 'reached' }, phAgent.token)
    await call(loan.orderId, phAgent.token)
    expect((await admin.call('/collections/contact', ask, phAgent.token)).code).toBe(40073)
  })
})

describe('tenancy and bad input', () => {
  it("answers 40007 for another lender's loan and never 5xx for a bad body", async () => {
    await at(WEDNESDAY)
    const loan = await overdueLoan(DEMO, 3)
    expect((await admin.call('/collections/case', { orderId: loan.orderId }, phAgent.token)).code).toBe(40007)
    expect((await call(loan.orderId, phAgent.token)).code).toBe(40007)
    expect((await admin.call('/collections/assign', { orderId: loan.orderId, staffId: phAgent.id }, phAgent.token)).code).toBe(40007)
    for (const body of [{}, { orderId: loan.orderId, channel: 'fax', outcome: 'reached' }, { orderId: loan.orderId, channel: 'call', outcome: 'threatened' }, { orderId: -1 }]) {
      const answer = await admin.raw('/collections/contact', body, agent.token)
      expect(answer.status).toBe(200)
      expect(answer.code).not.toBe(0)
    }
    expect((await admin.raw('/collections/list', { bucket: '3-5' }, agent.token)).status).toBe(200)
  })
})

describe('the sandbox clock', () => {
  it('moves the server clock and returns it to real time', async () => {
    await at(WEDNESDAY)
    const moved = await t.api.call('/sandbox/clock', { at: '2027-01-04T13:00:00Z' })
    expect(moved).toMatchObject({ code: 0, data: null })
    expect(t.services.now().toISOString()).toBe('2027-01-04T13:00:00.000Z')
    await t.api.call('/sandbox/clock', { at: null })
    expect(t.services.now().toISOString()).toBe(new Date(WEDNESDAY).toISOString())
    expect((await t.api.call('/sandbox/clock', { at: 'tomorrow' })).code).not.toBe(0)
  })
})
