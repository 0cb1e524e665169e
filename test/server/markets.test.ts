import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apps, orders, periodConfigs, schedulePeriods, users } from '../../server/db/schema'
import { markOverdueEverywhere } from '../../server/domain/money/schedule'
import { PIN, setPin } from '../support/money'
import { completeProfile, newThaiId } from '../support/profile'
import { pngFile } from '../fixtures/images'
import { DEMO, DEMO_PH, e164, newPhone, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

async function sendCode(mobile: string, lender = DEMO) {
  return t.api.call('/sms/register', { mobile, ...lender })
}

async function consenting(lender: typeof DEMO) {
  const user = await t.registerUser({ lender })
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment'] as const) {
    await t.api.call('/user/consent/give', { purpose }, { token: user.token })
  }
  return user
}

describe('phone numbers by the lender market', () => {
  it('registers a Thai borrower typed as 0812345678 or +66 81 234 5678, and stores E.164', async () => {
    const national = newPhone('TH')
    const { token } = await t.registerUser({ mobile: `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}` })
    expect((await t.api.call('/user/info', {}, { token })).data.mobile).toBe(`+66${national.slice(1)}`)
    const international = `+66 ${newPhone('TH').slice(1, 3)} 234 5678`
    expect((await sendCode(international)).code).toBe(0)
  })

  it('registers a Filipino typed as 0917 123 4567 or +63 917 123 4567 on the Philippine lender', async () => {
    const national = newPhone('PH')
    const { token } = await t.registerUser({ mobile: `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`, lender: DEMO_PH })
    expect((await t.api.call('/user/info', {}, { token })).data.mobile).toBe(`+63${national.slice(1)}`)
    expect((await sendCode('+63 917 765 4321', DEMO_PH)).code).toBe(0)
    expect((await sendCode('0063 917 765 4322', DEMO_PH)).code).toBe(0)
  })

  it("refuses the other market's numbers and landlines with 10042 on mobile, never a 5xx", async () => {
    expect((await sendCode('09171234567')).data).toEqual({ fields: ['mobile'] })
    expect((await sendCode('+63 917 123 4567')).code).toBe(10042)
    expect((await sendCode('02 123 4567')).code).toBe(10042)
    expect((await sendCode('0812345678', DEMO_PH)).code).toBe(10042)
    expect((await sendCode('+66812345678', DEMO_PH)).code).toBe(10042)
    expect((await sendCode('(02) 8123 4567', DEMO_PH)).code).toBe(10042)
    expect((await sendCode('not a number')).code).toBe(10042)
  })

  it('logs in with the number in either form', async () => {
    const { mobile, password } = await t.registerUser({ lender: DEMO_PH })
    for (const typed of [mobile, `+63${mobile.slice(1)}`, `0063 ${mobile.slice(1)}`]) {
      expect((await t.api.call('/user/login', { mobile: typed, password, ...DEMO_PH })).code, typed).toBe(0)
    }
  })

  it("refuses an app of another company than the one named (no borrower signs up with a lender through another's app)", async () => {
    expect((await t.api.call('/sms/register', { mobile: newPhone('PH'), companyId: 2, appId: 1 })).data).toEqual({ fields: ['appId'] })
    const { mobile, password } = await t.registerUser()
    expect((await t.api.call('/user/login', { mobile, password, companyId: 1, appId: 3, platform: 'h5' })).code).toBe(10004)
  })
})

