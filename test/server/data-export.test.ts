// "Download my data": one ZIP with everything kept about the borrower, names beside codes, the
// photos as stored, each contract as rendered, and nothing of anyone else.
import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { DEMO_MARKETS, type DemoMarket, demoMarket } from '../support/demo-markets'
import { fundsReady, PIN } from '../support/money'
import { adminClient, staffSession, userIdOf } from '../support/staff'
import { e164, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

type Named = { code: string | number; name: string }
type Loan = {
  orderId: number
  status: Named
  contract: { file: string; signedAt: string | null }
  statusHistory: { to: Named; by: Named }[]
  schedule: { status: Named; paid: number }[]
  payouts: { bank: Named; accountNumber: string; status: Named; amount: number }[]
  repayments: { status: Named; amount: number }[]
  ledger: { account: Named }[]
}
type DataJson = {
  language: string
  currency: string
  account: { mobile: string; withdrawalPinSet: boolean }
  signIns: unknown[]
  profile: { realName: string; identity: string; sex: Named; marriage: Named; education: Named; provinceCity: Named }
  emergencyContacts: { name: string; mobile: string }[]
  bankAccount: { bank: Named; accountNumber: string }
  consents: { purpose: Named; givenAt: string }[]
  files: Record<string, string>
  loans: Loan[]
  staffActions: { action: Named; about: string }[]
  secretsNotExported: string[]
}

async function download(token: string, lang?: string) {
  const response = await t.app.request(`/jackey/user/export.zip${lang ? `?lang=${lang}` : ''}`, { headers: { authorization: token } })
  return { response, files: unzipSync(new Uint8Array(await response.arrayBuffer())) }
}

const dataJson = (files: Record<string, Uint8Array>) => JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as DataJson
const allText = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([name]) => !/\.(jpg|png)$/.test(name))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n')

/** A borrower of either lender with a disbursed loan, one period of it repaid. */
async function partlyRepaid(code: DemoMarket['market']) {
  const market = demoMarket(code)
  const order = await fundsReady(t, market)
  const { token, orderId } = order
  const amount = market.amount
  const withdrawn = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: amount, bankcard: order.cardNo }, { token })
  expect(withdrawn.data).toEqual({ verified: true })
  await t.api.call('/sandbox/payouts/settle', {})
  const first = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token })).data.periodViews[0]
  const payment = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt: first?.amt ?? 0 }, { token })
  await t.api.call('/sandbox/payments/complete', { paymentId: payment.data.paymentId })
  return { ...order, amount, repaid: first?.amt ?? 0 }
}

// The account each market's test profile binds (test/support/profile.ts) and its name in the export.
const BANK = { TH: { code: '004', name: 'Kasikornbank' }, PH: { code: 'PH_GCASH', name: 'GCash' }, ID: { code: '014', name: 'Bank Central Asia (BCA)' } } as const
const MARKETS = DEMO_MARKETS.map((m) => ({ ...m, bank: BANK[m.market] }))

