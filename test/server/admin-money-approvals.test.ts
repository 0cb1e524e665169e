import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalKind } from '../../contract/admin/approval-kinds'
import { auditLog, companyConfigs, disbursements, ledgerLines, schedulePeriods, users } from '../../server/db/schema'
import { recordSandboxPayment } from '../../server/providers/payment/sandbox-transactions'
import { demoMarket, type DemoMarket } from '../support/demo-markets'
import { checkInvariants, fundsReadyOrder, fundsReadyPhOrder, PIN, repaying } from '../support/money'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { DEMO, startTestApp, type TestApp } from '../support/test-app'
import { newFailingAccount } from '../support/profile'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())
afterEach(() => t.database.db.delete(companyConfigs).where(eq(companyConfigs.key, 'FOUR_EYES')))

type Market = DemoMarket['market']
const companyOf = (market: Market) => demoMarket(market).companyId

/** A maker with the money role and a checker, of the market's company, signed in now. */
async function pair(market: Market = 'TH') {
  const companyId = companyOf(market)
  return { maker: await staffSession(t, ['money'], { companyId }), checker: await staffSession(t, ['checker'], { companyId }) }
}

const withdraw = (token: string, loanOrderId: number, withdrawAmount: number, bankcard: string) =>
  t.api.call('/user/withdraw', { loanOrderId, password: PIN, withdrawAmount, bankcard }, { token })

/** A borrower whose loan was paid out and is being repaid (status 4). */
async function repayingLoan(code: Market) {
  const market = demoMarket(code)
  return { ...(await repaying(t, market)), approvedMinor: market.approvedMinor }
}

/** A borrower whose payout failed (the sandbox fails accounts ending in 0000): the money waits on the order (status 9). */
async function failedPayout(market: Market) {
  const order = market === 'TH' ? await fundsReadyOrder(t, 100_000, newFailingAccount()) : await fundsReadyPhOrder(t)
  const cardNo = market === 'TH' ? order.cardNo : '+639175550000'
  if (market === 'PH') expect((await t.api.call('/user/bank/binding', { bankName: 'PH_GCASH', cardNo: '0917 555 0000' }, { token: order.token })).code).toBe(0)
  expect((await withdraw(order.token, order.orderId, demoMarket(market).amount, cardNo)).code).toBe(0)
  await t.api.call('/sandbox/payouts/settle', {})
  const [failed] = await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, order.orderId))
  expect(failed?.status).toBe('failed')
  return { ...order, disbursementId: failed?.id ?? 0, approvedMinor: demoMarket(market).approvedMinor }
}

/** The sandbox provider receives money under a reference, and nothing reports it to the lender. */
const received = (reference: string, amount: number, market: Market = 'TH') =>
  recordSandboxPayment(t.database.db, { reference, amountMinor: Math.round(amount * 100), currency: market === 'TH' ? 'THB' : 'PHP', paidAt: t.clock.now })

const lines = (orderId: number) => t.database.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))
const balance = async (orderId: number, account: string) => (await lines(orderId)).filter((l) => l.account === account).reduce((a, l) => a + l.amountMinor, 0)
const info = async (loan: { orderId: number; token: string }) => (await t.api.call('/loan/orderInfo', { loanOrderId: loan.orderId }, { token: loan.token })).data
const firstPeriod = async (orderId: number) => (await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId))).find((p) => p.period === 1)
const approvalOf = async (token: string, approvalId: number | null) => (await admin.call('/approvals/list', {}, token)).data.approvals.find((a) => a.id === approvalId)
const auditActions = async (recordType: string, recordId: number) =>
  (await t.database.db.select().from(auditLog)).filter((e) => e.recordType === recordType && e.recordId === String(recordId)).map((e) => [e.action, e.staffId])

