// An Indonesian borrower repays as Indonesians pay (issue 40, item 3): a QRIS drawn for the exact
// amount in whole rupiah into the lender's own merchant account and a virtual account (the
// sandbox), and through Xendit a QRIS, an e-wallet of the borrower's pick (OVO, DANA, ShopeePay,
// LinkAja), a virtual account at the bank of their pick and a code for Alfamart or Indomaret,
// each paid through the simulator's webhook, with the books balanced. The lender is seeded here as
// the dry run seeds its fixture's, so the test needs no demo lender of the market.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasValidCrc, readFields } from '../../contract/emvco-qr'
import { marketPack } from '../../contract/market'
import { repayments } from '../../server/db/schema'
import type { DemoLender } from '../../contract/market/demo-lender'
import { seedLender } from '../../server/db/seed'
import { pngFile } from '../fixtures/images'
import { checkInvariants, PIN, setPin } from '../support/money'
import { boundAccount, completeProfile, newAccountNumber } from '../support/profile'
import { newPhone, startTestApp, type TestApp } from '../support/test-app'
import { startXenditSimulator, xenditPaymentsEnv, type XenditSimulator } from '../support/xendit-simulator'

const ID = marketPack('ID')
const QRIS_ACCOUNT = {
  acquirerGui: 'ID.CO.BANKMANDIRI.WWW',
  merchantPan: '936000080190366232',
  merchantId: '71903662325',
  nmid: 'ID1025435582537',
  criteria: 'UBE',
  mcc: '6012',
  name: 'Pinjam Uji Coba',
  city: 'Jakarta Selatan',
}
const LENDER: DemoLender = {
  company: { id: 93, name: 'PT Pinjam Uji Coba', market: ID.code },
  apps: [{ id: 93, name: 'Pinjam Uji', min: 1_000_000, max: 10_000_000, step: 500_000, rate: 1800, host: 'id-test.localhost', periods: [{ periods: 3, rate: 1800 }] }],
  configs: {
    ABOUT_US: 'PT Pinjam Uji Coba is a test lender. We never ask you to pay anything to receive your loan.',
    LICENCE: JSON.stringify({ name: 'PT Pinjam Uji Coba', number: 'TEST-0001', regulator: 'Otoritas Jasa Keuangan' }),
    PERIOD_UNIT: JSON.stringify('month'),
    MARRIAGE: JSON.stringify([{ code: 'single', label: { en: 'Single' } }]),
    EDUCATION: JSON.stringify([{ code: 'college', label: { en: 'College' } }]),
    PAYMENT_QR: JSON.stringify(QRIS_ACCOUNT),
    // In rupiah: the test's Rp 3,000,000 loan is decided without a person.
    DECISION_RULES: JSON.stringify({ manualReviewAbove: 10_000_000 }),
  },
  referralCode: 'IDTEST2026',
}
const BORROWER = { companyId: 93, appId: 93, platform: 'h5' as const }
const loan = { amt: 3_000_000, configId: 93, periodDays: 3, appId: 93 }

// An e-KTP NIK that agrees with the test borrower: Kota Jakarta Selatan (3171, district 01), born
// 17 May 1990 (IDENTITY of test/support/profile.ts), a man (the day as it is), a serial number.
const newNik = () => `317101170590${String(1 + Math.floor(Math.random() * 9998)).padStart(4, '0')}`
const FACTS = {
  identity: () => ({ idType: ID.idTypes[0]?.code ?? '', identity: newNik() }),
  basic: { email: 'budi@example.com', education: 'college', provinceCity: 'Daerah Khusus Ibukota Jakarta,Kota Administrasi Jakarta Selatan', address: 'Jl. Jagakarsa 1' },
  // BCA, whose accounts have 10 digits as newAccountNumber's.
  bank: () => ({ bankName: '014', cardNo: newAccountNumber() }),
}

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const { code, msg, data } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
  return data
}

/** A borrower of the test lender, paid out (sandbox payouts) and repaying. */
async function repaying(t: TestApp) {
  const mobile = newPhone(ID.code)
  const { token } = await t.registerUser({ lender: BORROWER, mobile })
  await completeProfile(t, token, { monthlyIncome: 15_000_000, expenses: 4_000_000 }, { code: ID.code, facts: FACTS })
  await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
  const { loanOrderId: orderId } = await ok(t.api.call('/loan/apply', loan, { token }), 'apply')
  await t.runJobs()
  await ok(t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token }), 'accept')
  await setPin(t, token, mobile, PIN)
  await ok(t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: loan.amt, bankcard: await boundAccount(t, token) }, { token }), 'withdraw')
  await ok(t.api.call('/sandbox/payouts/settle', {}), 'payouts/settle')
  return { token, orderId }
}