describe('identity documents by the lender market', () => {
  it('takes a Thai national ID with its check digit, with or without dashes, the type optional as Thailand has one', async () => {
    const { token } = await consenting(DEMO)
    const id = newThaiId()
    const dashed = `${id[0]}-${id.slice(1, 5)}-${id.slice(5, 10)}-${id.slice(10, 12)}-${id[12]}`
    expect((await t.api.call('/user/update', { identity: dashed }, { token })).code).toBe(0)
    const info = (await t.api.call('/user/info', {}, { token })).data
    expect([info.idType, info.identity]).toEqual(['th_national_id', id])
  })

  it('takes each Philippine ID type the borrower picks, checked by its own format', async () => {
    const cases = [
      ['ph_philsys', '1234-5678-9012-3456', '1234567890123456'],
      ['ph_umid', '0111-2345678-9', '011123456789'],
      ['ph_drivers_licence', 'n01-23-456789', 'N0123456789'],
      ['ph_passport', 'p1234567a', 'P1234567A'],
      ['ph_sss', '34-5678901-2', '3456789012'],
      ['ph_tin', '123-456-789-000', '123456789000'],
    ]
    for (const [idType, typed, stored] of cases) {
      const { token } = await consenting(DEMO_PH)
      expect((await t.api.call('/user/update', { idType, identity: typed }, { token })).code, idType).toBe(0)
      const info = (await t.api.call('/user/info', {}, { token })).data
      expect([info.idType, info.identity]).toEqual([idType, stored])
    }
  })

  it('refuses a number of the wrong format (10014), a type the market does not accept (10043), and a PH number without its type', async () => {
    const { token } = await consenting(DEMO_PH)
    expect((await t.api.call('/user/update', { idType: 'ph_passport', identity: '1234567' }, { token })).data).toEqual({ fields: ['identity'] })
    expect((await t.api.call('/user/update', { idType: 'th_national_id', identity: newThaiId() }, { token })).data).toEqual({ fields: ['idType'] })
    expect((await t.api.call('/user/update', { identity: 'P1234567A' }, { token })).code).toBe(10043)
    const thai = await consenting(DEMO)
    expect((await t.api.call('/user/update', { idType: 'ph_passport', identity: 'P1234567A' }, { token: thai.token })).code).toBe(10043)
    expect((await t.api.call('/user/update', { identity: '1234567890123' }, { token: thai.token })).code).toBe(10014)
  })
})

describe('where the money goes, by the lender market', () => {
  it('pays a Filipino to GCash by the wallet mobile number, or to a bank by its account number', async () => {
    const { token } = await consenting(DEMO_PH)
    expect((await t.api.call('/user/bank/binding', { bankName: 'PH_GCASH', cardNo: '0917 555 1234' }, { token })).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).data).toMatchObject({ bankName: 'PH_GCASH', cardNo: '+639175551234' })
    expect((await t.api.call('/user/bank/binding', { bankName: 'PH_BPI', cardNo: '1234-5678-90' }, { token })).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).data.cardNo).toBe('1234567890')
  })

  it("refuses a bank of the other market, a wallet number of the other market, and a PromptPay ID that fails its check (10028)", async () => {
    const ph = await consenting(DEMO_PH)
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '1234567890' }, { token: ph.token })).data).toEqual({ fields: ['bankName'] })
    expect((await t.api.call('/user/bank/binding', { bankName: 'PH_GCASH', cardNo: '0812345678' }, { token: ph.token })).data).toEqual({ fields: ['cardNo'] })
    const th = await consenting(DEMO)
    expect((await t.api.call('/user/bank/binding', { bankName: 'PH_GCASH', cardNo: '09175551234' }, { token: th.token })).code).toBe(10028)
    expect((await t.api.call('/user/bank/binding', { bankName: 'PROMPTPAY', cardNo: '1234567890123' }, { token: th.token })).code).toBe(10028)
    expect((await t.api.call('/user/bank/binding', { bankName: 'PROMPTPAY', cardNo: '081 234 5678' }, { token: th.token })).code).toBe(0)
    expect((await t.api.call('/user/bank/binding', { bankName: 'PROMPTPAY', cardNo: newThaiId() }, { token: th.token })).code).toBe(0)
  })
})

describe('quotes by the lender market', () => {
  it('prices a Philippine loan in pesos within the BSP small-loan caps, with the monthly EIR', async () => {
    const { token } = await t.registerUser({ lender: DEMO_PH })
    const { code, data } = await t.api.call('/loan/quote', { amt: 10_000, configId: 3, periodDays: 4, appId: 3 }, { token })
    expect(code).toBe(0)
    expect(data.monthlyEffectivePercent).toBeLessThanOrEqual(15)
    expect(data.monthlyNominalPercent).toBeLessThanOrEqual(6)
    expect(data.interest).toBeLessThanOrEqual(10_000)
    const products = (await t.api.call('/loan/getAllCompanyConfigs', { appId: 3 })).data
    expect(products.CURRENCY).toBe('PHP')
  })

  it('gives Philippine products amounts up to 10,000 over at most 4 months', async () => {
    const rows = await t.database.db.select().from(apps).where(eq(apps.companyId, 2))
    expect(rows.length).toBeGreaterThan(0)
    for (const app of rows) expect(app.maxAmountMinor).toBeLessThanOrEqual(10_000_00)
    for (const app of rows) {
      const { data } = await t.api.call('/loan/getPeriodConfig', { appId: app.id })
      for (const config of data.rateConfigs) expect(config.periodDays).toBeLessThanOrEqual(4)
    }
  })

  it('dates the schedule from the borrower calendar: at 06:30 on 1 January in Bangkok (still 31 December in UTC) the first payment is due on 1 February', async () => {
    t.clock.now = new Date('2026-12-31T23:30:00Z')
    const { token } = await t.registerUser()
    const { data } = await t.api.call('/loan/quote', { amt: 100_000, configId: 1, periodDays: 6, appId: 1 }, { token })
    expect(data.schedule[0]?.dueDate).toBe('2027-02-01')
    t.clock.now = new Date()
  })
})

