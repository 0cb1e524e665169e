import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayStyle } from '../../contract/date-style'
import { pngFile } from '../fixtures/images'
import { completeProfile, type MarketCode } from '../support/profile'
import { demoMarket } from '../support/demo-markets'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// An ISO date or timestamp anywhere in the document: the borrower reads dates as their language writes them.
const ISO = /\d{4}-\d{2}-\d{2}/

/** A borrower of the market with an approved order, not yet signed. */
async function approved(market: MarketCode) {
  const { token } = await t.registerUser({ lender: demoMarket(market).lender })
  await completeProfile(t, token, {}, market)
  const answer = await t.api.call('/loan/apply', demoMarket(market).loan, { token })
  expect(answer.code).toBe(0)
  await t.runJobs()
  return { token, orderId: answer.data.loanOrderId }
}

async function contract(token: string, orderId: number, locale?: 'en' | 'th' | 'zh' | 'fil') {
  const answer = await t.api.call('/loan/contract', { loanOrderId: orderId, ...(locale ? { locale } : {}) }, { token })
  expect(answer.code).toBe(0)
  return answer.data
}

/** The signature file the borrower has on record now, as the owner-only route serves it. */
async function storedSignature(token: string): Promise<string> {
  const url = (await t.api.call('/user/info', {}, { token })).data.signatureImg ?? ''
  const response = await t.app.request(url, { headers: { authorization: token } })
  return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`
}

const redSquare = async () =>
  new File([await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer()], 'sign.png', { type: 'image/png' })

describe('the contract of a Thai borrower', () => {
  it('is written in Thai, with baht as Thai writes them and Thai dates, and never an ISO timestamp', async () => {
    const { token, orderId } = await approved('TH')
    const { html, terms } = await contract(token, orderId, 'th')
    expect(html).toContain('<html lang="th">')
    expect(html).toContain(`สัญญากู้ยืมเงินเลขที่ ${orderId}`)
    expect(html).toContain('ตารางการผ่อนชำระ')
    expect(html).toContain('เราไม่เคยขอให้คุณจ่ายเงินใด ๆ เพื่อรับเงินกู้')
    expect(html).toContain('฿100,000.00')
    expect(html).toContain('บัตรประจำตัวประชาชน')
    // The regulator configured in English is named as Thai names it.
    expect(html).toContain('(กระทรวงการคลัง)')
    expect(html).not.toContain('Ministry of Finance')
    const frozen = new Intl.DateTimeFormat('th-TH', dayStyle('Asia/Bangkok')).format(new Date(terms.frozenAt))
    expect(frozen).toMatch(/25\d\d$/)
    expect(html).toContain(frozen)
    const firstDue = new Intl.DateTimeFormat('th-TH', dayStyle('UTC')).format(new Date(`${terms.schedule[0]?.dueDate}T00:00:00Z`))
    expect(html).toContain(firstDue)
    expect(html).not.toMatch(ISO)
    expect(html).not.toContain('THB')
    expect(html).not.toContain('Loan contract')
  })

  it("is in the market's first language, Thai, when the app names none", async () => {
    const { token, orderId } = await approved('TH')
    expect((await contract(token, orderId)).html).toContain('<html lang="th">')
  })

  it('is in Chinese when the app is', async () => {
    const { token, orderId } = await approved('TH')
    const { html } = await contract(token, orderId, 'zh')
    expect(html).toContain('贷款合同')
    expect(html).toContain('草稿——未签署')
    expect(html).toContain('（泰国财政部）')
    expect(html).not.toMatch(ISO)
  })

  it('says "draft — not signed" until accepted, then carries the signature and the signing time in Bangkok', async () => {
    const { token, orderId } = await approved('TH')
    const draft = await contract(token, orderId, 'th')
    expect(draft.html).toContain('ร่างสัญญา — ยังไม่ได้ลงนาม')
    expect(draft.html).not.toContain('<img')
    expect(draft.signature).toBeNull()

    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    const image = await storedSignature(token)
    t.clock.now = new Date('2026-11-25T01:49:16.365Z')
    try {
      expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })).code).toBe(0)
    } finally {
      t.clock.now = new Date()
    }
    const signed = await contract(token, orderId, 'th')
    expect(signed.html).not.toContain('ร่างสัญญา')
    expect(signed.signature).toBe(image)
    expect(signed.html).toContain(`<img src="${image}" alt="ลายมือชื่อของผู้กู้">`)
    // The app's one date style (contract/date-style.ts), not the long month the contract once wrote.
    expect(signed.html).toContain('Somchai Jaidee ยอมรับและลงนามเมื่อ 25 พ.ย. 2569 08:49 GMT+7')
    expect(signed.html).not.toContain('พฤศจิกายน')
    expect(signed.html).not.toMatch(ISO)
    expect((await contract(token, orderId, 'en')).html).toContain('25 Nov 2026, 08:49 GMT+7')
    expect((await contract(token, orderId, 'zh')).html).toContain('2026年11月25日 GMT+7 08:49')
  })

  it('keeps the signature it was accepted with when the borrower later draws a new one', async () => {
    const { token, orderId } = await approved('TH')
    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    const first = await storedSignature(token)
    expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })).code).toBe(0)
    expect((await t.upload('/user/signatureImg/upload', { img: await redSquare() }, token)).code).toBe(0)
    expect(await storedSignature(token)).not.toBe(first)
    expect((await contract(token, orderId, 'th')).signature).toBe(first)
  })

  it('refuses a language it does not know with 10004 on locale', async () => {
    const { token, orderId } = await approved('TH')
    const answer = await t.api.call('/loan/contract', { loanOrderId: orderId, locale: 'xx' as 'en' }, { token })
    expect(answer).toMatchObject({ code: 10004, data: { fields: ['locale'] } })
  })
})

describe('the contract of a Filipino borrower', () => {
  it('is in English by default, with pesos as ₱ and the monthly EIR, and marked a draft', async () => {
    const { token, orderId } = await approved('PH')
    const { html } = await contract(token, orderId)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('₱8,000.00')
    expect(html).toContain('Effective interest rate (EIR)')
    expect(html).toContain('PhilSys National ID')
    expect(html).toContain('Draft — not signed')
    expect(html).not.toMatch(ISO)
  })

  it('is in Filipino when the app is, signed at Manila time', async () => {
    const { token, orderId } = await approved('PH')
    expect((await contract(token, orderId, 'fil')).html).toContain('Borador — hindi pa pirmado')
    await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    t.clock.now = new Date('2026-11-25T01:49:16.365Z')
    try {
      expect((await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })).code).toBe(0)
    } finally {
      t.clock.now = new Date()
    }
    const { html } = await contract(token, orderId, 'fil')
    expect(html).toContain('<html lang="fil">')
    expect(html).toContain(`Kontrata ng pautang blg. ${orderId}`)
    expect(html).toContain('(Securities and Exchange Commission (SEC) ng Pilipinas)')
    expect(html).toContain('₱8,000.00')
    expect(html).toContain('Nob 25, 2026, 09:49 AM GMT+8')
    expect(html).not.toContain('Nobyembre')
    expect(html).not.toContain('Borador')
    expect(html).not.toMatch(ISO)
  })
})