type Method = 'qr' | 'ewallet' | 'otc' | 'va' | 'page'
const recharge = (t: TestApp, token: string, loanOrderId: number, amt: number, method: Method, pick: { wallet?: string; bank?: string; counter?: string } = {}) =>
  t.api.call('/loan/recharge', { loanOrderId, amt, method, ...pick }, { token })

describe('an Indonesian borrower repaying with the sandbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
    await seedLender(t.database.db, LENDER)
  })
  afterAll(() => t.close())

  it('offers QRIS, the four e-wallets, the counter and the virtual accounts, each with its limit in whole rupiah', async () => {
    const { token, orderId } = await repaying(t)
    const { paymentMethods } = await ok(t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token }), 'orderInfo')
    expect(paymentMethods).toEqual([
      { method: 'qr', maxAmount: 10_000_000 },
      { method: 'ewallet', maxAmount: 20_000_000, wallets: ID.paymentWallets.map(({ code, name }) => ({ code, name })) },
      { method: 'otc', maxAmount: 5_000_000, chains: [{ code: 'alfamart', name: 'Alfamart' }, { code: 'indomaret', name: 'Indomaret' }] },
      { method: 'va', maxAmount: 50_000_000, banks: ID.paymentBanks.map(({ code, name }) => ({ code, name })) },
      { method: 'page', maxAmount: 10_000_000 },
    ])
    expect(paymentMethods?.[1]?.wallets?.map((w) => w.name)).toEqual(['OVO', 'DANA', 'ShopeePay', 'LinkAja'])
  })

  it("pays a QRIS drawn for the exact amount into the lender's merchant account, and refuses a fraction of a rupiah", async () => {
    const { token, orderId } = await repaying(t)
    expect((await recharge(t, token, orderId, 250_000.5, 'qr')).code).toBe(40001)
    const { code, data } = await recharge(t, token, orderId, 250_000, 'qr')
    expect([code, data.method]).toEqual([0, 'qr'])
    const fields = readFields(data.qr ?? '')
    expect([fields.get('01'), fields.get('53'), fields.get('54'), fields.get('58')]).toEqual(['12', '360', '250000', 'ID'])
    expect(fields.get('51')).toBe(`0014ID.CO.QRIS.WWW0215${QRIS_ACCOUNT.nmid}0303UBE`)
    expect(fields.get('62')).toBe(`05${String(data.reference?.length).padStart(2, '0')}${data.reference}`)
    expect(hasValidCrc(data.qr ?? '')).toBe(true)
    await ok(t.api.call('/sandbox/payments/complete', { paymentId: data.paymentId }), 'complete')
    const [row] = await t.database.db.select().from(repayments).where(eq(repayments.id, data.paymentId))
    expect([row?.status, row?.method, row?.amountMinor]).toEqual(['succeeded', 'qr', 250_000])
    await checkInvariants(t, orderId, 3_000_000)
  })

  it('opens a virtual account at the bank picked (BCA when none is named), lists it with its bank, refuses a bank for another method, and pays it', async () => {
    const { token, orderId } = await repaying(t)
    expect((await recharge(t, token, orderId, 200_000, 'qr', { bank: 'bri' })).code).toBe(40150)
    expect((await recharge(t, token, orderId, 200_000, 'va', { bank: 'gcash' })).code).toBe(40150)
    const unnamed = await recharge(t, token, orderId, 200_000, 'va')
    expect([unnamed.code, unnamed.data.bank]).toEqual([0, { code: 'bca', name: 'BCA' }])
    const bri = await recharge(t, token, orderId, 200_000, 'va', { bank: 'bri' })
    expect([bri.code, bri.data.bank?.name, bri.data.reference]).toEqual([0, 'BRI', expect.stringMatching(/^\d{12}$/)])
    expect((await recharge(t, token, orderId, 200_000, 'va', { bank: 'bri' })).data.paymentId).toBe(bri.data.paymentId)
    const open = (await t.api.call('/loan/payments/open', { loanOrderId: orderId }, { token })).data
    expect(open.find((p: { paymentId: string }) => p.paymentId === bri.data.paymentId)).toMatchObject({ method: 'va', bank: { code: 'bri', name: 'BRI' }, reference: bri.data.reference })
    await ok(t.api.call('/sandbox/payments/complete', { paymentId: bri.data.paymentId }), 'complete')
    const [row] = await t.database.db.select().from(repayments).where(eq(repayments.id, bri.data.paymentId))
    expect([row?.status, row?.method, row?.bank]).toEqual(['succeeded', 'va', 'bri'])
    await checkInvariants(t, orderId, 3_000_000)
  })

  it("gives a counter code for the chain picked, payable at that chain's stores, Alfamart when none is named", async () => {
    const { token, orderId } = await repaying(t)
    expect((await recharge(t, token, orderId, 150_000, 'va', { counter: 'indomaret' })).code).toBe(40150)
    const unnamed = await recharge(t, token, orderId, 150_000, 'otc')
    const indomaret = await recharge(t, token, orderId, 150_000, 'otc', { counter: 'indomaret' })
    expect([unnamed.code, unnamed.data.counters, indomaret.code, indomaret.data.counters]).toEqual([0, ['Alfamart'], 0, ['Indomaret']])
    expect(indomaret.data.paymentId).not.toBe(unnamed.data.paymentId)
    const [row] = await t.database.db.select().from(repayments).where(eq(repayments.id, indomaret.data.paymentId))
    expect([row?.method, row?.counter]).toEqual(['otc', 'indomaret'])
  })
})