describe('fee or interest waiver', () => {
  for (const market of ['TH', 'PH'] as const) {
    it(`${market}: waives part of an installment's charges only when a second staff member approves, lowering the schedule and the receivable alike`, async () => {
      const loan = await repayingLoan(market)
      const period = await firstPeriod(loan.orderId)
      const waivedMinor = Math.floor((period?.interestMinor ?? 0) / 2)
      const before = await info(loan)
      const { maker, checker } = await pair(market)
      const asked = await admin.call('/waiver/request', { orderId: loan.orderId, period: 1, amount: waivedMinor / 100, reason: 'hardship', note: 'Agreed on the phone' }, maker.token)
      expect(asked.code).toBe(0)
      expect(await info(loan)).toEqual(before)
      expect(await approvalOf(checker.token, asked.data.approvalId)).toMatchObject({
        kind: 'fee_waiver',
        status: 'requested',
        payload: { orderId: loan.orderId, period: 1, amountMinor: waivedMinor, reason: 'hardship' },
        before: { chargesOwedMinor: period?.interestMinor, periodAmountMinor: period?.amountMinor },
      })

      const receivable = await balance(loan.orderId, 'receivable')
      expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
      const after = await info(loan)
      expect(after.periodViews?.[0]?.amt).toBeCloseTo((before.periodViews?.[0]?.amt ?? 0) - waivedMinor / 100, 2)
      expect(after.outstanding).toBeCloseTo((before.outstanding ?? 0) - waivedMinor / 100, 2)
      expect(await balance(loan.orderId, 'receivable')).toBe(receivable - waivedMinor)
      await checkInvariants(t, loan.orderId, loan.approvedMinor)
      expect(await auditActions('order', loan.orderId)).toContainEqual(['waive_charges', checker.id])
    })
  }

  it('refuses more than the charges still owed, principal included (40111), an unknown installment (40007) and a settled loan (40110), posting nothing', async () => {
    const loan = await repayingLoan('TH')
    const period = await firstPeriod(loan.orderId)
    const { maker } = await pair()
    const posted = await lines(loan.orderId)
    const ask = (body: { period?: number; amount: number }) => admin.call('/waiver/request', { orderId: loan.orderId, period: 1, reason: 'complaint', ...body, note: 'Agreed on the phone' }, maker.token)
    expect(await ask({ amount: ((period?.interestMinor ?? 0) + 1) / 100 })).toMatchObject({ code: 40111, msg: 'That is more than the interest and fees still owed on this installment' })
    expect((await ask({ period: 99, amount: 1 })).code).toBe(40007)
    expect((await ask({ amount: 0 })).code).not.toBe(0)
    expect((await ask({ amount: -5 })).code).not.toBe(0)

    const payoff = (await info(loan)).payoff ?? 0
    const page = await t.api.call('/loan/recharge', { loanOrderId: loan.orderId, amt: payoff }, { token: loan.token })
    await t.api.call('/sandbox/payments/complete', { paymentId: page.data.paymentId })
    const paidOff = await lines(loan.orderId)
    expect((await ask({ amount: 1 })).code).toBe(40110)
    expect(await lines(loan.orderId)).toEqual(paidOff)
    expect(paidOff.length).toBeGreaterThan(posted.length)
  })

  it('checks again when approved: a loan paid off since the request is not waived, and the request stays open', async () => {
    const loan = await repayingLoan('PH')
    const { maker, checker } = await pair('PH')
    const asked = await admin.call('/waiver/request', { orderId: loan.orderId, period: 1, amount: 1, reason: 'goodwill', note: 'Agreed on the phone' }, maker.token)
    const page = await t.api.call('/loan/recharge', { loanOrderId: loan.orderId, amt: (await info(loan)).payoff ?? 0 }, { token: loan.token })
    await t.api.call('/sandbox/payments/complete', { paymentId: page.data.paymentId })
    const paidOff = await lines(loan.orderId)
    expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(40110)
    expect(await lines(loan.orderId)).toEqual(paidOff)
    expect((await approvalOf(checker.token, asked.data.approvalId))?.status).toBe('requested')
  })

  it('waiving the last charges still owed closes the loan', async () => {
    const loan = await repayingLoan('TH')
    await setFourEyes(t.database.db, 1, [])
    // Once every installment has begun nothing is forgiven on payoff, and a payment fills principal before charges.
    t.clock.advance(400 * 86_400_000)
    const { maker } = await pair()
    const periods = await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, loan.orderId))
    const last = periods.reduce((a, p) => (p.period > a.period ? p : a))
    const outstanding = periods.reduce((a, p) => a + p.amountMinor - p.paidMinor, 0)
    const signedIn = await t.api.call('/user/login', { mobile: loan.mobile, password: loan.password, ...DEMO })
    const token = (signedIn.data as { token: string }).token
    const page = await t.api.call('/loan/recharge', { loanOrderId: loan.orderId, amt: (outstanding - last.interestMinor) / 100 }, { token })
    await t.api.call('/sandbox/payments/complete', { paymentId: page.data.paymentId })
    expect((await info({ ...loan, token })).outstanding).toBeCloseTo(last.interestMinor / 100, 2)
    const waived = await admin.call('/waiver/request', { orderId: loan.orderId, period: last.period, amount: last.interestMinor / 100, reason: 'hardship', note: 'Agreed on the phone' }, maker.token)
    expect(waived).toMatchObject({ code: 0, data: { approvalId: null } })
    expect(await info({ ...loan, token })).toMatchObject({ status: 10, outstanding: 0 })
    await checkInvariants(t, loan.orderId, loan.approvedMinor)
  })
})

