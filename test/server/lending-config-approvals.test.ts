import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, companyConfigs } from '../../server/db/schema'
import { completeProfile } from '../support/profile'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(companyConfigs).where(and(eq(companyConfigs.companyId, 1), inArray(companyConfigs.key, ['DECISION_RULES', 'FRAUD_RULES'])))
})

async function pair() {
  return { maker: await staffSession(t, ['config']), checker: await staffSession(t, ['checker', 'config']) }
}

const ask = (token: string, key: 'DECISION_RULES' | 'FRAUD_RULES', value: object, note?: string) =>
  admin.call('/config/company/set', { companyId: 1, key, value: JSON.stringify(value), ...(note === undefined ? {} : { note }) }, token)

const inForce = async (token: string, key: 'DECISION_RULES' | 'FRAUD_RULES') =>
  Object.fromEntries((await admin.call('/config/company', { companyId: 1 }, token)).data.lending[key].fields.map((f) => [f.name, [f.value, f.isDefault]]))

/** A borrower's application of `amount` (major units) decided by the engine: its status. */
async function decidedStatus(amount: number): Promise<number> {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { monthlyIncome: 900_000 })
  const { data } = await t.api.call('/loan/apply', { amt: amount, configId: 1, periodDays: 12, appId: 1 }, { token: user.token })
  await t.runJobs()
  return (await t.api.call('/loan/orderInfo', { loanOrderId: data.loanOrderId }, { token: user.token })).data.status
}

