// The repayment day on the apply screen: the borrower picks a day after payday (in the Philippines
// also twice a month), the cost and schedule follow at once, and the application keeps the choice;
// Chromium at 360×740 against the real server.
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'

const e2e = serverAndBrowser('repayment-day')

async function applyPage(market: 'TH' | 'PH', host: string, appId: number) {
  const { token } = await registerOverHttp(e2e.server.url, market)
  await completeProfileOverHttp(e2e.server.url, token, {}, market)
  const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  const page = await context.newPage()
  await page.goto(`${e2e.server.url.replace('127.0.0.1', host)}/apply/${appId}`)
  await page.getByTestId('offer').waitFor()
  return { context, page }
}

const scheduleDates = (page: Awaited<ReturnType<typeof applyPage>>['page']) => page.locator('table tbody tr td:nth-child(2)').allTextContents()

async function apply(page: Awaited<ReturnType<typeof applyPage>>['page']) {
  await page.getByLabel('I have read the cost of this loan').check()
  await page.getByRole('button', { name: 'Apply now' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/success/'))
}

describe('the repayment day on the apply screen', () => {
  it('in Thailand moves every due date to the chosen day, asks to confirm the new cost again, and applies with it', async () => {
    const { context, page } = await applyPage('TH', 'th.localhost', 1)
    const dueDay = page.getByLabel('Repayment day')
    expect(await dueDay.locator('option', { hasText: 'Twice a month' }).count()).toBe(0)
    await page.getByLabel('I have read the cost of this loan').check()
    await dueDay.selectOption({ label: 'Day 26 of each month' })
    expect(await page.getByLabel('I have read the cost of this loan').isChecked()).toBe(false)
    await expect.poll(async () => (await scheduleDates(page)).every((date) => date.startsWith('26 '))).toBe(true)
    await apply(page)
    await context.close()
  })

  it('in the Philippines offers twice a month: the 15th and the 30th, two repayments a month', async () => {
    const { context, page } = await applyPage('PH', 'ph.localhost', 3)
    await page.getByLabel('Repayment day').selectOption({ label: 'Twice a month: the 15th and the 30th' })
    await page.getByTestId('per-period').getByText(/repayments, twice a month/).waitFor()
    const dates = await scheduleDates(page)
    expect(dates.every((date) => /^(15|28|29|30) /.test(date))).toBe(true)
    await apply(page)
    await context.close()
  })
})
