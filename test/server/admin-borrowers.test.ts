import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminClient, orderInReview, staffSession, userIdOf } from '../support/staff'
import { completeProfile } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let support: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  support = await staffSession(t, ['support'])
})
afterAll(() => t.close())

const APPLY = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }

describe('finding a borrower', () => {
  it('finds by the full phone number, however it is typed, with every number masked', async () => {
    const borrower = await orderInReview(t)
    const spaced = `${borrower.mobile.slice(0, 3)} ${borrower.mobile.slice(3, 6)}-${borrower.mobile.slice(6)}`
    const { data, text } = await admin.call('/borrowers/search', { query: spaced }, support.token)
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ realName: 'Somchai Jaidee', cardNoMasked: expect.stringMatching(/^\d\*{8}\d$/), hold: null })
    expect(data[0]?.orders).toEqual([expect.objectContaining({ orderId: borrower.orderId, status: 1, principal: 1_500_000 })])
    expect(text).not.toContain(borrower.mobile)
  })

  it('finds by order id', async () => {
    const borrower = await orderInReview(t)
    const { data } = await admin.call('/borrowers/search', { query: String(borrower.orderId) }, support.token)
    expect(data.map((b) => b.userId)).toContain(await userIdOf(t, borrower.mobile))
  })

  it('finds by the start of a word of the name, and nobody for part of a number or the middle of a word', async () => {
    const borrower = await orderInReview(t)
    const userId = await userIdOf(t, borrower.mobile)
    expect((await admin.call('/borrowers/search', { query: 'somchai jai' }, support.token)).data.map((b) => b.userId)).toContain(userId)
    expect((await admin.call('/borrowers/search', { query: 'omchai' }, support.token)).data).toEqual([])
    expect((await admin.call('/borrowers/search', { query: borrower.mobile.slice(0, 8) }, support.token)).data).toEqual([])
  })
})

describe("an account's timeline", () => {
  it('lists registration, consents, the application, the decision and a hold, newest first', async () => {
    const borrower = await orderInReview(t)
    const userId = await userIdOf(t, borrower.mobile)
    t.clock.advance(60_000)
    await admin.call('/borrowers/hold', { userId, reason: 'identity_under_review', note: 'Name differs on the statement' }, support.token)
    const { data } = await admin.call('/borrowers/timeline', { userId }, support.token)
    const times = data.events.map((e) => e.at)
    expect(times).toEqual([...times].sort().reverse())
    const kinds = data.events.map((e) => e.kind)
    expect(kinds[0]).toBe('hold_set')
    expect(kinds).toContain('registered')
    expect(kinds.filter((k) => k === 'consent_given')).toHaveLength(4)
    expect(data.events).toContainEqual(expect.objectContaining({ kind: 'applied', orderId: borrower.orderId }))
    expect(data.events).toContainEqual(
      expect.objectContaining({ kind: 'status_changed', summary: 'submitted (0) → inReview (1)', actor: 'decision-engine' }),
    )
    expect(data.events[0]).toMatchObject({ summary: 'Put on hold: identity_under_review', actor: `staff:${support.name}` })
    expect(data.borrower.hold).toBe('identity_under_review')
  })
})

describe('holds', () => {
  it('stops a new application (20003) and shows the reason, until the hold is lifted', async () => {
    const user = await t.registerUser()
    await completeProfile(t, user.token)
    const userId = await userIdOf(t, user.mobile)
    expect((await admin.call('/borrowers/hold', { userId, reason: 'reupload_identity_photo', note: 'Name differs on the statement' }, support.token)).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token: user.token })).data.hold).toEqual({ reason: 'reupload_identity_photo' })
    expect((await t.api.call('/loan/apply', APPLY, { token: user.token })).code).toBe(20003)

    expect((await admin.call('/borrowers/liftHold', { userId }, support.token)).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token: user.token })).data.hold).toBeNull()
    expect((await t.api.call('/loan/apply', APPLY, { token: user.token })).code).toBe(0)
  })

  it('takes only a reason from the catalogue (10004), and lifts only a hold that is there (40004)', async () => {
    const user = await t.registerUser()
    const userId = await userIdOf(t, user.mobile)
    expect((await admin.raw('/borrowers/hold', { userId, reason: 'pay a release fee', note: 'Name differs on the statement' }, support.token)).code).toBe(10004)
    expect((await admin.call('/borrowers/liftHold', { userId }, support.token)).code).toBe(40004)
    expect((await admin.call('/borrowers/hold', { userId: 999_999, reason: 'verify_bank_account', note: 'Name differs on the statement' }, support.token)).code).toBe(40007)
  })

  it('records who set and lifted a hold, with the reason before and after', async () => {
    const user = await t.registerUser()
    const userId = await userIdOf(t, user.mobile)
    await admin.call('/borrowers/hold', { userId, reason: 'verify_bank_account', note: 'Name differs on the statement' }, support.token)
    await admin.call('/borrowers/liftHold', { userId }, support.token)
    const log = await admin.call('/audit/list', { recordType: 'user', recordId: String(userId) }, support.token)
    expect(log.data.map((e) => [e.action, e.staffName, e.before, e.after])).toEqual([
      ['lift_hold', support.name, { holdReason: 'verify_bank_account' }, { holdReason: null }],
      ['hold', support.name, { holdReason: null }, { holdReason: 'verify_bank_account', note: 'Name differs on the statement' }],
    ])
  })
})
