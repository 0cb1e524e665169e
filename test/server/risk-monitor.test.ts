import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SCORE_TABLE } from '../../contract/credit/default-scorecard'
import { psi } from '../../contract/credit/score'
import { addDays } from '../../contract/loan-extension'
import { localToday } from '../../contract/market/local-time'
import { creditScores, schedulePeriods } from '../../server/db/schema'
import { pngFile } from '../fixtures/images'
import { PIN, setPin } from '../support/money'
import { boundAccount, completeProfile } from '../support/profile'
import { adminClient, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const LOAN = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }

/** Applies as `realName` and takes the loan as far as `to`: decided, or paid out (repaying). */
async function borrower(realName: string, options: { consent?: boolean; paidOut?: boolean; monthlyIncome?: number } = {}) {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { realName, ...(options.monthlyIncome ? { monthlyIncome: options.monthlyIncome } : {}) })
  if (options.consent === false) await t.api.call('/user/consent/withdraw', { purpose: 'credit_bureau' }, { token: user.token })
  await t.upload('/user/signatureImg/upload', { img: pngFile() }, user.token)
  const orderId = (await t.api.call('/loan/apply', LOAN, { token: user.token })).data.loanOrderId
  await t.runJobs()
  if (options.paidOut) {
    expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token: user.token })).code).toBe(0)
    await setPin(t, user.token, user.mobile, PIN)
    expect((await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: LOAN.amt, bankcard: await boundAccount(t, user.token) }, { token: user.token })).code).toBe(0)
    await t.runJobs()
    await t.api.call('/sandbox/payouts/settle', {})
  }
  const status = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })).data.status
  return { orderId, status }
}

describe('risk monitoring', () => {
  it('counts applications, approvals, bands, PSI, bad loans and vintages that reconcile with the loans', async () => {
    const goneBad = await borrower('Somchai Jaidee', { paidOut: true })
    const good = await borrower('Somchai Jaidee', { paidOut: true })
    const refused = await borrower('Somchai Arrears')
    const waiting = await borrower('Somchai Jaidee', { consent: false })
    // Three lenders' instalments (฿7,500 a month) beside this loan: affordable on a larger income.
    const approved = await borrower('Somchai Openloans', { monthlyIncome: 60_000 })
    expect([goneBad.status, good.status, refused.status, waiting.status, approved.status]).toEqual([4, 4, 5, 1, 3])
    const today = localToday('Asia/Bangkok', t.clock.now)
    // The first instalment of one loan is 40 days late and unpaid: a bad loan at 30 days.
    await t.database.db
      .update(schedulePeriods)
      .set({ dueDate: addDays(today, -40) })
      .where(and(eq(schedulePeriods.orderId, goneBad.orderId), eq(schedulePeriods.period, 1)))

    const staff = await staffSession(t, ['money'])
    const answer = await admin.call('/risk/monitor', { from: today, to: today }, staff.token)
    expect(answer.code).toBe(0)
    const m = answer.data
    expect(m).toMatchObject({ applications: 5, decided: 4, approved: 3, approvalRate: 0.75, badDefinition: { daysPastDue: 30 } })

    const scored = await t.database.db.select().from(creditScores).where(eq(creditScores.role, 'champion'))
    const counts: Record<string, number> = {}
    for (const s of scored) counts[s.band] = (counts[s.band] ?? 0) + 1
    expect(m.bands.map((b) => [b.band, b.applications])).toEqual(DEFAULT_SCORE_TABLE.bands.map((b) => [b.band, counts[b.band] ?? 0]))
    expect(m.psi).toBe(psi(DEFAULT_SCORE_TABLE, counts))
    const bandOf = (orderId: number) => scored.find((s) => s.orderId === orderId)?.band
    const goneBadBand = m.bands.find((b) => b.band === bandOf(goneBad.orderId))
    expect(goneBadBand).toMatchObject({ loans: bandOf(good.orderId) === bandOf(goneBad.orderId) ? 2 : 1, bad: 1 })
    expect(m.bands.reduce((s, b) => s + b.loans, 0)).toBe(2)
    expect(m.bands.reduce((s, b) => s + b.bad, 0)).toBe(1)
    expect(m.vintages).toEqual([{ month: today.slice(0, 7), loans: 2, disbursed: 200_000, bad: 1, badRate: 0.5 }])
    expect(m.champion).toMatchObject({ version: 'default-2026-11', decided: 5, approved: 3, loans: 2, bad: 1, badRate: 0.5 })
    expect(m.challenger).toBeUndefined()

    // A period before these applications has none of them.
    const before = await admin.call('/risk/monitor', { from: addDays(today, -10), to: addDays(today, -1) }, staff.token)
    expect(before.data).toMatchObject({ applications: 0, approvalRate: null, psi: null, vintages: [] })
  })

  it('answers a range backwards with its code, and staff without a risk role with 401', async () => {
    const staff = await staffSession(t, ['money'])
    expect((await admin.call('/risk/monitor', { from: '2026-11-10', to: '2026-11-01' }, staff.token)).code).toBe(40100)
    const support = await staffSession(t, ['support'])
    expect((await admin.call('/risk/monitor', { from: '2026-11-01', to: '2026-11-10' }, support.token)).code).toBe(401)
  })
})