describe('manual posting of a transfer the provider did not report', () => {
  for (const market of ['TH', 'PH'] as const) {
    it(`${market}: is applied like a payment, with its receipt, once approved, and only once per provider reference`, async () => {
      const loan = await repayingLoan(market)
      const { maker, checker } = await pair(market)
      const reference = `BANK-${market}-${loan.orderId}-001`
      const transaction = await received(reference, 150, market)
      const before = await info(loan)
      const asked = await admin.call('/posting/request', { orderId: loan.orderId, providerReference: reference, amount: 150 }, maker.token)
      expect(asked.code).toBe(0)
      expect(await info(loan)).toEqual(before)
      expect((await admin.call('/posting/request', { orderId: loan.orderId, providerReference: reference, amount: 150 }, maker.token)).code).toBe(40034)
      expect(await approvalOf(checker.token, asked.data.approvalId)).toMatchObject({
        kind: 'manual_posting',
        payload: { providerReference: reference, amountMinor: 150_00, providerId: transaction.providerId, paidAt: transaction.paidAt.toISOString() },
      })

      expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
      expect((await info(loan)).outstanding).toBeCloseTo((before.outstanding ?? 0) - 150, 2)
      const transfer = (await t.api.call('/loan/transactions', {}, { token: loan.token })).data.find((x) => x.method === 'transfer')
      expect(transfer).toMatchObject({ kind: 'repayment', status: 'succeeded', amt: 150 })
      const receipt = await t.api.call('/loan/receipt', { paymentId: (transfer?.id ?? '').slice(2) }, { token: loan.token })
      expect(receipt.data).toMatchObject({ reference, method: 'transfer', amt: 150 })
      expect(receipt.data.principal + receipt.data.interest + receipt.data.fees).toBeCloseTo(150, 2)
      await checkInvariants(t, loan.orderId, loan.approvedMinor)

      const again = await admin.call('/posting/request', { orderId: loan.orderId, providerReference: reference, amount: 150 }, maker.token)
      expect(again).toMatchObject({ code: 40112, msg: 'A payment with this provider reference has already been posted' })
    })
  }

  it("holds money beyond what is owed as the borrower's credit and sends it back, the books balanced", async () => {
    const loan = await repayingLoan('TH')
    const { maker, checker } = await pair()
    const payoff = (await info(loan)).payoff ?? 0
    await received(`OVER-${loan.orderId}`, payoff + 20)
    const asked = await admin.call('/posting/request', { orderId: loan.orderId, providerReference: `OVER-${loan.orderId}`, amount: payoff + 20 }, maker.token)
    expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
    expect((await info(loan)).status).toBe(10)
    const refund = (await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, loan.orderId))).find((d) => d.purpose === 'refund')
    expect(refund).toMatchObject({ amountMinor: 20_00, status: 'pending' })
    expect(await balance(loan.orderId, 'borrower_credit')).toBe(-20_00)
    await checkInvariants(t, loan.orderId, loan.approvedMinor)
  })

  it('refuses a reference the provider never received (40113), another amount (40114), a loan not paid out (40115), and a payment the app opened (40119), storing nothing', async () => {
    const order = await fundsReadyOrder(t)
    const { maker } = await pair()
    await received(`EARLY-${order.orderId}`, 10)
    expect((await admin.call('/posting/request', { orderId: order.orderId, providerReference: `EARLY-${order.orderId}`, amount: 10 }, maker.token)).code).toBe(40115)
    const loan = await repayingLoan('TH')
    expect(await admin.call('/posting/request', { orderId: loan.orderId, providerReference: `NEVER-${loan.orderId}`, amount: 10 }, maker.token)).toMatchObject({
      code: 40113,
      msg: 'The payment provider has received no payment under this reference',
    })
    await received(`PART-${loan.orderId}`, 10)
    expect((await admin.call('/posting/request', { orderId: loan.orderId, providerReference: `PART-${loan.orderId}`, amount: 12 }, maker.token)).code).toBe(40114)
    // The provider's book in the other currency is not this market's money.
    await received(`PESO-${loan.orderId}`, 10, 'PH')
    expect((await admin.call('/posting/request', { orderId: loan.orderId, providerReference: `PESO-${loan.orderId}`, amount: 10 }, maker.token)).code).toBe(40113)
    const opened = await t.api.call('/loan/recharge', { loanOrderId: loan.orderId, amt: 100 }, { token: loan.token })
    const reference = opened.data.reference ?? ''
    await received(reference, 100)
    expect((await admin.call('/posting/request', { orderId: loan.orderId, providerReference: reference, amount: 100 }, maker.token)).code).toBe(40119)
    for (const body of [
      { providerReference: 'ab', amount: 10 },
      { providerReference: 'has spaces in it', amount: 10 },
      { providerReference: `OK-${loan.orderId}`, amount: 0 },
      { providerReference: `OK-${loan.orderId}`, amount: 10.001 },
    ]) {
      expect((await admin.call('/posting/request', { orderId: loan.orderId, ...body }, maker.token)).code).not.toBe(0)
    }
    expect((await admin.call('/approvals/list', { status: 'requested' }, maker.token)).data.approvals.filter((a) => a.makerId === maker.id)).toEqual([])
  })
})

