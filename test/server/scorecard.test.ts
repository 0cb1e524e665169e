import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SCORE_TABLE } from '../../contract/credit/default-scorecard'
import type { ScorecardConfig } from '../../contract/credit/scorecard'
import { auditLog, creditScores } from '../../server/db/schema'
import { assignedRole } from '../../server/domain/credit/assignment'
import { completeProfile } from '../support/profile'
import { adminClient, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const APPLY = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }

async function apply(realName = 'Somchai Jaidee') {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { realName })
  const { loanOrderId } = (await t.api.call('/loan/apply', APPLY, { token: user.token })).data
  await t.runJobs()
  const info = (await t.api.call('/loan/orderInfo', { loanOrderId }, { token: user.token })).data
  return { ...user, orderId: loanOrderId, info }
}

/** A challenger that lends less: band B may borrow at most 50,000. */
const challenger = {
  ...DEFAULT_SCORE_TABLE,
  version: 'challenger-2026-12',
  bands: DEFAULT_SCORE_TABLE.bands.map((b) => (b.band === 'B' ? { ...b, maxAmount: 50_000 } : b)),
}
const SPLIT: ScorecardConfig = { champion: DEFAULT_SCORE_TABLE, challenger, challengerShare: 0.5 }

describe('the scorecard under four-eyes', () => {
  it('is the default table until a checker approves a change, which is versioned and audited', async () => {
    const maker = await staffSession(t, ['config', 'checker'])
    const checker = await staffSession(t, ['checker'])
    expect((await admin.call('/risk/scorecard', {}, maker.token)).data).toMatchObject({ stored: false, scorecard: { champion: { version: 'default-2026-11' } } })
    const asked = await admin.call('/risk/scorecard/save', { scorecard: SPLIT, note: 'Try a tighter band B on half of the applications' }, maker.token)
    expect(asked.code).toBe(0)
    expect(asked.data.approvalId).not.toBeNull()
    // Still waiting for the checker: nothing changed.
    expect((await admin.call('/risk/scorecard', {}, maker.token)).data.stored).toBe(false)
    expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, maker.token)).code).toBe(40030)
    expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
    const now = (await admin.call('/risk/scorecard', {}, maker.token)).data
    expect(now).toMatchObject({ stored: true, scorecard: { challengerShare: 0.5, challenger: { version: 'challenger-2026-12' } } })
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'set_scorecard'), eq(auditLog.recordId, '1:SCORECARD')))
    expect(audited).toHaveLength(1)
    const versions = await admin.call('/config/versions', { key: 'SCORECARD' }, maker.token)
    expect(versions.data).toHaveLength(1)
  })

  it('refuses a table whose bands do not add up, before any request is stored', async () => {
    const maker = await staffSession(t, ['config'])
    const broken = { ...SPLIT, champion: { ...DEFAULT_SCORE_TABLE, bands: DEFAULT_SCORE_TABLE.bands.map((b) => ({ ...b, referenceShare: 0.5 })) } }
    expect((await admin.call('/risk/scorecard/save', { scorecard: broken, note: 'wrong' }, maker.token)).code).toBe(10004)
  })

  it('assigns each application to one table by its id, keeps both scores, and the challenger lowers what band B may borrow', async () => {
    for (let i = 0; i < 6; i++) {
      const { orderId, info } = await apply()
      const role = assignedRole(SPLIT, orderId)
      const scores = await t.database.db.select().from(creditScores).where(eq(creditScores.orderId, orderId))
      expect(scores.map((s) => [s.role, s.assigned]).sort()).toEqual([
        ['challenger', role === 'challenger'],
        ['champion', role === 'champion'],
      ])
      // 100,000 in band B: above the challenger's 50,000, within the champion's product limits.
      if (role === 'challenger') {
        expect(info.status).toBe(5)
        expect(info.decision?.reasons[0]).toBe('above_score_limit')
        expect(info.decision?.reasons.length).toBeLessThanOrEqual(5)
      } else expect(info.status).toBe(3)
    }
  })

  it('shows the reviewer the bureau answer and both scores', async () => {
    const { orderId } = await apply('Somchai Openloans')
    const reviewer = await staffSession(t, ['reviewer'])
    const { data } = await admin.call('/review/order', { orderId }, reviewer.token)
    expect(data.credit?.bureau).toMatchObject({ status: 'answered', provider: 'sandbox', summary: { openLoans: 3, fileFound: true, inquiriesLast6Months: 4 } })
    expect(data.credit?.scores.map((s) => s.role).sort()).toEqual(['challenger', 'champion'])
  })
})
