// Screenshots of the loan screens at 360×740, in each language, with real orders in
// every status the sandbox can reach:
//   npx tsx scripts/screenshots-loans.ts  →  .tmp/screenshots/loans/<screen>-<locale>.png
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../test/support/browser'
import { acceptContract, applyAndDecide, cancel, repayAll, withdrawAll } from '../test/support/loans-over-http'
import { birthdayForAge, completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../test/support/profile-over-http'
import { startServerProcess } from '../test/support/server-process'

const OUT = join(process.env.SCREENSHOT_DIR ?? '.tmp/screenshots', 'loans')
const LOCALES = ['en', 'zh', 'th'] as const
type Locale = (typeof LOCALES)[number]

const server = await startServerProcess({ DATA_DIR: await mkdtemp(join(tmpdir(), 'jackey-shots-')), LOG_LEVEL: 'silent' })
const base = server.url

/** A borrower with a complete profile and a signature, ready to apply. */
async function borrower(profile: Parameters<typeof completeProfileOverHttp>[2] = {}) {
  const { mobile, token } = await registerOverHttp(base)
  await completeProfileOverHttp(base, token, profile)
  await uploadSignatureOverHttp(base, token)
  return { mobile, token }
}

/** One borrower per order status: a borrower has at most one open application. */
async function ordersInEveryStatus() {
  // Above 1,000,000 the decision engine hands the order to a person: it stays in review (1).
  // The income must cover that loan's repayments, or it is refused first.
  const review = await borrower({ monthlyIncome: 300_000 })
  const inReview = await applyAndDecide(base, review.token, 1_200_000, 12)
  const approved = await borrower()
  const toAccept = await applyAndDecide(base, approved.token, 120_000, 12)
  const ready = await borrower()
  const readyOrder = await applyAndDecide(base, ready.token, 120_000, 12)
  await acceptContract(base, ready.token, readyOrder.orderId)
  const repaying = await borrower()
  const repayingOrder = await applyAndDecide(base, repaying.token, 80_000, 6)
  await acceptContract(base, repaying.token, repayingOrder.orderId)
  await withdrawAll(base, repaying.token, repaying.mobile, repayingOrder.orderId)
  // Settled, then a second loan, so the list shows more than one order.
  const settled = await borrower()
  const settledOrder = await applyAndDecide(base, settled.token, 80_000, 6)
  await acceptContract(base, settled.token, settledOrder.orderId)
  await withdrawAll(base, settled.token, settled.mobile, settledOrder.orderId)
  await repayAll(base, settled.token, settledOrder.orderId)
  const cancelledOrder = await applyAndDecide(base, settled.token, 90_000, 12)
  await cancel(base, settled.token, cancelledOrder.orderId)
  await applyAndDecide(base, settled.token, 100_000, 12)
  const refused = await borrower({ birthday: birthdayForAge(19) })
  const refusedOrder = await applyAndDecide(base, refused.token, 80_000, 6)
  return [
    { name: 'review', token: review.token, orderId: inReview.orderId },
    { name: 'approved', token: approved.token, orderId: toAccept.orderId },
    { name: 'ready', token: ready.token, orderId: readyOrder.orderId },
    { name: 'repaying', token: repaying.token, orderId: repayingOrder.orderId },
    { name: 'settled', token: settled.token, orderId: settledOrder.orderId },
    { name: 'cancelled', token: settled.token, orderId: cancelledOrder.orderId },
    { name: 'refused', token: refused.token, orderId: refusedOrder.orderId },
  ]
}

async function openAs(browser: Browser, locale: Locale, token: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
  await context.addInitScript(
    ([l, t]) => {
      localStorage.setItem('jackey.locale', l)
      // Only the first time: the screenshots switch borrowers by replacing it.
      if (!localStorage.getItem('jackey.token')) localStorage.setItem('jackey.token', t)
    },
    [locale, token] as const,
  )
  return context.newPage()
}

async function shoot(page: Page, path: string, ready: string, file: string, fullPage = false) {
  await page.goto(`${base}${path}`)
  await page.locator(ready).first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${OUT}/${file}`, fullPage })
}

/** Applies in the screens, catching the success overlay and then the decision page. */
async function shootApplying(browser: Browser, locale: Locale) {
  const { token } = await borrower()
  const page = await openAs(browser, locale, token)
  await shoot(page, '/apply/1', '[data-testid="disclosure"]', `apply-${locale}.png`)
  await page.screenshot({ path: `${OUT}/apply-full-${locale}.png`, fullPage: true })
  await page.locator('input[name="confirmCost"]').check()
  await page.locator('button[form="apply-form"]').click()
  await page.getByTestId('apply-success').waitFor()
  await page.screenshot({ path: `${OUT}/apply-success-overlay-${locale}.png` })
  await page.locator('[data-testid="decision-status"]:not([data-status="0"])').waitFor({ timeout: 30_000 })
  await page.screenshot({ path: `${OUT}/success-decision-${locale}.png` })
  await page.context().close()
}

const browser = await launchChromium()
try {
  await mkdir(OUT, { recursive: true })
  const orders = await ordersInEveryStatus()
  const settled = orders.find((o) => o.name === 'settled')
  const approved = orders.find((o) => o.name === 'approved')
  const ready = orders.find((o) => o.name === 'ready')
  const repaying = orders.find((o) => o.name === 'repaying')
  if (!settled || !approved || !ready || !repaying) throw new Error('missing orders')
  for (const locale of LOCALES) {
    const page = await openAs(browser, locale, settled.token)
    await shoot(page, '/loan', '.product-list li', `loan-${locale}.png`)
    await shoot(page, '/order', '.order-list li', `order-${locale}.png`)
    await shoot(page, '/about', '.plain-text', `about-${locale}.png`)
    await shoot(page, '/faq', '.faq li', `faq-${locale}.png`)
    await shoot(page, '/feedback?compose=true', 'textarea', `feedback-${locale}.png`)
    for (const { name, token, orderId } of orders) {
      await page.evaluate((t) => localStorage.setItem('jackey.token', t), token)
      await shoot(page, `/detail/${orderId}`, '.chip', `detail-${name}-${locale}.png`)
    }
    await page.evaluate((t) => localStorage.setItem('jackey.token', t), approved.token)
    await shoot(page, `/contract?orderId=${approved.orderId}`, '.contract', `contract-${locale}.png`)
    await page.screenshot({ path: `${OUT}/contract-full-${locale}.png`, fullPage: true })
    await page.evaluate((t) => localStorage.setItem('jackey.token', t), ready.token)
    await shoot(page, '/contract', '[data-testid="contract-accepted"]', `contract-accepted-${locale}.png`, true)
    // Home with a loan being repaid: what is owed, the next payment and its date, and Pay now.
    await page.evaluate((t) => localStorage.setItem('jackey.token', t), repaying.token)
    await shoot(page, '/', '[data-testid="next-due"]', `home-repaying-${locale}.png`)
    await page.context().close()
    await shootApplying(browser, locale)
  }
  console.log(`screenshots in ${OUT}`)
} finally {
  await browser.close()
  await server.stop()
}