describe('an Indonesian borrower repaying through Xendit', () => {
  const TOKEN = 'webhook-token-of-the-indonesian-payments-test'
  let sim: XenditSimulator
  let t: TestApp
  beforeAll(async () => {
    sim = await startXenditSimulator()
    t = await startTestApp({
      env: xenditPaymentsEnv(sim, TOKEN),
    })
    await seedLender(t.database.db, LENDER)
  })
  afterAll(async () => {
    await t.close()
    await sim.close()
  })
  const hook = (body: unknown) =>
    t.app.request('/webhooks/xendit', { method: 'POST', headers: { 'content-type': 'application/json', 'x-callback-token': TOKEN }, body: JSON.stringify(body) })

  it('pays by QRIS, each e-wallet, a virtual account and a counter code of each chain, on the channels of Xendit, in whole rupiah', async () => {
    const { token, orderId } = await repaying(t)
    const opened = [
      { answer: await recharge(t, token, orderId, 100_000, 'qr'), channel: 'QRIS' },
      { answer: await recharge(t, token, orderId, 100_000, 'ewallet'), channel: 'OVO' },
      { answer: await recharge(t, token, orderId, 100_000, 'ewallet', { wallet: 'dana' }), channel: 'DANA' },
      { answer: await recharge(t, token, orderId, 100_000, 'ewallet', { wallet: 'shopeepay' }), channel: 'SHOPEEPAY' },
      { answer: await recharge(t, token, orderId, 100_000, 'ewallet', { wallet: 'linkaja' }), channel: 'LINKAJA' },
      { answer: await recharge(t, token, orderId, 100_000, 'otc'), channel: 'ALFAMART' },
      { answer: await recharge(t, token, orderId, 100_000, 'va', { bank: 'mandiri' }), channel: 'MANDIRI_VIRTUAL_ACCOUNT' },
      { answer: await recharge(t, token, orderId, 100_000, 'otc', { counter: 'indomaret' }), channel: 'INDOMARET' },
    ]
    expect(opened.map((o) => o.answer.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    const byPayment = await Promise.all(opened.map(async (o) => (await t.database.db.select().from(repayments).where(eq(repayments.id, o.answer.data.paymentId)))[0]))
    const asked = byPayment.map((row) => sim.paymentRequests.find((r) => r.reference_id === row?.reference))
    expect(asked.map((r) => r?.channel_code)).toEqual(opened.map((o) => o.channel))
    expect(asked.map((r) => [r?.country, r?.currency, r?.request_amount])).toEqual(opened.map(() => [ID.code, ID.currency, 100_000]))
    expect(opened.map((o) => o.answer.data.wallet)).toEqual([undefined, 'ovo', 'dana', 'shopeepay', 'linkaja', undefined, undefined, undefined])
    expect(opened[0]?.answer.data.qr).toContain('5802ID')
    expect(opened[1]?.answer.data.url).toMatch(/\/checkout\//)
    expect(asked[1]?.channel_properties).toEqual({ success_return_url: 'https://id-test.localhost/', failure_return_url: 'https://id-test.localhost/' })
    expect(opened[5]?.answer.data.counters).toEqual(['Alfamart'])
    expect(Object.keys(asked[5]?.channel_properties ?? {}).sort()).toEqual(['expires_at', 'payer_name'])
    // The virtual account's number is Xendit's, shown as the payment's reference, with the bank.
    expect([opened[6]?.answer.data.reference, opened[6]?.answer.data.bank?.name]).toEqual([asked[6]?.actions[0]?.value, 'Mandiri'])
    expect(Object.keys(asked[6]?.channel_properties ?? {}).sort()).toEqual(['display_name', 'expires_at'])
    expect(opened[7]?.answer.data.counters).toEqual(['Indomaret'])
    for (const row of byPayment) expect((await hook(sim.pay(row?.reference ?? ''))).status).toBe(200)
    const paid = await Promise.all(opened.map(async (o) => (await t.database.db.select().from(repayments).where(eq(repayments.id, o.answer.data.paymentId)))[0]?.status))
    expect(paid).toEqual(Array(8).fill('succeeded'))
    await checkInvariants(t, orderId, 3_000_000)
  })
})
