import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema'
import { TICKET_REFERENCE_PATTERN } from '../../contract/tickets'
import { jpegFile, oversizedJpeg } from '../fixtures/images'
import { ORDER_STATUS } from '../../contract/order-status'
import { adminClient, orderInReview, staffSession } from '../support/staff'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let support: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  support = await staffSession(t, ['support'])
})
afterAll(() => t.close())

async function ticketsOf(token: string) {
  const answer = await t.api.call('/user/tickets/list', {}, { token })
  expect(answer.code).toBe(0)
  return answer.data
}

describe('a borrower opens a ticket', () => {
  it('answers a reference of the lender and year, and lists the ticket as received', async () => {
    const user = await t.registerUser()
    const created = await t.api.call('/user/tickets/create', { category: 'repayment', message: '  My payment is not shown  ' }, { token: user.token })
    expect(created.code).toBe(0)
    expect(created.data.reference).toMatch(TICKET_REFERENCE_PATTERN)
    expect(created.data.reference.startsWith(`TK-${t.clock.now.getUTCFullYear()}-`)).toBe(true)
    const [ticket] = await ticketsOf(user.token)
    expect(ticket).toMatchObject({ ticketId: created.data.ticketId, reference: created.data.reference, category: 'repayment', status: 'received' })
    expect(ticket?.messages).toEqual([expect.objectContaining({ from: 'borrower', text: 'My payment is not shown', photos: [] })])
    expect(ticket?.history.map((h) => h.status)).toEqual(['received'])
  })

  it('numbers each lender’s tickets on their own, one after another', async () => {
    const th = await t.registerUser()
    const ph = await t.registerUser({ lender: DEMO_PH })
    const first = await t.api.call('/user/tickets/create', { category: 'account', message: 'one' }, { token: th.token })
    const second = await t.api.call('/user/tickets/create', { category: 'account', message: 'two' }, { token: th.token })
    const seq = (reference: string) => Number(reference.split('-')[2])
    expect(seq(second.data.reference)).toBe(seq(first.data.reference) + 1)
    const other = await t.api.call('/user/tickets/create', { category: 'hardship', message: 'I lost my job' }, { token: ph.token })
    expect(other.code).toBe(0)
    expect((await ticketsOf(ph.token)).map((x) => x.reference)).toEqual([other.data.reference])
  })

  it('keeps photos, re-encoded, readable by the borrower only', async () => {
    const user = await t.registerUser()
    const stranger = await t.registerUser()
    const created = await t.upload('/user/tickets/create', { category: 'payout', message: 'See the screenshot', photo1: jpegFile() }, user.token)
    expect(created.code).toBe(0)
    const [ticket] = await ticketsOf(user.token)
    const url = ticket?.messages[0]?.photos[0] ?? ''
    expect(url).toMatch(/^\/jackey\/files\//)
    expect((await t.app.request(url, { headers: { authorization: user.token } })).status).toBe(200)
    expect((await t.app.request(url, { headers: { authorization: stranger.token } })).status).toBe(404)
  })

  it('refuses a ticket without text, with an unknown category or an oversize photo, and stores nothing', async () => {
    const user = await t.registerUser()
    const empty = await t.api.call('/user/tickets/create', { category: 'account', message: '   ' }, { token: user.token })
    expect(empty.code).toBe(10004)
    expect(empty.status).toBeLessThan(500)
    const unknown = await t.api.raw('/user/tickets/create', { category: 'lottery', message: 'hello' }, { token: user.token })
    expect(unknown.code).toBe(10004)
    const big = await t.upload('/user/tickets/create', { category: 'account', message: 'hello', photo1: oversizedJpeg() }, user.token)
    expect(big).toMatchObject({ code: 40090, msg: 'Each photo must be a JPEG or PNG of at most 5 MB' })
    expect(await ticketsOf(user.token)).toEqual([])
  })

  it('turns feedback from an older app into a ticket', async () => {
    const user = await t.registerUser()
    expect((await t.api.call('/user/feedback', { text: 'Nice app' }, { token: user.token })).code).toBe(0)
    const [ticket] = await ticketsOf(user.token)
    expect(ticket).toMatchObject({ category: 'other', status: 'received', messages: [expect.objectContaining({ text: 'Nice app' })] })
  })
})

describe('staff answer tickets', () => {
  it('finds, answers and closes a ticket; the borrower sees each step, and each action is audited', async () => {
    const user = await t.registerUser()
    const { data } = await t.api.call('/user/tickets/create', { category: 'complaint', message: 'Nobody called me back' }, { token: user.token })
    const byReference = await admin.call('/tickets/list', { query: data.reference.toLowerCase() }, support.token)
    expect(byReference.data.items.map((i) => i.ticketId)).toEqual([data.ticketId])
    const byPhone = await admin.call('/tickets/list', { query: user.mobile, status: 'received' }, support.token)
    expect(byPhone.data.items.map((i) => i.ticketId)).toEqual([data.ticketId])
    expect(byPhone.text).not.toContain(user.mobile)
    expect((await admin.call('/tickets/list', { query: user.mobile, category: 'payout' }, support.token)).data.items).toEqual([])

    expect((await admin.call('/tickets/setStatus', { ticketId: data.ticketId, status: 'in_progress' }, support.token)).code).toBe(0)
    expect((await admin.call('/tickets/reply', { ticketId: data.ticketId, message: 'We are sorry: we will call you today.' }, support.token)).code).toBe(0)
    const [answered] = await ticketsOf(user.token)
    expect(answered?.status).toBe('answered')
    expect(answered?.messages.map((m) => [m.from, m.text])).toEqual([
      ['borrower', 'Nobody called me back'],
      ['staff', 'We are sorry: we will call you today.'],
    ])
    expect(answered?.history.map((h) => h.status)).toEqual(['received', 'in_progress', 'answered'])

    expect((await admin.call('/tickets/setStatus', { ticketId: data.ticketId, status: 'closed' }, support.token)).code).toBe(0)
    expect((await admin.call('/tickets/reply', { ticketId: data.ticketId, message: 'again' }, support.token)).code).toBe(40091)
    const view = await admin.call('/tickets/view', { ticketId: data.ticketId }, support.token)
    expect(view.data.ticket.status).toBe('closed')

    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, String(data.ticketId)))
    expect(audited.filter((a) => a.recordType === 'ticket').map((a) => a.action)).toEqual(['ticket_status_set', 'ticket_answered', 'ticket_status_set'])
  })

  it('shows another lender’s tickets to nobody: not in the list, not by id', async () => {
    const ph = await t.registerUser({ lender: DEMO_PH })
    const { data } = await t.api.call('/user/tickets/create', { category: 'account', message: 'PH borrower' }, { token: ph.token })
    // References are per lender: the same one may name a ticket of this lender, never the other's.
    expect((await admin.call('/tickets/list', { query: data.reference }, support.token)).data.items.map((i) => i.ticketId)).not.toContain(data.ticketId)
    expect((await admin.call('/tickets/list', {}, support.token)).data.items.map((i) => i.ticketId)).not.toContain(data.ticketId)
    expect((await admin.call('/tickets/view', { ticketId: data.ticketId }, support.token)).code).toBe(40007)
    expect((await admin.call('/tickets/reply', { ticketId: data.ticketId, message: 'hi' }, support.token)).code).toBe(40007)
    const phSupport = await staffSession(t, ['support'], { companyId: DEMO_PH.companyId })
    expect((await admin.call('/tickets/view', { ticketId: data.ticketId }, phSupport.token)).code).toBe(0)
  })

  it('shows beside each ticket the borrower, their latest loan and the day the answer is due', async () => {
    const borrower = await orderInReview(t)
    // Monday 7 Dec 2026, 10:00 in Bangkok; a Thai lender that set no service days: 3 working days,
    // Tuesday, Wednesday and Friday (Thursday 10 Dec is Constitution Day, a fixed holiday).
    const realNow = t.clock.now
    t.clock.now = new Date('2026-12-07T03:00:00Z')
    const { data } = await t.api.call('/user/tickets/create', { category: 'repayment', message: 'When is my payment due?' }, { token: borrower.token })
    t.clock.now = realNow
    const [row] = (await admin.call('/tickets/list', { query: data.reference }, support.token)).data.items
    const expected = {
      borrowerName: expect.any(String),
      mobileMasked: `••••${borrower.mobile.slice(-4)}`,
      loan: { orderId: borrower.orderId, status: ORDER_STATUS.inReview },
      answerDue: '2026-12-11',
    }
    expect(row).toMatchObject(expected)
    expect((await admin.call('/tickets/view', { ticketId: data.ticketId }, support.token)).data).toMatchObject(expected)
  })

  it('lets only support staff at tickets', async () => {
    const reviewer = await staffSession(t, ['reviewer'])
    expect((await admin.call('/tickets/list', {}, reviewer.token)).code).not.toBe(0)
  })
})

describe('the service time borrowers are shown', () => {
  const serviceDays = async (appId: number) => (await t.api.call('/loan/getAllCompanyConfigs', { appId })).data.TICKET_SERVICE_DAYS

  it('is what a Thai lender sets, 3 working days until it does', async () => {
    const config = await staffSession(t, ['config'])
    expect(await serviceDays(1)).toBe(3)
    expect((await admin.call('/config/company/set', { companyId: 1, key: 'TICKET_SERVICE_DAYS', value: 'soon' }, config.token)).code).toBe(10004)
    expect((await admin.call('/config/company/set', { companyId: 1, key: 'TICKET_SERVICE_DAYS', value: '5' }, config.token)).code).toBe(0)
    expect(await serviceDays(1)).toBe(5)
  })

  it('is the 2 working days of the BSP in the Philippines, whatever the lender sets', async () => {
    const config = await staffSession(t, ['config'], { companyId: DEMO_PH.companyId })
    expect((await admin.call('/config/company/set', { companyId: DEMO_PH.companyId, key: 'TICKET_SERVICE_DAYS', value: '9' }, config.token)).code).toBe(0)
    expect(await serviceDays(DEMO_PH.appId)).toBe(2)
  })
})