describe.each(MARKETS)('the data export of a borrower of the $market lender', ({ market, bank, currency }) => {
  it('is one ZIP with every part of the account, names beside the codes', async () => {
    const me = await partlyRepaid(market)
    const { response, files } = await download(me.token, 'en')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/)
    expect(response.headers.get('cache-control')).toContain('no-store')

    const data = dataJson(files)
    expect(data).toMatchObject({ language: 'en', currency, account: { mobile: e164(me.mobile), withdrawalPinSet: true } })
    expect(data.signIns.length).toBeGreaterThan(0)
    expect(data.profile.sex).toEqual({ code: 1, name: 'Male' })
    expect(data.profile.marriage).toEqual({ code: 'single', name: 'Single' })
    expect(data.profile.education.name).not.toBe(data.profile.education.code)
    expect(data.profile.provinceCity.name).toBeTruthy()
    expect(data.emergencyContacts).toHaveLength(2)
    expect(data.bankAccount.bank).toEqual(bank)
    expect(data.consents.map((c) => c.purpose.name)).toEqual(expect.arrayContaining(['Checking who you are', 'Your bank account', 'Deciding on your application']))

    const [loan] = data.loans
    expect(loan).toMatchObject({ orderId: me.orderId, status: { code: 4, name: 'Repaying' } })
    expect(loan?.statusHistory.map((s) => s.to.name)).toEqual(expect.arrayContaining(['Approved', 'Ready to withdraw', 'Repaying']))
    expect(loan?.statusHistory.find((s) => s.to.code === 9)?.by.name).toBe('You')
    expect(loan?.schedule[0]).toMatchObject({ status: { code: 1, name: 'Repaid' }, paid: me.repaid })
    expect(loan?.schedule[1]?.status).toEqual({ code: 0, name: 'Not yet paid' })
    expect(loan?.payouts).toEqual([expect.objectContaining({ bank, amount: me.amount, status: { code: 'succeeded', name: 'Completed' } })])
    expect(loan?.repayments).toEqual([expect.objectContaining({ amount: me.repaid, status: { code: 'succeeded', name: 'Completed' } })])
    expect(loan?.ledger.map((l) => l.account.name)).toEqual(expect.arrayContaining(['Owed by you', 'Interest']))
    expect(data.secretsNotExported).toEqual(expect.arrayContaining(['password', 'withdrawalPin']))
    expect(allText(files)).not.toMatch(/\$argon2|passwordHash|withdrawPinHash/)

    const readme = strFromU8(files['README.txt'] ?? new Uint8Array())
    expect(readme).toContain('data.json')
    expect(readme).toContain(`contracts/loan-${me.orderId}.html`)
    expect(readme).toContain('Kept but not exported, because they are secrets')
  })

  it('carries the photos and the signature byte for byte, and each contract as the app shows it', async () => {
    const me = await partlyRepaid(market)
    const { files } = await download(me.token)
    const [row] = await t.database.db.select().from(users).where(eq(users.mobile, e164(me.mobile)))
    const stored = async (key: string | null | undefined) => (await t.services.storage.get(key ?? ''))?.bytes
    expect(files['photos/id-front.jpg']).toEqual(new Uint8Array((await stored(row?.identityFrontKey)) ?? []))
    expect(files['photos/id-back.jpg']).toEqual(new Uint8Array((await stored(row?.identityBackKey)) ?? []))
    expect(files['photos/id-holding.jpg']).toEqual(new Uint8Array((await stored(row?.identityHandKey)) ?? []))
    expect(files['photos/signature.png']).toEqual(new Uint8Array((await stored(row?.signatureKey)) ?? []))
    expect(files['photos/id-front.jpg']?.length).toBeGreaterThan(0)
    expect(dataJson(files).files).toEqual({
      identityFront: 'photos/id-front.jpg',
      identityBack: 'photos/id-back.jpg',
      identityHolding: 'photos/id-holding.jpg',
      signature: 'photos/signature.png',
    })
    const contract = (await t.api.call('/loan/contract', { loanOrderId: me.orderId }, { token: me.token })).data
    expect(strFromU8(files[`contracts/loan-${me.orderId}.html`] ?? new Uint8Array())).toBe(contract.html)
  })

  it("holds nothing of another borrower, of this lender or the other", async () => {
    const me = await partlyRepaid(market)
    const neighbour = await fundsReady(t, demoMarket('TH'))
    const abroad = await fundsReady(t, demoMarket('PH'))
    const { files } = await download(me.token)
    const text = allText(files)
    for (const other of [neighbour, abroad]) {
      expect(text).not.toContain(e164(other.mobile))
      expect(files[`contracts/loan-${other.orderId}.html`]).toBeUndefined()
    }
    expect(dataJson(files).loans.map((l) => l.orderId)).toEqual([me.orderId])
    const neighbourRow = (await t.database.db.select().from(users).where(eq(users.mobile, e164(neighbour.mobile))))[0]
    expect(text).not.toContain(neighbourRow?.identity ?? 'no identity')
  })
})

