// Repaying by QR in Chromium against the real server process: a Thai borrower with a paid-out
// loan picks QR, gets a QR image drawn on the phone that decodes to a PromptPay payload for the
// exact amount, pays it in the sandbox, opens the receipt, and still reads it offline after a reload.
import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hasValidCrc, readFields } from '../../contract/emvco-qr'
import { signedInPhone, untilServiceWorkerControls } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { data as ok, paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('repay-qr')

/**
 * Picks QR and pays the amount offered: the QR shown carries a valid EMVCo payload in the
 * currency for that exact amount, and is what a banking app reads from the screen.
 */
async function payByQr(page: Page, currency: string): Promise<{ amount: string }> {
  await page.getByRole('radio', { name: /QR code/ }).check()
  const amount = await page.getByLabel('Amount to pay').inputValue()
  await page.getByTestId('repay-submit').click()
  const qr = page.getByTestId('payment-qr')
  await qr.waitFor()
  const payload = (await qr.getAttribute('data-payload')) ?? ''
  expect(hasValidCrc(payload)).toBe(true)
  expect([readFields(payload).get('53'), readFields(payload).get('54')]).toEqual([currency, Number(amount).toFixed(2)])
  const { data, info } = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(payload)
  return { amount }
}

describe('repaying by QR in Chromium', () => {
  it('shows a scannable PromptPay QR for the exact amount, pays it, and keeps the receipt for offline', async () => {
    const { token, orderId } = await paidOutBorrowerOverHttp(e2e.server.url)
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()
    // Home first, as a borrower opens the app: it keeps who is signed in, whose copies these are.
    await page.goto(`${e2e.server.url}/`)
    await page.getByTestId('next-due').waitFor()
    await untilServiceWorkerControls(page)
    await page.goto(`${e2e.server.url}/repayDetail?orderId=${orderId}`)
    const { amount } = await payByQr(page, '764')
    expect(await page.getByTestId('save-qr').getAttribute('download')).toMatch(/^payment-\d{12}\.svg$/)
    await page.getByText(/^Pay before /).waitFor()

    const sandboxPage = (await page.getByRole('link', { name: 'Pay in the sandbox' }).getAttribute('href')) ?? ''
    await ok(post(e2e.server.url, '/sandbox/payments/complete', { paymentId: sandboxPage.split('/').at(-1) }), 'payments/complete')
    await page.getByRole('button', { name: 'I paid — check again' }).click()
    await page.getByTestId('payment-received').waitFor({ timeout: 15_000 })
    await page.getByTestId('receipt-link').click()

    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'))
    await page.getByTestId('receipt').waitFor()
    expect(await page.getByTestId('receipt-method').textContent()).toBe('QR code')
    expect(await page.getByTestId('receipt-amount').textContent()).toMatch(new RegExp(Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.')))
    await page.getByTestId('receipt-reference').getByText(/^\d{12}$/).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-receipt').click()])
    expect(download.suggestedFilename()).toMatch(/^receipt-\d{12}\.html$/)

    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('receipt').waitFor()
    await page.getByTestId('as-of').waitFor()
    expect(await page.getByTestId('receipt-method').textContent()).toBe('QR code')
    await context.close()
  })

  it('shows a Filipino borrower a QR Ph code in pesos for the exact amount', async () => {
    const { token, orderId } = await paidOutBorrowerOverHttp(e2e.server.url, 'PH')
    const context = await signedInPhone(e2e.browser, token, 'en-PH')
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/repayDetail?orderId=${orderId}`)
    await payByQr(page, '608')
    await context.close()
  })
})