describe('a Filipino borrower from registration to money in their GCash wallet', () => {
  it('applies in pesos, is approved, signs, withdraws to GCash and repays on the Manila calendar', async () => {
    const user = await t.registerUser({ lender: DEMO_PH })
    const { token } = user
    await completeProfile(t, token, {}, 'PH')
    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    const applied = await t.api.call('/loan/apply', { amt: 8_000, configId: 3, periodDays: 3, appId: 3 }, { token })
    expect(applied.code).toBe(0)
    await t.runJobs()
    const orderId = applied.data.loanOrderId
    const contract = (await t.api.call('/loan/contract', { loanOrderId: orderId }, { token })).data
    expect(contract.terms).toMatchObject({ currency: 'PHP', borrower: { idType: 'ph_philsys' }, lender: { regulator: 'Securities and Exchange Commission' } })
    expect(contract.terms.monthlyEffectivePercent).toBeLessThanOrEqual(15)
    expect(contract.html).toContain('PhilSys National ID')
    expect(contract.html).toContain('Effective interest rate (EIR)')
    expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })).code).toBe(0)
    await setPin(t, token, user.mobile, PIN)
    const card = (await t.api.call('/user/info', {}, { token })).data.cardNo ?? ''
    expect(card).toMatch(/^\+63917\d{7}$/)
    const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: 8_000, bankcard: card }, { token })
    expect(withdrawn.data).toEqual({ verified: true })
    await t.api.call('/sandbox/payouts/settle', {})
    const order = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data
    expect(order.status).toBe(4)
    expect(order.periodViews).toHaveLength(3)
  })
})

describe('overdue marking on each market calendar', () => {
  it("marks a Thai period overdue at Bangkok's midnight and a Philippine one at Manila's", async () => {
    const { orderId: thOrder } = await periodDueOn(DEMO, '2027-03-10')
    const { orderId: phOrder } = await periodDueOn(DEMO_PH, '2027-03-10')
    const status = async (orderId: number) => (await t.database.db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)))[0]?.status
    // 16:30 UTC on the 10th is 00:30 on the 11th in Manila (UTC+8) but 23:30 on the 10th in Bangkok (UTC+7).
    await markOverdueEverywhere(t.database.db, new Date('2027-03-10T16:30:00Z'))
    expect(await status(phOrder)).toBe(2)
    expect(await status(thOrder)).toBe(0)
    await markOverdueEverywhere(t.database.db, new Date('2027-03-10T17:00:00Z'))
    expect(await status(thOrder)).toBe(2)
  })
})

/** An order of `lender` in repayment with one period falling due on `dueDate`, written straight to the tables. */
async function periodDueOn(lender: typeof DEMO, dueDate: string): Promise<{ orderId: number }> {
  const { mobile } = await t.registerUser({ lender })
  const db = t.database.db
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, e164(mobile)))
  const [config] = await db.select({ id: periodConfigs.id }).from(periodConfigs).where(eq(periodConfigs.appId, lender.appId)).limit(1)
  if (!owner || !config) throw new Error('no borrower or period config')
  const [order] = await db
    .insert(orders)
    .values({ userId: owner.id, appId: lender.appId, periodConfigId: config.id, status: 4, principalMinor: 100_00, rate: 0, periods: 1, periodUnit: 'month', quote: {} })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  await db.insert(schedulePeriods).values({ orderId: order.id, period: 1, dueDate, amountMinor: 100_00, interestMinor: 0 })
  return { orderId: order.id }
}
