// An Indonesian loan's contract (issue 40): before signing it discloses OJK's cost a calendar day
// of the amount financed beside the totals, the lender's OJK licence, the late-fee cap and the
// complaint channel, in Bahasa Indonesia and English. A lender of its own here, as the demo
// Indonesian lender's product is monthly.
import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import type { DemoLender } from '../../contract/market/demo-lender'
import { seedLender } from '../../server/db/seed'
import { pngFile } from '../fixtures/images'
import { completeProfile, IDENTITY } from '../support/profile'
import { newPhone, startTestApp, type TestApp } from '../support/test-app'

const ID = MARKETS.ID
const LENDER: DemoLender = {
  company: { id: 93, name: 'PT Contoh Pendanaan', market: ID.code },
  // Rp500,000 to Rp5,000,000 over 30 days at 0.1% a day.
  // A second product at 0.35% a day, above OJK's 0.3% for a short loan, which is never offered.
  apps: [
    { id: 93, name: 'Contoh Dana', min: 500_000, max: 5_000_000, step: 100_000, rate: 100, host: null, periods: [{ periods: 30, rate: 100 }] },
    { id: 94, name: 'Contoh Mahal', min: 500_000, max: 5_000_000, step: 100_000, rate: 350, host: null, periods: [{ periods: 30, rate: 350 }] },
  ],
  configs: {
    ABOUT_US: 'PT Contoh Pendanaan is an LPBBTI platform licensed by OJK. We never ask you to pay anything to receive your loan.',
    LICENCE: JSON.stringify({ name: 'PT Contoh Pendanaan', number: 'KEP-00/D.06/2026', regulator: 'Financial Services Authority (OJK)' }),
    PERIOD_UNIT: JSON.stringify('day'),
    MARRIAGE: JSON.stringify([{ code: 'single', label: { en: 'Single', id: 'Belum menikah' } }]),
    EDUCATION: JSON.stringify([{ code: 'college', label: { en: 'College', id: 'Perguruan tinggi' } }]),
  },
  referralCode: 'IDLAW2026',
}
const BORROWER = { companyId: 93, appId: 93, platform: 'h5' as const }
// From the pack, so the test holds whatever the generated lists name: the first region, the first bank.
const [region] = ID.regions
const bank = ID.payoutChannels.find((c) => c.account.type === 'digits')
const account = bank?.account
if (!region?.cities[0] || !bank || account?.type !== 'digits') throw new Error('the Indonesian pack has no region or bank')
const accountLength = account.min
const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('')
// A NIK of Jakarta (31 71 01) holding the test borrower's birthday (DDMMYY, a man's day as is).
const [year = '', month = '', day = ''] = IDENTITY.birthday.split('-')
const FACTS = {
  identity: () => ({ idType: 'id_ektp', identity: `317101${day}${month}${year.slice(2)}${String(randomInt(1, 10_000)).padStart(4, '0')}` }),
  basic: { email: 'budi@example.com', education: 'college', provinceCity: `${region.province},${region.cities[0]}`, address: 'Jalan Merdeka 1' },
  bank: () => ({ bankName: bank.code, cardNo: digits(accountLength) }),
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await seedLender(t.database.db, LENDER)
})
afterAll(async () => {
  await t.close()
})

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const { code, msg, data } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
  return data
}

describe('the contract of an Indonesian loan', () => {
  it("discloses OJK's cost a day before signing, with the licence, the late-fee cap and the complaint channel", async () => {
    const { token } = await t.registerUser({ lender: BORROWER, mobile: newPhone(ID.code) })
    await completeProfile(t, token, { monthlyIncome: 6_000_000, expenses: 500_000 }, { code: ID.code, facts: FACTS })
    const loan = { amt: 1_000_000, configId: 93, periodDays: 30, appId: 93 }

    const quote = await ok(t.api.call('/loan/quote', loan, { token }), 'quote')
    expect(quote.interest).toBe(30_000)
    expect(quote.disclosed).toEqual({ name: 'dailyCost', per: 'day', percent: 0.1 })

    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    const { loanOrderId } = await ok(t.api.call('/loan/apply', loan, { token }), 'apply')
    await t.runJobs()

    const english = await ok(t.api.call('/loan/contract', { loanOrderId, locale: 'en' }, { token }), 'contract en')
    expect(english.terms.dailyCostPercent).toBe(0.1)
    expect(english.html).toContain('Total cost a day (interest and all fees, as OJK counts it)')
    expect(english.html).toContain('0.1% of the amount financed a day')
    expect(english.html).toContain('licensed and supervised by the Financial Services Authority (OJK), licence KEP-00/D.06/2026')
    expect(english.html).toContain('a late fee of up to 0.1% of the overdue amount a day')
    expect(english.html).toContain('157, konsumen@ojk.go.id, https://kontak157.ojk.go.id')
    expect(english.html).not.toContain('Effective interest rate')

    const bahasa = await ok(t.api.call('/loan/contract', { loanOrderId, locale: 'id' }, { token }), 'contract id')
    expect(bahasa.html).toContain('<html lang="id">')
    expect(bahasa.html).toContain('Total biaya per hari')
    expect(bahasa.html).toContain('0,1% dari jumlah pinjaman per hari')
    expect(bahasa.html).toContain('Pelindungan Data Pribadi')

    const order = await ok(t.api.call('/loan/orderInfo', { loanOrderId }, { token }), 'orderInfo')
    expect(order.disclosed).toEqual({ name: 'dailyCost', per: 'day', percent: 0.1 })
  })

  it("offers no product above OJK's cap a day, and says why", async () => {
    const { token } = await t.registerUser({ lender: BORROWER, mobile: newPhone(ID.code) })
    const products = await ok(t.api.call('/loan/appList', {}, { token }), 'appList')
    expect(products.map((p) => [p.id, p.disabledReason])).toEqual([
      [93, null],
      [94, 'outside_market_rules'],
    ])
  })
})
