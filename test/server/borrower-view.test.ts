import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyConfigs } from '../../server/db/schema'
import { createStaffSession } from '../../server/domain/staff/staff-sessions'
import { borrowerWithHistory } from '../support/borrower-history'
import { adminClient, staffSession } from '../support/staff'
import { DEMO_PH, e164, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
type Session = Awaited<ReturnType<typeof staffSession>>
let support: Session
let collector: Session
let money: Session
let reviewer: Session
let configOnly: Session
let phSupport: Session
beforeAll(async () => {
  t = await startTestApp()
  // Wednesday 2 December 2026, 10:00 in Bangkok.
  t.clock.now = new Date('2026-12-02T03:00:00Z')
  admin = adminClient(t.app)
  ;[support, collector, money, reviewer, configOnly, phSupport] = await Promise.all([
    staffSession(t, ['support']),
    staffSession(t, ['collections']),
    staffSession(t, ['money']),
    staffSession(t, ['reviewer']),
    staffSession(t, ['config']),
    staffSession(t, ['support'], { companyId: DEMO_PH.companyId }),
  ])
})
afterAll(() => t.close())

const view = (body: { userId?: number; orderId?: number }, token: string) => admin.call('/borrowers/view', body, token)

describe('the borrower and loan view', () => {
  it('shows balances from the ledger, the schedule paid and overdue per period, days past due, money in and out, waivers, contacts, promises, tickets and the bureau', async () => {
    const b = await borrowerWithHistory(t, { days: 40, staffId: collector.id })
    const { code, data } = await view({ userId: b.userId }, support.token)
    expect(code).toBe(0)
    expect(data).toMatchObject({ userId: b.userId, realName: b.realName, currency: 'THB', today: '2026-12-02', hold: null })
    const [loan] = data.loans
    expect(data.loans).toHaveLength(1)
    expect(loan).toMatchObject({
      orderId: b.orderId,
      status: 4,
      principal: 3_000,
      balances: { receivable: 2_700, borrowerCredit: 20, loss: 0, recovery: 0 },
      outstanding: 2_700,
      overdue: 2_700,
      daysPastDue: 40,
      writeOff: { afterDays: 180, reached: false },
    })
    expect(loan?.schedule).toEqual([
      { period: 1, dueDate: '2026-10-23', amount: 1_600, paid: 500, owed: 1_100, state: 'overdue' },
      { period: 2, dueDate: '2026-11-22', amount: 1_600, paid: 0, owed: 1_600, state: 'overdue' },
    ])
    expect(loan?.payouts).toEqual([expect.objectContaining({ amount: 3_000, status: 'succeeded', cardNoMasked: '••••9012', purpose: 'loan' })])
    expect(loan?.payments).toEqual([expect.objectContaining({ amount: 500, status: 'succeeded', method: 'qr' })])
    expect(loan?.waivers).toEqual([expect.objectContaining({ period: 2, amount: 50, reason: 'hardship', staffName: collector.name })])
    expect(loan?.contacts).toEqual([expect.objectContaining({ channel: 'call', target: 'borrower', outcome: 'promised_to_pay', staffName: collector.name })])
    expect(loan?.promises).toEqual([expect.objectContaining({ promisedDate: '2026-12-05', amount: 1_100 })])
    expect(loan?.bureau).toMatchObject({ status: 'answered', reference: expect.stringMatching(/^NCB-/), summary: { fileFound: true, openLoans: 1, lenders: ['KTC'], openBalance: 12_000 } })
    expect(data.tickets).toEqual([expect.objectContaining({ category: 'hardship', status: 'received', reference: expect.stringMatching(/^TK-2026-/) })])
    expect(data.evidence?.fraudHits).toEqual([expect.objectContaining({ signal: 'shared_device', orderId: b.orderId })])
    expect(data.evidence?.kyc.status).toBe('none')
  })

  it('is the same view when opened from one of the loans', async () => {
    const b = await borrowerWithHistory(t, { days: 3, staffId: collector.id })
    const byOrder = await view({ orderId: b.orderId }, collector.token)
    expect(byOrder.code).toBe(0)
    expect(byOrder.data.userId).toBe(b.userId)
    expect(byOrder.data.loans.map((l) => l.orderId)).toEqual([b.orderId])
    expect((await view({}, collector.token)).code).toBe(10004)
  })

  it('shows the hold with its note, who set it and the day it is to be looked at again', async () => {
    const b = await borrowerWithHistory(t, { days: 3, staffId: collector.id })
    const held = await admin.call('/borrowers/hold', { userId: b.userId, reason: 'verify_bank_account', note: 'Account name differs', reviewOn: '2026-12-09' }, support.token)
    expect(held.code).toBe(0)
    const { data } = await view({ userId: b.userId }, money.token)
    expect(data.hold).toEqual({ reason: 'verify_bank_account', note: 'Account name differs', reviewOn: '2026-12-09', at: t.clock.now.toISOString(), staffName: support.name })
    expect((await admin.call('/borrowers/hold', { userId: b.userId, reason: 'verify_bank_account', note: 'x', reviewOn: '9 Dec' as never }, support.token)).code).toBe(10004)
  })

  it('shows phones, ID and account numbers to their last four characters only', async () => {
    const b = await borrowerWithHistory(t, { days: 3, staffId: collector.id })
    const { data, text } = await view({ userId: b.userId }, support.token)
    expect(data.mobileMasked).toBe(`••••${b.mobile.slice(-4)}`)
    expect(data.cardNoMasked).toBe('••••9012')
    expect(text).not.toContain(e164(b.mobile))
    expect(text).not.toContain(b.mobile.slice(1))
    expect(text).not.toContain('123456789012')
  })
})

describe('who sees what', () => {
  it('opens for every role whose work reaches a borrower, and not for settings alone (401)', async () => {
    const b = await borrowerWithHistory(t, { days: 3, staffId: collector.id })
    for (const staff of [support, collector, money, reviewer]) expect((await view({ userId: b.userId }, staff.token)).code).toBe(0)
    expect((await view({ userId: b.userId }, configOnly.token)).code).toBe(401)
  })

  it('leaves identity and fraud evidence and the bureau answer out for collections and money', async () => {
    const b = await borrowerWithHistory(t, { days: 3, staffId: collector.id })
    for (const staff of [collector, money]) {
      const { data } = await view({ userId: b.userId }, staff.token)
      expect(data.evidence).toBeNull()
      expect(data.loans[0]?.bureau).toBeNull()
      expect(data.loans[0]?.schedule).toHaveLength(2)
    }
    expect((await view({ userId: b.userId }, reviewer.token)).data.evidence?.fraudHits).toHaveLength(1)
  })

  it("answers another company's borrower or loan as unknown (40007)", async () => {
    const b = await borrowerWithHistory(t, { days: 3, staffId: collector.id })
    expect((await view({ userId: b.userId }, phSupport.token)).code).toBe(40007)
    expect((await view({ orderId: b.orderId }, phSupport.token)).code).toBe(40007)
    expect((await view({ orderId: 2 ** 31 - 1 }, support.token)).code).toBe(40007)
  })
})

describe('the write-off age', () => {
  it('is reached at the rule’s days past due, not before, and follows the lender’s WRITE_OFF_AFTER_DAYS', async () => {
    const young = await borrowerWithHistory(t, { days: 179, staffId: collector.id })
    const old = await borrowerWithHistory(t, { days: 180, staffId: collector.id })
    expect((await view({ userId: young.userId }, money.token)).data.loans[0]?.writeOff).toEqual({ afterDays: 180, reached: false })
    expect((await view({ userId: old.userId }, money.token)).data.loans[0]?.writeOff).toEqual({ afterDays: 180, reached: true })
    const db = t.database.db
    await db.insert(companyConfigs).values({ companyId: 1, key: 'WRITE_OFF_AFTER_DAYS', value: '120' })
    try {
      expect((await view({ userId: young.userId }, money.token)).data.loans[0]?.writeOff).toEqual({ afterDays: 120, reached: true })
    } finally {
      await db.delete(companyConfigs).where(and(eq(companyConfigs.companyId, 1), eq(companyConfigs.key, 'WRITE_OFF_AFTER_DAYS')))
    }
  })

  it('agrees with the write-off request: refused before the age, accepted at it', async () => {
    const young = await borrowerWithHistory(t, { days: 179, staffId: collector.id })
    const old = await borrowerWithHistory(t, { days: 180, staffId: collector.id })
    const request = (orderId: number) => admin.call('/writeoff/request', { orderId, note: 'No payment in six months' }, money.token)
    expect((await request(young.orderId)).code).toBe(40033)
    expect((await request(old.orderId)).code).toBe(0)
  })
})

describe('one parser for every staff search', () => {
  it('finds the borrower by name, by order number and by phone in every form, in the borrower search, the tickets and collections', async () => {
    const b = await borrowerWithHistory(t, { days: 10, staffId: collector.id, realName: `Wipawee Searchable${process.pid}` })
    const national = b.mobile
    const international = e164(b.mobile)
    const forms = [
      national,
      `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
      `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      international,
      `${international.slice(0, 3)} ${international.slice(3, 5)} ${international.slice(5, 8)} ${international.slice(8)}`,
      `00${international.slice(1)}`,
    ]
    const queries = [...forms, String(b.orderId), `#${b.orderId}`, 'wipawee', `Searchable${process.pid}`, `wipawee   searchable${process.pid}`]
    collector.token = await createStaffSession(t.database.db, collector.id, t.clock.now)
    for (const query of queries) {
      expect((await admin.call('/borrowers/search', { query }, support.token)).data.map((x) => x.userId), query).toEqual([b.userId])
      expect((await admin.call('/tickets/list', { query }, support.token)).data.items.map((x) => x.userId), query).toEqual([b.userId])
      expect((await admin.call('/collections/list', { query }, collector.token)).data.items.map((x) => x.orderId), query).toEqual([b.orderId])
    }
    for (const query of [national.slice(0, 7), 'ipawee', 'Somebody Else']) {
      expect((await admin.call('/borrowers/search', { query }, support.token)).data, query).toEqual([])
      expect((await admin.call('/tickets/list', { query }, support.token)).data.items, query).toEqual([])
    }
  })

  it("finds a Philippine borrower by their phone in every form, only for their lender's staff", async () => {
    const b = await borrowerWithHistory(t, { days: 10, staffId: collector.id, lender: { companyId: DEMO_PH.companyId, appId: DEMO_PH.appId, platform: 'h5' } })
    const international = e164(b.mobile)
    for (const query of [b.mobile, `${b.mobile.slice(0, 4)} ${b.mobile.slice(4, 7)} ${b.mobile.slice(7)}`, international, `+63 ${international.slice(3, 6)}-${international.slice(6, 9)}-${international.slice(9)}`]) {
      expect((await admin.call('/borrowers/search', { query }, phSupport.token)).data.map((x) => x.userId), query).toEqual([b.userId])
      expect((await admin.call('/borrowers/search', { query }, support.token)).data, query).toEqual([])
    }
  })
})