describe('lending configs under four-eyes', () => {
  it('shows every rule in force, the defaults marked as such (the market fills the living minimum)', async () => {
    const { maker } = await pair()
    expect(await inForce(maker.token, 'DECISION_RULES')).toEqual({
      minAge: [22, true],
      maxAge: [50, true],
      affordabilityMargin: [1.2, true],
      livingMinimum: [3100, true],
      maxDebtServicePercent: [null, true],
      manualReviewAbove: [1_000_000, true],
      reapplyAfterDays: [30, true],
    })
    expect((await inForce(maker.token, 'FRAUD_RULES')).burstWindowMinutes).toEqual([60, true])
  })

  it('is not in force until another member approves it, and the engine then uses the new value', async () => {
    const { maker, checker } = await pair()
    const asked = await ask(maker.token, 'DECISION_RULES', { manualReviewAbove: 50_000 }, 'Pilot: a person sees every loan above 50,000')
    expect(asked.code).toBe(0)
    const approvalId = asked.data.approvalId ?? 0
    expect(approvalId).toBeGreaterThan(0)
    expect((await inForce(maker.token, 'DECISION_RULES')).manualReviewAbove).toEqual([1_000_000, true])
    expect((await admin.call('/config/company', { companyId: 1 }, maker.token)).data.lending.DECISION_RULES.pendingApprovalId).toBe(approvalId)
    expect(await decidedStatus(100_000)).toBe(3)

    const listed = (await admin.call('/approvals/list', { status: 'requested' }, checker.token)).data.approvals.find((a) => a.id === approvalId)
    expect(listed).toMatchObject({ kind: 'lending_config', note: 'Pilot: a person sees every loan above 50,000', before: { values: { manualReviewAbove: 1_000_000 } }, payload: { key: 'DECISION_RULES', values: { manualReviewAbove: 50_000, minAge: 22 } } })

    expect((await admin.call('/approvals/approve', { approvalId }, checker.token)).code).toBe(0)
    expect((await inForce(maker.token, 'DECISION_RULES')).manualReviewAbove).toEqual([50_000, false])
    expect((await inForce(maker.token, 'DECISION_RULES')).minAge).toEqual([22, true])
    expect(await decidedStatus(100_000)).toBe(1)
  })

  it('cannot be approved by the member who asked (40030), nor skipped by the FOUR_EYES config', async () => {
    const { maker } = await pair()
    const both = await staffSession(t, ['config', 'checker'])
    await setFourEyes(t.database.db, 1, [])
    try {
      const asked = await ask(both.token, 'FRAUD_RULES', { deviceMaxAccounts: 5 }, 'Family phones are shared here')
      const approvalId = asked.data.approvalId ?? 0
      expect(approvalId).toBeGreaterThan(0)
      expect((await admin.call('/approvals/approve', { approvalId }, both.token)).code).toBe(40030)
      expect((await inForce(maker.token, 'FRAUD_RULES')).deviceMaxAccounts).toEqual([2, true])
      expect((await admin.call('/approvals/reject', { approvalId, reason: 'Not agreed' }, (await staffSession(t, ['checker'])).token)).code).toBe(0)
    } finally {
      await t.database.db.delete(companyConfigs).where(and(eq(companyConfigs.companyId, 1), eq(companyConfigs.key, 'FOUR_EYES')))
    }
  })

  it('needs a justification (40180) and names each wrong field (10004)', async () => {
    const { maker } = await pair()
    expect(await ask(maker.token, 'DECISION_RULES', { minAge: 30 })).toMatchObject({ code: 40180, data: { fields: ['note'] } })
    const wrong = await ask(maker.token, 'DECISION_RULES', { minAge: 17, maxAge: 16, reapplyAfterDays: 1.5 }, 'Younger borrowers')
    expect(wrong.code).toBe(10004)
    expect(wrong.data).toEqual({ fields: expect.arrayContaining(['minAge', 'maxAge', 'reapplyAfterDays']) })
    expect((await ask(maker.token, 'FRAUD_RULES', { burstWindowMinutes: 0 }, 'Shorter window')).data).toEqual({ fields: ['burstWindowMinutes'] })
  })

  it('refuses a stale approval (40181) when the rules changed after the request, changing nothing and closing the request', async () => {
    const { maker, checker } = await pair()
    const first = (await ask(maker.token, 'DECISION_RULES', { maxAge: 60 }, 'Older borrowers')).data.approvalId ?? 0
    // Changed meanwhile by another way (an operator, a restored backup): the request no longer describes the change.
    await t.database.db.insert(companyConfigs).values({ companyId: 1, key: 'DECISION_RULES', value: JSON.stringify({ maxAge: 55 }) })
    expect((await admin.call('/approvals/approve', { approvalId: first }, checker.token)).code).toBe(40181)
    expect((await inForce(maker.token, 'DECISION_RULES')).maxAge).toEqual([55, false])
    // The stale request is closed with its reason, so the maker can ask again on what is in force now.
    const listed = (await admin.call('/approvals/list', {}, checker.token)).data.approvals.find((a) => a.id === first)
    expect(listed).toMatchObject({ status: 'expired', checkerName: checker.name, reason: expect.stringMatching(/changed after this request/) })
    const again = (await ask(maker.token, 'DECISION_RULES', { maxAge: 60 }, 'Older borrowers, asked again')).data.approvalId ?? 0
    expect((await admin.call('/approvals/approve', { approvalId: again }, checker.token)).code).toBe(0)
    expect((await inForce(maker.token, 'DECISION_RULES')).maxAge).toEqual([60, false])
  })

  it('audits the request with its justification, the approval, and the change before and after', async () => {
    const { maker, checker } = await pair()
    const approvalId = (await ask(maker.token, 'FRAUD_RULES', { burstMaxFromAddress: 40 }, 'CGNAT in the provinces')).data.approvalId ?? 0
    await admin.call('/approvals/approve', { approvalId }, checker.token)
    const requestRows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'approval'), eq(auditLog.recordId, String(approvalId))))
    expect(requestRows.map((r) => [r.action, r.staffId])).toEqual([
      ['request_approval', maker.id],
      ['approve_request', checker.id],
    ])
    expect(requestRows[0]?.after).toMatchObject({ kind: 'lending_config', note: 'CGNAT in the provinces' })
    const [change] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'company_config'), eq(auditLog.recordId, '1:FRAUD_RULES')))
    expect(change).toMatchObject({ action: 'set_company_config', staffId: checker.id, before: null, after: { burstMaxFromAddress: 40 } })
    const versions = (await admin.call('/config/versions', { scope: 'company:1', key: 'FRAUD_RULES' }, maker.token)).data
    expect(versions[0]).toMatchObject({ value: { burstMaxFromAddress: 40 }, staffName: checker.name })
  })
})
