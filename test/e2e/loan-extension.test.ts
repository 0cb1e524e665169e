// More time in Chromium on a 360 × 740 phone: a borrower repaying a loan moves the first payment by
// 14 days, sees what moving every payment would change instead, keeps "this payment only", and finds
// the new date on the loan screen with the second payment still on its own date.
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
  it('moves the first payment only by 14 days, after showing what moving every payment would change, and the loan screen shows both dates', async () => {
    const { mobile, token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    await uploadSignatureOverHttp(e2e.server.url, token)
    const { orderId } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
    await acceptContract(e2e.server.url, token, orderId)
    await withdrawAll(e2e.server.url, token, mobile, orderId)
    const info = (await post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token)).data as { periodViews: { dueDate: string }[] }
    const due = info.periodViews[0]?.dueDate ?? ''
    const second = info.periodViews[1]?.dueDate ?? ''
    const moved = addDays(due, 14)

    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/repayDetail?orderId=${orderId}`)
    await page.getByTestId('need-more-time').click()
    await page.getByTestId('extension').waitFor()
    expect(await page.getByLabel(`No. 1, due ${shown(due)}`).isChecked()).toBe(true)
    const one = page.getByRole('radio', { name: 'Move this payment only' })
    const all = page.getByRole('radio', { name: 'Move every payment' })
    expect(await one.isChecked()).toBe(true)
    // Each choice is a whole tap target, not only its small circle.
    for (const name of ['Move this payment only', 'Move every payment']) {
      const box = await page.locator('label.radio-option', { hasText: name }).boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
    }
    await page.getByRole('radio', { name: '14 days' }).check()
    await page.getByTestId('extension-new-date').getByText(shown(moved)).waitFor()
    await page.getByTestId('extension-fee').getByText('no fee').waitFor()
    await page.getByTestId('extension-move-1').getByText(shown(moved)).waitFor()
    expect(await page.getByTestId('extension-move-2').count()).toBe(0)
    await page.getByRole('button', { name: `Move this payment to ${shown(moved)}` }).waitFor()

    // Every payment: the quote lists the second payment's new date too; the other choices stay as they were.
    await all.check()
    await page.getByRole('button', { name: 'Move every payment by 14 days' }).waitFor()
    await page.getByTestId('extension-move-2').getByText(shown(addDays(second, 14))).waitFor()
    expect(await page.getByRole('radio', { name: '14 days' }).isChecked()).toBe(true)
    expect(await page.getByLabel(`No. 1, due ${shown(due)}`).isChecked()).toBe(true)

    await one.check()
    await page.getByRole('region', { name: 'The new schedule' }).getByText(shown(moved)).waitFor()
    await page.getByRole('button', { name: `Move this payment to ${shown(moved)}` }).click()
    await page.getByTestId('extension-done-date').getByText(shown(moved)).waitFor()
    await page.getByTestId('extension-done').getByText('Every other installment keeps its date.').waitFor()
    await page.getByRole('link', { name: 'Back to my loan' }).click()
    await page.getByTestId('period-1').getByText(`Due ${shown(moved)}`).waitFor()
    await page.getByTestId('period-2').getByText(`Due ${shown(second)}`).waitFor()
    expect(await page.getByTestId('repay-detail').getByText(shown(due), { exact: true }).count()).toBe(0)
    await context.close()
  })
})
