// "I paid but it does not show" in Chromium against the real server process: a Thai borrower's
// counter payment reached the sandbox provider but was never posted; from the waiting payment they
// open the report, read that the lender never asks them to pay to receive a loan, add the slip's
// photo offline, and the report waits on the phone and arrives once when the phone is back online.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PHONE, signedInPhone, untilServiceWorkerControls } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { data, paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { post } from '../support/server-process'

const SCREENSHOTS = process.env.PAYMENT_REPORT_SCREENSHOTS
const e2e = serverAndBrowser('payment-report')

describe('reporting a payment that does not show, in Chromium', () => {
  it('sends the reference and the slip photo through the outbox, once, and never asks for money', async () => {
    const { token, orderId } = await paidOutBorrowerOverHttp(e2e.server.url)
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()
    // Home first, as a borrower opens the app; offline, the form's code comes from the service worker.
    await page.goto(`${e2e.server.url}/`)
    await page.getByTestId('next-due').waitFor()
    await untilServiceWorkerControls(page)
    await page.goto(`${e2e.server.url}/repayDetail?orderId=${orderId}`)
    await page.getByRole('radio', { name: /counter/i }).check()
    await page.getByTestId('repay-submit').click()
    const reference = (await page.getByTestId('payment-code').textContent())?.trim() ?? ''
    const paymentId = ((await page.getByRole('link', { name: 'Pay in the sandbox' }).getAttribute('href')) ?? '').split('/').at(-1) ?? ''
    // The provider has the money; the lender never heard of it.
    await data(post(e2e.server.url, '/sandbox/payments/receive', { paymentId }), 'payments/receive')

    if (SCREENSHOTS) {
      await page.getByTestId('payment-report-link').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOTS}/payment-waiting-en.png` })
    }
    await page.getByTestId('payment-report-link').click()
    await page.getByRole('heading', { name: 'I paid but it does not show' }).waitFor()
    await page.getByText('We never ask you to pay anything to receive your loan.', { exact: false }).waitFor()
    expect(await page.getByTestId('payment-report-reference').inputValue()).toBe(reference)

    await page.getByTestId('payment-report-send').click()
    await page.getByText('Add a photo of your payment slip').waitFor()
    const slip = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#f4f4f4' } }).jpeg().toBuffer()
    await page.getByTestId('payment-report-slip').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip })
    await page.getByTestId('payment-report-slip-added').waitFor()
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/payment-report-en.png` })

    await context.setOffline(true)
    await page.getByTestId('payment-report-send').click()
    await page.getByText('Saved on this phone. It will be sent when you are back online.').waitFor()
    const reports = () => data<{ status: string; reference: string }[]>(post(e2e.server.url, '/loan/payment/reports', {}, token), 'payment/reports')
    expect(await reports()).toEqual([])

    await context.setOffline(false)
    await expect.poll(reports, { timeout: 15_000 }).toEqual([expect.objectContaining({ status: 'open', reference })])
    // Sent, the borrower is in Support, where the answer comes. Back on the payment's report, it is
    // being checked: nothing more to send, and nothing sent twice.
    expect(new URL(page.url()).pathname).toBe('/feedback')
    await page.goto(`${e2e.server.url}/paymentReport/${paymentId}?reference=${reference}`)
    await page.getByTestId('payment-report-status').waitFor()
    expect(await page.getByTestId('payment-report-send').count()).toBe(0)
    expect(await reports()).toHaveLength(1)

    if (SCREENSHOTS) {
      const thai = await e2e.browser.newContext({ ...PHONE, locale: 'th-TH' })
      await thai.addInitScript((t) => {
        localStorage.setItem('jackey.token', t)
        localStorage.setItem('jackey.locale', 'th')
      }, token)
      const thaiPage = await thai.newPage()
      await thaiPage.goto(`${e2e.server.url}/paymentReport/${paymentId}?reference=${reference}`)
      await thaiPage.getByTestId('payment-report-status').waitFor()
      await thaiPage.screenshot({ path: `${SCREENSHOTS}/payment-report-th.png` })
      await thai.close()
    }
    await context.close()
  })
})
