// Picking the e-wallet in Chromium against the real server process: a Philippine borrower with a
// paid-out loan picks the e-wallet, then Maya over GCash, and the sandbox's checkout that opens
// names Maya; the payment is recorded to Maya.
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'

const e2e = serverAndBrowser('repay-wallet')

/** A Philippine borrower whose 8,000 loan is paid out (status 4). */
async function repayingBorrower() {
  const { mobile, token } = await registerOverHttp(e2e.server.url, 'PH')
  await completeProfileOverHttp(e2e.server.url, token, {}, 'PH')
  await uploadSignatureOverHttp(e2e.server.url, token)
  const { orderId } = await applyAndDecide(e2e.server.url, token, 8_000, 3, 3)
  await acceptContract(e2e.server.url, token, orderId)
  await withdrawAll(e2e.server.url, token, mobile, orderId)
  return { token, orderId }
}

describe('picking the e-wallet in Chromium', () => {
  it('shows GCash and Maya for the e-wallet, GCash first, and opens the checkout of the one picked', async () => {
    const { token, orderId } = await repayingBorrower()
    const origin = e2e.server.url.replace('127.0.0.1', 'ph.localhost')
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${origin}/repayDetail?orderId=${orderId}`)
    await page.getByRole('radio', { name: /QR code/ }).waitFor()
    expect(await page.getByRole('radio', { name: 'Maya' }).count()).toBe(0)
    await page.getByRole('radio', { name: /E-wallet/ }).check()
    expect(await page.getByRole('radio', { name: 'GCash' }).isChecked()).toBe(true)
    await page.getByRole('radio', { name: 'Maya' }).check()

    const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByTestId('repay-submit').click()])
    await checkout.waitForLoadState()
    expect(await checkout.locator('.wallet').textContent()).toBe('Maya')
    await context.close()
  })
})
