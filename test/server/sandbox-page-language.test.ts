// The sandbox payment page in the borrower's language (issue 37, item 8): it stands in for a
// wallet's or bank's checkout, and follows the language chosen in the app (its cookie), else the
// browser's, among the lender's market's languages; the amount shows with its currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundsReadyOrder, fundsReadyPhOrder, PIN } from '../support/money'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** A borrower repaying a loan, with a payment opened on the sandbox's page. */
async function openPayment(borrower: { token: string; orderId: number; cardNo: string }, withdrawAmount: number, amt: number): Promise<string> {
  const { token, orderId } = borrower
  await t.api.call('/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount, bankcard: borrower.cardNo }, { token })
  await t.api.call('/sandbox/payouts/settle', {})
  const { data } = await t.api.call('/loan/recharge', { loanOrderId: orderId, amt }, { token })
  return data.url
}

async function pageOf(url: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await t.app.request(url, { headers })
  return { status: response.status, html: await response.text() }
}

describe('the sandbox payment page', () => {
  it('speaks the language the Thai borrower chose in the app, else the browser’s, else English', async () => {
    const url = await openPayment(await fundsReadyOrder(t), 100_000, 500)
    const thai = await pageOf(url, { cookie: 'jackey.locale=th', 'accept-language': 'en-GB' })
    expect(thai.html).toContain('<html lang="th">')
    expect(thai.html).toContain('หน้าชำระเงินทดลอง ไม่มีการโอนเงินจริงที่หน้านี้')
    expect(thai.html).toContain('<button type="submit">ชำระเงิน</button>')
    expect(thai.html).toContain('฿500.00')
    expect(thai.html).not.toContain('Sandbox payment page')

    const chinese = await pageOf(url, { 'accept-language': 'zh-CN,zh;q=0.9' })
    expect(chinese.html).toContain('<html lang="zh">')
    expect(chinese.html).toContain('<button type="submit">付款</button>')

    expect((await pageOf(url)).html).toContain('<button type="submit">Pay</button>')
  })

  it('speaks Filipino to a Philippine borrower, and never a language the lender does not offer', async () => {
    const url = await openPayment(await fundsReadyPhOrder(t), 8_000, 500)
    const filipino = await pageOf(url, { cookie: 'jackey.locale=fil' })
    expect(filipino.html).toContain('<html lang="fil">')
    expect(filipino.html).toContain('<button type="submit">Magbayad</button>')
    expect(filipino.html).toContain('₱500.00')
    // Thai is not one of the Philippine lender's languages.
    expect((await pageOf(url, { cookie: 'jackey.locale=th', 'accept-language': 'fil-PH' })).html).toContain('<html lang="fil">')

    await t.app.request(url, { method: 'POST' })
    const after = await pageOf(url, { cookie: 'jackey.locale=fil' })
    expect(after.html).toContain('<h1>Bayad na</h1>')
  })

  it('says a payment is not found in the browser’s language', async () => {
    const missing = await pageOf(`/sandbox/pay/${crypto.randomUUID()}`, { 'accept-language': 'th-TH' })
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('ไม่พบรายการชำระเงินนี้')
  })
})
