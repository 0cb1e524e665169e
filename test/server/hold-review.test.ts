import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../../server/db/schema'
import { createStaffSession } from '../../server/domain/staff/staff-sessions'
import { adminClient, staffSession, userIdOf } from '../support/staff'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
let support: Awaited<ReturnType<typeof staffSession>>
let phSupport: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
  support = await staffSession(t, ['support'])
  phSupport = await staffSession(t, ['support'], { companyId: DEMO_PH.companyId })
})
afterAll(() => t.close())

/** Moves the clock, with new sessions: a jump of days ends a staff session. */
async function at(iso: string) {
  t.clock.now = new Date(iso)
  for (const staff of [support, phSupport]) staff.token = await createStaffSession(t.database.db, staff.id, t.clock.now)
}

async function heldBorrower(reviewOn?: string) {
  const borrower = await t.registerUser()
  const userId = await userIdOf(t, borrower.mobile)
  const held = await admin.call('/borrowers/hold', { userId, reason: 'verify_bank_account', note: 'Account name differs', ...(reviewOn ? { reviewOn } : {}) }, support.token)
  expect(held.code).toBe(0)
  return userId
}

const toReview = async (token = support.token) => (await admin.call('/borrowers/holdsToReview', {}, token)).data
const review = (body: { userId: number; decision: 'keep' | 'lift'; note: string; nextReviewOn?: string }) => admin.call('/borrowers/reviewHold', body, support.token)
const auditOf = (userId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(userId)))).orderBy(asc(auditLog.id))

describe('a hold whose review day comes', () => {
  it('waits in the holds to review from its day, flagged overdue after it, and is never lifted by itself', async () => {
    // Wednesday 2 December 2026, 10:00 in Bangkok.
    await at('2026-12-02T03:00:00Z')
    const soon = await heldBorrower('2026-12-04')
    const later = await heldBorrower('2026-12-09')
    const undated = await heldBorrower()
    const ours = <T extends { userId: number }>(items: T[]) => items.filter((h) => [soon, later, undated].includes(h.userId))
    expect(ours((await toReview()).items)).toEqual([])

    // 4 December, 00:30 in Bangkok (17:30 UTC the day before): the review day has come there.
    await at('2026-12-03T17:30:00Z')
    const due = await toReview()
    expect(due.today).toBe('2026-12-04')
    expect(ours(due.items)).toEqual([{ userId: soon, realName: null, mobileMasked: expect.stringMatching(/^•+\d{4}$/), reason: 'verify_bank_account', reviewOn: '2026-12-04', overdue: false }])

    await at('2026-12-10T03:00:00Z')
    expect(ours((await toReview()).items).map((h) => [h.userId, h.overdue])).toEqual([
      [soon, true],
      [later, true],
    ])
    const [row] = await t.database.db.select({ holdReason: users.holdReason }).from(users).where(eq(users.id, soon))
    expect(row?.holdReason).toBe('verify_bank_account')
    expect((await admin.call('/borrowers/view', { userId: soon }, support.token)).data.hold).toMatchObject({ reviewOn: '2026-12-04' })
    // Another lender's staff see none of them.
    expect(ours((await toReview(phSupport.token)).items)).toEqual([])
  })

  it('is kept until a later review day or lifted, with a note, and each review is audited', async () => {
    await at('2026-12-02T03:00:00Z')
    const kept = await heldBorrower('2026-12-03')
    const lifted = await heldBorrower('2026-12-03')
    await at('2026-12-04T03:00:00Z')

    expect((await review({ userId: kept, decision: 'keep', note: 'Statement asked for' })).code).toBe(10004)
    expect((await review({ userId: kept, decision: 'keep', note: 'Statement asked for', nextReviewOn: '2026-12-04' })).code).toBe(10004)
    expect((await review({ userId: kept, decision: 'keep', note: '', nextReviewOn: '2026-12-11' })).code).toBe(10004)
    expect((await review({ userId: kept, decision: 'keep', note: 'Statement asked for', nextReviewOn: '2026-12-11' })).code).toBe(0)
    expect((await review({ userId: lifted, decision: 'lift', note: 'Bank confirmed the name' })).code).toBe(0)
    const left = (await toReview()).items.map((h) => h.userId)
    expect(left).not.toContain(kept)
    expect(left).not.toContain(lifted)

    const keptAudit = (await auditOf(kept)).at(-1)
    expect(keptAudit).toMatchObject({
      action: 'review_hold',
      staffId: support.id,
      before: { holdReason: 'verify_bank_account', reviewOn: '2026-12-03' },
      after: { holdReason: 'verify_bank_account', reviewOn: '2026-12-11', decision: 'keep', note: 'Statement asked for' },
    })
    expect((await auditOf(lifted)).at(-1)).toMatchObject({ action: 'lift_hold', before: { holdReason: 'verify_bank_account', reviewOn: '2026-12-03' }, after: { holdReason: null, reviewed: true, note: 'Bank confirmed the name' } })
    expect((await admin.call('/borrowers/view', { userId: lifted }, support.token)).data.hold).toBeNull()
    const timeline = (await admin.call('/borrowers/timeline', { userId: kept }, support.token)).data.events
    expect(timeline).toContainEqual(expect.objectContaining({ kind: 'hold_reviewed', summary: 'Hold reviewed and kept until 2026-12-11', note: 'Statement asked for' }))

    // Back in the list on the new day; a borrower with no hold has nothing to review.
    await at('2026-12-11T03:00:00Z')
    expect((await toReview()).items.map((h) => h.userId)).toContain(kept)
    expect((await review({ userId: lifted, decision: 'lift', note: 'again' })).code).toBe(40004)
  })
})
