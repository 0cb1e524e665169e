// More time in Chromium: a borrower repaying a loan moves the first due date by 14 days, sees
// what it costs and the new schedule before confirming, and finds the new date on the loan screen.
import { describe, expect, it } from 'vitest'
import { addDays } from '../../contract/loan-extension'
import { INTL_TAG } from '../../contract/locales'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('extension')

const shown = (isoDate: string) => new Intl.DateTimeFormat(INTL_TAG.en, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))

describe('more time on a loan in Chromium', () => {
  it('moves the first due date by 14 days and shows the new date on the loan screen', async () => {
    const { mobile, token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    await uploadSignatureOverHttp(e2e.server.url, token)
    const { orderId } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
    await acceptContract(e2e.server.url, token, orderId)
    await withdrawAll(e2e.server.url, token, mobile, orderId)
    const info = (await post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token)).data as { periodViews: { dueDate: string }[] }
    const due = info.periodViews[0]?.dueDate ?? ''
    const moved = addDays(due, 14)

    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/repayDetail?orderId=${orderId}`)
    await page.getByTestId('need-more-time').click()
    await page.getByTestId('extension').waitFor()
    expect(await page.getByLabel(`No. 1, due ${shown(due)}`).isChecked()).toBe(true)
    await page.getByRole('radio', { name: '14 days' }).check()
    await page.getByTestId('extension-new-date').getByText(shown(moved)).waitFor()
    await page.getByTestId('extension-fee').getByText('no fee').waitFor()
    await page.getByRole('region', { name: 'The new schedule' }).getByText(shown(moved)).waitFor()

    await page.getByRole('button', { name: `Move the due date to ${shown(moved)}` }).click()
    await page.getByTestId('extension-done-date').getByText(shown(moved)).waitFor()
    await page.getByRole('link', { name: 'Back to my loan' }).click()
    await page.getByTestId('repay-detail').getByText(shown(moved)).first().waitFor()
    expect(await page.getByTestId('repay-detail').getByText(shown(due), { exact: true }).count()).toBe(0)
    await context.close()
  })
})
