// An Indonesian borrower from registration to a repaid loan, in Chromium against the real server
// process, at the Indonesian demo lender's own host (id.localhost) and in Bahasa Indonesia: the
// identity is checked, the loan decided and paid out in whole rupiah, and it is repaid by QRIS, by
// an e-wallet and at a counter, each picked on the repay screen. Then the same screen in English.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasValidCrc, readFields } from '../../contract/emvco-qr'
import { PHONE } from '../support/browser'
import { demoMarket } from '../support/demo-markets'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, applyAndDecide, data, orderInfo, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('indonesia-journey')
const { loan } = demoMarket('ID')
const origin = () => e2e.server.url.replace('127.0.0.1', 'id.localhost')

async function phoneIn(locale: string, token: string): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ ...PHONE, locale })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  return context
}

/** The payments the borrower has open on the order, newest first. */
async function openPayments(token: string, orderId: number): Promise<{ paymentId: string; method: string; amt: number }[]> {
  return data(post(e2e.server.url, '/loan/payments/open', { loanOrderId: orderId }, token), 'payments/open')
}

/**
 * Picks a method (and its choice) on the repay screen, types the amount and opens the payment;
 * answers the payment's id and the page, on a phone of its own (the app keeps a payment it opened
 * waiting on the screen until it hears it was paid, which the next one needs not wait for).
 */
async function pay(token: string, orderId: number, method: string, amount: number, choice?: { name: string; value: string }): Promise<{ paymentId: string; page: Page }> {
  const page = await (await phoneIn('id-ID', token)).newPage()
  await page.goto(`${origin()}/repayDetail?orderId=${orderId}`)
  await page.locator(`input[name="method"][value="${method}"]`).check()
  if (choice) await page.locator(`input[name="${choice.name}"][value="${choice.value}"]`).check()
  await page.locator('input[name="amt"]').fill(String(amount))
  const before = (await openPayments(token, orderId)).length
  await page.getByTestId('repay-submit').click()
  await expect.poll(async () => (await openPayments(token, orderId)).length, { timeout: 15_000 }).toBe(before + 1)
  const [opened] = await openPayments(token, orderId)
  expect(opened).toMatchObject({ method, amt: amount })
  return { paymentId: opened?.paymentId ?? '', page }
}

describe('an Indonesian borrower in Chromium', () => {
  it('registers, is verified and paid out in rupiah, and repays by QRIS, e-wallet and counter, in Bahasa Indonesia', async () => {
    const { mobile, token } = await registerOverHttp(e2e.server.url, 'ID')
    expect((await data<{ mobile: string }>(post(e2e.server.url, '/user/info', {}, token), 'user/info')).mobile).toMatch(/^\+628/)
    // The sandbox identity check verifies the e-KTP's holder (the NIK agrees with the birthday typed).
    await completeProfileOverHttp(e2e.server.url, token, {}, 'ID')
    await uploadSignatureOverHttp(e2e.server.url, token)
    const { orderId, status } = await applyAndDecide(e2e.server.url, token, loan.amt, loan.periodDays, loan.appId)
    expect(status).toBe(3)
    await acceptContract(e2e.server.url, token, orderId)

    const context = await phoneIn('id-ID', token)
    const page = await context.newPage()
    // Where the money is released, the app says plainly that nothing is ever asked for it.
    await page.goto(`${origin()}/withdrawPreview/${orderId}?index=0`)
    // The phone's language, which the lender offers: the app switches to it once its catalog is in.
    await page.waitForFunction(() => document.documentElement.lang === 'id')
    await page.getByText('Kami tidak pernah meminta Anda membayar apa pun untuk menerima pinjaman Anda.').first().waitFor()
    await withdrawAll(e2e.server.url, token, mobile, orderId)
    const paidOut = await orderInfo(e2e.server.url, token, orderId)
    expect(paidOut.status).toBe(4)
    // Whole rupiah: the payoff and every period are whole numbers.
    expect(Number.isInteger(paidOut.payoff)).toBe(true)

    // QRIS for 100,000: a valid EMVCo payload for Indonesia (58 ID), in rupiah (53 360), for that amount.
    const qr = await pay(token, orderId, 'qr', 100_000)
    const payload = (await qr.page.getByTestId('payment-qr').getAttribute('data-payload')) ?? ''
    expect(hasValidCrc(payload)).toBe(true)
    expect([readFields(payload).get('58'), readFields(payload).get('53'), readFields(payload).get('54')]).toEqual(['ID', '360', '100000'])
    await data(post(e2e.server.url, '/sandbox/payments/complete', { paymentId: qr.paymentId }), 'complete qr')

    // An e-wallet the borrower picks (OVO), then a counter chain (Alfamart) for what is left.
    const wallet = await pay(token, orderId, 'ewallet', 200_000, { name: 'wallet', value: 'ovo' })
    await data(post(e2e.server.url, '/sandbox/payments/complete', { paymentId: wallet.paymentId }), 'complete ewallet')
    const rest = (await orderInfo(e2e.server.url, token, orderId)).payoff ?? 0
    const counter = await pay(token, orderId, 'otc', rest, { name: 'counter', value: 'alfamart' })
    await counter.page.getByTestId('payment-code').waitFor()
    await data(post(e2e.server.url, '/sandbox/payments/complete', { paymentId: counter.paymentId }), 'complete otc')

    expect(await orderInfo(e2e.server.url, token, orderId)).toMatchObject({ status: 10, payoff: 0 })
    const history = await data<{ kind: string; method?: string }[]>(post(e2e.server.url, '/loan/transactions', {}, token), 'transactions')
    expect(history.filter((x) => x.kind === 'repayment').map((x) => x.method).sort()).toEqual(['ewallet', 'otc', 'qr'])
    await context.close()

    // The same lender in English: the borrower's choice of language among those it offers.
    const english = await phoneIn('en-US', token)
    const enPage = await english.newPage()
    await enPage.goto(`${origin()}/`)
    await enPage.waitForFunction(() => document.documentElement.lang === 'en')
    await english.close()
  })
})
