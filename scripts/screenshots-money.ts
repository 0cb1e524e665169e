// Screenshots of the money screens at 360×740, in each language: every withdrawal wizard
// step (and a payout the bank sent back), setting the PIN, /repayDetail while repaying
// and once repaid, the sandbox payment page, and /transactionHistory:
//   npx tsx scripts/screenshots-money.ts  →  .tmp/screenshots/money/<screen>-<locale>.png
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchChromium, PHONE } from '../test/support/browser'
import { acceptContract, applyAndDecide, repayAll, withdrawAll } from '../test/support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../test/support/profile-over-http'
import { post, startServerProcess } from '../test/support/server-process'

const OUT = join(process.env.SCREENSHOT_DIR ?? '.tmp/screenshots', 'money')
const LOCALES = ['en', 'zh', 'th'] as const
type Locale = (typeof LOCALES)[number]
const PIN = '246810'
/** Where the withdrawal wizard is mounted: /detail/{orderId}?index=N for a loan ready to withdraw. */
const wizard = (orderId: number, index: number) => `/detail/${orderId}?index=${index}`

const server = await startServerProcess({ DATA_DIR: await mkdtemp(join(tmpdir(), 'jackey-shots-money-')), LOG_LEVEL: 'silent' })
const base = server.url

async function ok<T>(answer: Promise<{ code: number; msg: string; data: unknown }>, what: string): Promise<T> {
  const { code, msg, data } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
  return data as T
}

/** A borrower whose loan waits to be withdrawn (status 9); a card ending 0000 makes the sandbox payout fail. */
async function fundsReady({ withPin, cardNo }: { withPin: boolean; cardNo?: string }) {
  const { mobile, token } = await registerOverHttp(base)
  await completeProfileOverHttp(base, token)
  if (cardNo) await ok(post(base, '/user/bank/binding', { bankName: '004', cardNo }, token), 'bank')
  await uploadSignatureOverHttp(base, token)
  const { orderId } = await applyAndDecide(base, token, 100_000, 12)
  await acceptContract(base, token, orderId)
  if (withPin) await setPin(mobile, token)
  return { mobile, token, orderId }
}

async function setPin(mobile: string, token: string) {
  await ok(post(base, '/sms/withdrawPin', {}, token), 'sms/withdrawPin')
  const { code } = await ok<{ code: string }>(post(base, '/sandbox/sms/last', { mobile }), 'sms/last')
  await ok(post(base, '/user/withdrawPin/set', { pin: PIN, smsCode: code }, token), 'withdrawPin/set')
}

async function openAs(browser: Browser, locale: Locale, token: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
  await context.addInitScript(
    ([l, t]) => {
      localStorage.setItem('jackey.locale', l)
      localStorage.setItem('jackey.token', t)
    },
    [locale, token] as const,
  )
  return context.newPage()
}

async function snap(page: Page, file: string, fullPage = false) {
  await page.waitForLoadState('networkidle')
  // Toasts and the loading overlay come and go; the picture is of the screen itself.
  await page.locator('.loading-overlay').waitFor({ state: 'detached' })
  await page.screenshot({ path: `${OUT}/${file}`, fullPage })
}

const step = (page: Page, n: number) => page.locator(`[data-testid="withdraw-wizard"][data-step="${n}"]`).waitFor()