describe('the data export', () => {
  it("is in the borrower's language: names and README.txt in Thai", async () => {
    const me = await partlyRepaid('TH')
    const { files } = await download(me.token, 'th')
    const data = dataJson(files)
    expect(data.language).toBe('th')
    expect(data.bankAccount.bank).toEqual({ code: '004', name: 'ธนาคารกสิกรไทย' })
    expect(data.loans[0]?.status).toEqual({ code: 4, name: 'อยู่ระหว่างชำระคืน' })
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('ข้อมูลของคุณที่')
  })

  it('says when it was exported in the app\'s one date style: short month, Buddhist years in Thai, the zone named', async () => {
    const readme = async (token: string, lang: string) => strFromU8((await download(token, lang)).files['README.txt'] ?? new Uint8Array())
    const th = await partlyRepaid('TH')
    expect(await readme(th.token, 'th')).toMatch(/ส่งออกเมื่อ \d{1,2} [ก-๙]{1,2}\.[ก-๙]\. 25\d\d \d\d:\d\d GMT\+7\r?\n/)
    expect(await readme(th.token, 'en')).toMatch(/Exported on \d{1,2} [A-Z][a-z]{2} 20\d\d, \d\d:\d\d GMT\+7\./)
    expect(await readme(th.token, 'zh')).toMatch(/导出时间：20\d\d年\d{1,2}月\d{1,2}日 GMT\+7 \d\d:\d\d\r?\n/)
    const ph = await partlyRepaid('PH')
    expect(await readme(ph.token, 'fil')).toMatch(/Na-export noong [A-Z][a-z]{2} \d{1,2}, 20\d\d, \d\d:\d\d [AP]M GMT\+8\./)
  })

  it('falls back to a language the lender offers (Filipino and English in the Philippines, not Thai)', async () => {
    const me = await partlyRepaid('PH')
    expect(dataJson((await download(me.token, 'fil')).files).language).toBe('fil')
    expect(dataJson((await download(me.token, 'th')).files).language).toBe('en')
    expect(dataJson((await download(me.token, '<script>')).files).language).toBe('en')
  })

  it("lists what the lender's staff did on the account, without naming them", async () => {
    const me = await partlyRepaid('TH')
    const staff = await staffSession(t, ['reviewer'])
    const photo = await adminClient(t.app).get(`/files/${await userIdOf(t, me.mobile)}/frontImage`, staff.token)
    expect(photo.status).toBe(200)
    const { files } = await download(me.token, 'en')
    // The identity the test's reviewer verified (test/support/profile.ts), then the photo viewed.
    expect(dataJson(files).staffActions).toEqual([
      expect.objectContaining({ action: { code: 'kyc_verify', name: 'Checked your identity documents and verified your identity' }, about: 'account' }),
      expect.objectContaining({ action: { code: 'view_photo', name: 'Viewed one of your identity photos' }, about: 'account' }),
    ])
    expect(allText(files)).not.toContain('Checked against the documents in the test.')
    expect(allText(files)).not.toContain(staff.name)
  })

  it('answers 401 with the envelope without a valid session, and nothing else', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'not-a-token' }]
    for (const headers of attempts) {
      const response = await t.app.request('/jackey/user/export.zip', { headers })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 401 })
    }
  })

  it('refuses an eleventh export within the hour with code 5 (HTTP 429)', async () => {
    const { token } = await t.registerUser()
    for (let i = 0; i < 10; i++) expect((await download(token)).response.status).toBe(200)
    const refused = await t.app.request('/jackey/user/export.zip', { headers: { authorization: token } })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 5 })
  })

  it('keeps /user/export answering the same document as JSON', async () => {
    const me = await partlyRepaid('TH')
    const { data } = await t.api.call('/user/export', {}, { token: me.token })
    expect(data).toMatchObject({ account: { mobile: e164(me.mobile) }, loans: [expect.objectContaining({ orderId: me.orderId })] })
  })
})