describe('payout to an account other than the borrower’s own bound one', () => {
  for (const market of ['TH', 'PH'] as const) {
    it(`${market}: sends the failed payout to the new account once approved, showing both accounts masked, in the borrower's name only`, async () => {
      const loan = await failedPayout(market)
      const { maker, checker } = await pair(market)
      const account = market === 'TH' ? { bankName: '004', cardNo: '9876543210', full: '9876543210' } : { bankName: 'PH_GCASH', cardNo: '0917 555 0202', full: '+639175550202' }
      const ask = (holderName: string, over: Partial<typeof account> = {}) =>
        admin.call('/money/retryOtherAccount', { disbursementId: loan.disbursementId, bankName: account.bankName, cardNo: account.cardNo, holderName, ...over }, maker.token)
      expect(await ask('Someone Else')).toMatchObject({ code: 40116, msg: "The account must be in the borrower's own name, as on their ID" })
      const bound = (await t.database.db.select().from(users).where(eq(users.mobile, `+${loan.mobile.replace(/^\+/, '')}`)))[0]
      expect((await ask('Somchai Jaidee', { cardNo: market === 'TH' ? loan.cardNo : '0917 555 0000' })).code).toBe(40117)
      expect((await ask('Somchai Jaidee', { bankName: 'NOT_A_BANK' })).code).toBe(10028)

      const asked = await ask('  somchai   JAIDEE ')
      expect(asked.code).toBe(0)
      const listed = await admin.raw('/approvals/list', { status: 'requested' }, checker.token)
      expect(listed.text).not.toContain(account.full)
      expect(await approvalOf(checker.token, asked.data.approvalId)).toMatchObject({
        kind: 'payout_other_account',
        payload: { disbursementId: loan.disbursementId, to: { bankName: account.bankName, cardNoMasked: expect.stringMatching(/^.\*+.$/) }, holderName: 'Somchai Jaidee' },
        before: { failed: { cardNoMasked: expect.stringMatching(/\*/) }, verified: { cardNoMasked: expect.stringMatching(/\*/) } },
      })
      expect((await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, loan.orderId))).length).toBe(1)

      expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
      const sent = (await t.database.db.select().from(disbursements).where(eq(disbursements.orderId, loan.orderId))).at(-1)
      expect(sent).toMatchObject({ status: 'pending', cardNo: account.full, bankName: account.bankName })
      await t.api.call('/sandbox/payouts/settle', {})
      expect((await info(loan)).status).toBe(4)
      await checkInvariants(t, loan.orderId, loan.approvedMinor)
      // The borrower's own account stays as they bound it; the audit log holds the new one masked.
      const after = (await t.database.db.select().from(users).where(eq(users.id, bound?.id ?? 0)))[0]
      expect(after?.cardNo).toBe(bound?.cardNo)
      const audit = (await t.database.db.select().from(auditLog)).filter((e) => e.recordType === 'disbursement' || e.recordType === 'approval')
      expect(JSON.stringify(audit)).not.toContain(account.full)
      expect(await auditActions('disbursement', loan.disbursementId)).toContainEqual(['retry_disbursement_other_account', checker.id])
      expect((await ask('Somchai Jaidee')).code).toBe(40118)
    })
  }

  it("keeps another company's payout out of reach (40007)", async () => {
    const loan = await failedPayout('TH')
    const philippine = await staffSession(t, ['money'], { companyId: 2 })
    const asked = await admin.call('/money/retryOtherAccount', { disbursementId: loan.disbursementId, bankName: '004', cardNo: '9876543210', holderName: 'Somchai Jaidee' }, philippine.token)
    expect(asked.code).toBe(40007)
  })
})

