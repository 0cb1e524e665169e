import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bureauInquiries, creditScores, jobs } from '../../server/db/schema'
import type { BureauInquiry, CreditBureau } from '../../server/providers/credit-bureau/port'
import { sandboxCreditBureau } from '../../server/providers/credit-bureau/sandbox'
import { completeProfile } from '../support/profile'
import { startTestApp, type TestApp } from '../support/test-app'

// The sandbox bureau, counting what it is asked.
const asked: BureauInquiry[] = []
const countingBureau: CreditBureau = {
  name: 'sandbox',
  inquire: (inquiry, signal) => {
    asked.push(inquiry)
    return sandboxCreditBureau.inquire(inquiry, signal)
  },
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ creditBureau: countingBureau, env: { CREDIT_BUREAU_TIMEOUT_MS: '150' } })
})
afterAll(() => t.close())

const APPLY = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }

async function applied(realName: string, options: { consent?: boolean } = {}) {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { realName })
  if (options.consent === false) await t.api.call('/user/consent/withdraw', { purpose: 'credit_bureau' }, { token: user.token })
  const answer = await t.api.call('/loan/apply', APPLY, { token: user.token })
  if (answer.code !== 0) throw new Error(`apply answered ${answer.code}`)
  const orderId = answer.data.loanOrderId
  await t.runJobs()
  const info = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })).data
  const [inquiry] = await t.database.db.select().from(bureauInquiries).where(eq(bureauInquiries.orderId, orderId))
  return { ...user, orderId, info, inquiry }
}

const askedFor = (orderId: number) => asked.filter((a) => a.idempotencyKey === `bureau-order-${orderId}`)

describe('the credit bureau inquiry', () => {
  it('asks once per application, after it committed, keeps the answer and then decides', async () => {
    const { orderId, info, inquiry } = await applied('Somchai Jaidee')
    expect(askedFor(orderId)).toHaveLength(1)
    expect(askedFor(orderId)[0]).toMatchObject({ market: 'TH', fullName: 'Somchai Jaidee', birthday: '1990-05-17', amountMinor: 10_000_000 })
    expect(inquiry).toMatchObject({ status: 'answered', provider: 'sandbox', reference: `SBX-bureau-order-${orderId}` })
    expect(inquiry?.answer).toEqual({ fileFound: true, accounts: [], inquiriesLast6Months: 0 })
    expect(info.status).toBe(3)
    const scores = await t.database.db.select().from(creditScores).where(eq(creditScores.orderId, orderId))
    expect(scores).toEqual([expect.objectContaining({ role: 'champion', assigned: true, band: 'B', tableVersion: 'default-2026-11' })])
  })

  it('never asks without consent: the application waits for a person with that reason', async () => {
    const { orderId, info, inquiry } = await applied('Somchai Jaidee', { consent: false })
    expect(askedFor(orderId)).toHaveLength(0)
    expect(inquiry?.status).toBe('no_consent')
    expect(info.status).toBe(1)
    expect(info.decision?.reasons).toEqual(['bureau_consent_missing'])
  })

  it('sends the application to a person when the bureau does not answer in time', async () => {
    const { orderId, info, inquiry } = await applied('Somchai Timeout')
    expect(askedFor(orderId)).toHaveLength(1)
    expect(inquiry?.status).toBe('unavailable')
    expect(info.status).toBe(1)
    expect(info.decision?.reasons).toEqual(['bureau_unavailable'])
  })

  it('refuses a borrower in arrears with the reasons that cost the most points, costliest first', async () => {
    const { info } = await applied('Somchai Arrears')
    expect(info.status).toBe(5)
    expect(info.decision?.reasons).toEqual(['score_bureau_worst_delinquency', 'score_bureau_past_due', 'score_payment_to_spare', 'score_repaid_loans'])
  })

  it('does not ask again when the job runs a second time', async () => {
    const { orderId } = await applied('Somchai Jaidee')
    await t.database.db.insert(jobs).values({ kind: 'credit-bureau', payload: { orderId }, runAt: t.clock.now })
    await t.runJobs()
    expect(askedFor(orderId)).toHaveLength(1)
  })

  it('decides an application queued before the bureau existed only after asking it', async () => {
    const user = await t.registerUser()
    await completeProfile(t, user.token)
    const { loanOrderId } = (await t.api.call('/loan/apply', APPLY, { token: user.token })).data
    // As a deploy finds it: the decision queued, no inquiry yet.
    await t.database.db.update(jobs).set({ kind: 'decide' }).where(eq(jobs.kind, 'credit-bureau'))
    await t.runJobs()
    expect(askedFor(loanOrderId)).toHaveLength(1)
    expect((await t.api.call('/loan/orderInfo', { loanOrderId }, { token: user.token })).data.status).toBe(3)
  })

  it('lists the consent with the others, and a withdrawn one stops the next inquiry', async () => {
    const user = await t.registerUser()
    await completeProfile(t, user.token)
    const consents = (await t.api.call('/user/consents', {}, { token: user.token })).data
    expect(consents.map((c) => c.purpose)).toContain('credit_bureau')
    expect((await t.api.call('/user/consent/withdraw', { purpose: 'credit_bureau' }, { token: user.token })).code).toBe(0)
    const { loanOrderId } = (await t.api.call('/loan/apply', APPLY, { token: user.token })).data
    await t.runJobs()
    expect(askedFor(loanOrderId)).toHaveLength(0)
  })

  it('puts the kept answer in the borrower export', async () => {
    const { token, orderId } = await applied('Somchai Openloans')
    const exported = (await t.api.call('/user/export', {}, { token })).data as { creditBureau?: { orderId: number; status: string; answer: unknown }[] }
    const entry = exported.creditBureau?.find((e) => e.orderId === orderId)
    expect(entry?.status).toBe('answered')
    expect(entry?.answer).toMatchObject({ fileFound: true, openLoans: 3, lenders: ['SANDBOX BANK A', 'SANDBOX BANK B', 'SANDBOX LEASING C'] })
  })
})
