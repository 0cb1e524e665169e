// The apply screen for scripts/screenshots.ts, as a borrower earning 22,000 a month opens it: at
// what they can borrow ("up to …"), not at the product's maximum; then with a repayment day chosen.
import type { Browser } from 'playwright-core'
import { PHONE } from '../test/support/browser'
import { completeProfileOverHttp, registerOverHttp } from '../test/support/profile-over-http'

export async function applyScreenshots(browser: Browser, serverUrl: string, locales: readonly string[], out: string): Promise<void> {
  const { token } = await registerOverHttp(serverUrl)
  await completeProfileOverHttp(serverUrl, token, { monthlyIncome: 22_000 })
  for (const locale of locales) {
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
    await context.addInitScript(
      ({ t, l }) => {
        localStorage.setItem('jackey.token', t)
        localStorage.setItem('jackey.locale', l)
      },
      { t: token, l: locale },
    )
    const page = await context.newPage()
    await page.goto(`${serverUrl}/apply/1`)
    await page.getByTestId('offer').waitFor()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/apply-offer-${locale}.png` })
    // The repayment day chosen just after a payday on the 25th, with the schedule that follows it.
    const dueDay = page.locator('select[name="dueDay"]')
    await dueDay.selectOption('26')
    await dueDay.evaluate((select) => select.closest('.field')?.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${out}/apply-repayment-day-${locale}.png` })
    await context.close()
  }
}