/** The wizard from the amount to the money in the bank, then repaying the first period. */
async function withdrawAndRepay(browser: Browser, locale: Locale) {
  const { token, orderId } = await fundsReady({ withPin: true })
  const page = await openAs(browser, locale, token)
  await page.goto(`${base}${wizard(orderId, 0)}`)
  await step(page, 0)
  await snap(page, `wizard-0-amount-${locale}.png`)
  await page.locator('input[name="withdrawAmount"]').fill('250000')
  await page.locator('input[name="withdrawAmount"]').blur()
  await snap(page, `wizard-0-amount-clamped-${locale}.png`)
  await page.locator('.page-footer button').click()
  await step(page, 1)
  await snap(page, `wizard-1-bank-${locale}.png`)
  await page.locator('.page-footer button').click()
  await step(page, 2)
  await page.locator('input[name="pin"]').fill('000000')
  await snap(page, `wizard-2-pin-${locale}.png`)
  await page.getByTestId('withdraw-submit').click()
  await page.locator('.field-error').waitFor()
  await snap(page, `wizard-2-pin-wrong-${locale}.png`)
  await page.locator('input[name="pin"]').fill(PIN)
  await page.locator('[data-testid="withdraw-submit"]:enabled').click()
  await page.locator('[data-testid="payout-status"][data-status="pending"]').waitFor()
  await page.locator('.toast').waitFor({ state: 'detached' })
  await snap(page, `wizard-3-on-its-way-${locale}.png`)
  await ok(post(base, '/sandbox/payouts/settle', {}), 'settle')
  await page.locator('[data-testid="payout-status"][data-status="succeeded"]').waitFor({ timeout: 15_000 })
  await snap(page, `wizard-3-paid-out-${locale}.png`)

  await page.goto(`${base}/repayDetail?orderId=${orderId}`)
  await page.getByTestId('period-list').waitFor()
  await snap(page, `repay-detail-${locale}.png`)
  await snap(page, `repay-detail-full-${locale}.png`, true)
  const [payment] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('repay-submit').click()])
  await payment.waitForLoadState()
  await payment.setViewportSize(PHONE.viewport)
  await payment.screenshot({ path: `${OUT}/sandbox-pay-${locale}.png` })
  await payment.locator('button[type="submit"]').click()
  await payment.waitForURL((url) => url.pathname.startsWith('/sandbox/pay/'))
  await payment.screenshot({ path: `${OUT}/sandbox-paid-${locale}.png` })
  await payment.close()
  await page.getByTestId('payment-waiting').waitFor()
  await snap(page, `repay-waiting-${locale}.png`)
  await page.getByTestId('payment-received').waitFor({ timeout: 15_000 })
  await snap(page, `repay-received-${locale}.png`)
  await page.goto(`${base}/transactionHistory`)
  await page.getByTestId('transactions').waitFor()
  await snap(page, `history-${locale}.png`)
  await page.context().close()
}

/** No PIN yet: the wizard's PIN step sends the borrower to set one. */
async function pinSetup(browser: Browser, locale: Locale) {
  const { token, orderId } = await fundsReady({ withPin: false })
  const page = await openAs(browser, locale, token)
  await page.goto(`${base}${wizard(orderId, 2)}`)
  await page.getByTestId('pin-missing').waitFor()
  await snap(page, `wizard-2-no-pin-${locale}.png`)
  await page.locator('[data-testid="pin-missing"] a').click()
  await page.getByTestId('pin-setup').waitFor()
  await snap(page, `pin-setup-${locale}.png`)
  await page.locator('input[name="pin"]').fill('135790')
  await page.locator('input[name="confirm"]').fill('135791')
  await page.locator('input[name="smsCode"]').fill('12')
  await page.locator('.page-footer button[type="submit"]').click()
  await snap(page, `pin-setup-errors-${locale}.png`)
  await page.context().close()
}

/** A payout the bank sends back (sandbox: an account ending 0000). */
async function failedPayout(browser: Browser, locale: Locale) {
  const { token, orderId } = await fundsReady({ withPin: true, cardNo: '1234560000' })
  await ok(post(base, '/user/withdraw', { loanOrderId: orderId, password: PIN, withdrawAmount: 100_000, bankcard: '1234560000' }, token), 'withdraw')
  await ok(post(base, '/sandbox/payouts/settle', {}), 'settle')
  const page = await openAs(browser, locale, token)
  await page.goto(`${base}${wizard(orderId, 3)}`)
  await page.getByTestId('payout-failed').waitFor()
  await snap(page, `wizard-3-failed-${locale}.png`)
  await page.goto(`${base}${wizard(orderId, 0)}`)
  await step(page, 0)
  await snap(page, `wizard-0-after-failure-${locale}.png`)
  await page.goto(`${base}/transactionHistory`)
  await page.getByTestId('transactions').waitFor()
  await snap(page, `history-failed-${locale}.png`)
  await page.context().close()
}

const browser = await launchChromium()
try {
  await mkdir(OUT, { recursive: true })
  const settled = await fundsReady({ withPin: false })
  await withdrawAll(base, settled.token, settled.mobile, settled.orderId)
  await repayAll(base, settled.token, settled.orderId)
  for (const locale of LOCALES) {
    await withdrawAndRepay(browser, locale)
    await pinSetup(browser, locale)
    await failedPayout(browser, locale)
    const page = await openAs(browser, locale, settled.token)
    await page.goto(`${base}/repayDetail`)
    await page.getByTestId('repaid-in-full').waitFor()
    await snap(page, `repay-detail-settled-${locale}.png`)
    await page.context().close()
  }
  console.log(`screenshots in ${OUT}`)
} finally {
  await browser.close()
  await server.stop()
}