describe('the rules every four-eyes money action shares', () => {
  type Ask = (token: string) => Promise<{ code: number; data: { approvalId: number | null } }>
  const ACTIONS: { kind: ApprovalKind; market: Market; ask: () => Promise<Ask> }[] = [
    {
      kind: 'fee_waiver',
      market: 'TH',
      ask: async () => {
        const loan = await repayingLoan('TH')
        return (token) => admin.call('/waiver/request', { orderId: loan.orderId, period: 1, amount: 1, reason: 'lender_error', note: 'Agreed on the phone' }, token)
      },
    },
    {
      kind: 'manual_posting',
      market: 'PH',
      ask: async () => {
        const loan = await repayingLoan('PH')
        await received(`SHARED-${loan.orderId}`, 100, 'PH')
        return (token) => admin.call('/posting/request', { orderId: loan.orderId, providerReference: `SHARED-${loan.orderId}`, amount: 100 }, token)
      },
    },
    {
      kind: 'payout_other_account',
      market: 'TH',
      ask: async () => {
        const loan = await failedPayout('TH')
        return (token) => admin.call('/money/retryOtherAccount', { disbursementId: loan.disbursementId, bankName: '004', cardNo: '5555666677', holderName: 'Somchai Jaidee' }, token)
      },
    },
  ]

  for (const { kind, market, ask } of ACTIONS) {
    it(`${kind}: the maker cannot approve their own request (40030), and it expires after 72 hours (40031)`, async () => {
      const request = await ask()
      const both = await staffSession(t, ['money', 'checker'], { companyId: companyOf(market) })
      const { data } = await request(both.token)
      expect((await admin.call('/approvals/approve', { approvalId: data.approvalId ?? 0 }, both.token)).code).toBe(40030)
      t.clock.advance(72 * 3_600_000 + 1)
      const { checker } = await pair(market)
      expect((await admin.call('/approvals/approve', { approvalId: data.approvalId ?? 0 }, checker.token)).code).toBe(40031)
      expect((await approvalOf(checker.token, data.approvalId))?.status).toBe('expired')
    })

    it(`${kind}: applies at once, still on the record, where the company's FOUR_EYES leaves it out`, async () => {
      const request = await ask()
      const companyId = companyOf(market)
      await setFourEyes(t.database.db, companyId, ['write_off'])
      const maker = await staffSession(t, ['money'], { companyId })
      expect((await request(maker.token)).data).toEqual({ approvalId: null })
      const listed = (await admin.call('/approvals/list', {}, maker.token)).data.approvals[0]
      expect(listed).toMatchObject({ kind, status: 'approved', makerName: maker.name, checkerName: maker.name })
    })
  }
})
