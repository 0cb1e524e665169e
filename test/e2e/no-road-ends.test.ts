// No road ends (issue 37 item 7): after a free cancellation, and after a refusal once its reapply
// date has come, Home offers a new application; that application goes to the products, not the
// questionnaire again (it stays open for review from My); and Privacy says why an open loan stops
// the deletion before the borrower is asked to confirm it. At 360×740, with screenshots in
// docs/screenshots/.
import { mkdir } from 'node:fs/promises'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, signedInPhone } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { applyAndDecide, cancel, data, orderInfo, paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'
import { DEMO } from '../support/test-app'

const e2e = serverAndBrowser('no-road-ends')
// Written only when a folder is named (docs/screenshots to refresh the committed ones): a run of the suite leaves the tree as it was.
const SHOTS = process.env.NO_ROAD_ENDS_SCREENSHOTS

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** A phone in the market's language on the lender's own host, signed in with `token`. */
async function phone(token: string, market: 'TH' | 'PH', locale: string): Promise<{ context: BrowserContext; page: Page; origin: string }> {
  const context = market === 'TH' ? await signedInPhone(e2e.browser, token, locale) : await e2e.browser.newContext({ ...PHONE, locale })
  if (market === 'PH') await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  const origin = e2e.server.url.replace('127.0.0.1', market === 'TH' ? 'th.localhost' : 'ph.localhost')
  return { context, page: await context.newPage(), origin }
}

async function tall(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0
}

/** Agrees to the borrowing policy where Home still asks, then takes the main button. */
async function applyFromHome(page: Page, name: string) {
  const apply = page.getByRole('button', { name })
  await apply.waitFor()
  const policy = page.getByRole('checkbox')
  if ((await policy.count()) > 0) await policy.check()
  await apply.click()
}

describe('no road ends, in Chromium at 360×740', () => {
  it('offers a new application after a free cancellation, straight to the products: the questionnaire is not asked again (Thai)', async () => {
    const base = e2e.server.url
    const { token } = await registerOverHttp(base)
    await completeProfileOverHttp(base, token)
    const { orderId, status } = await applyAndDecide(base, token, 100_000, 12)
    expect(status).toBe(3)
    await cancel(base, token, orderId)

    const { context, page, origin } = await phone(token, 'TH', 'th-TH')
    await page.goto(`${origin}/`)
    await page.getByRole('button', { name: 'ขอกู้เงิน' }).waitFor()
    expect(await page.getByRole('button', { name: 'ดูเงินกู้ของฉัน' }).count()).toBe(0)
    await shot(page, 'home-reapply-th')
    await applyFromHome(page, 'ขอกู้เงิน')
    await page.waitForURL((url) => url.pathname === '/loan')

    // The answers are there to review, not asked again; a product leads to its apply screen.
    const review = page.getByRole('link', { name: 'ตรวจดูคำตอบเกี่ยวกับรายได้และค่าใช้จ่ายของคุณ' })
    await review.waitFor()
    expect(await tall(review)).toBeGreaterThanOrEqual(44)
    const product = page.locator('a[href="/apply/1"]')
    await product.waitFor()
    await shot(page, 'products-review-answers-th')
    await product.click()
    await page.waitForURL((url) => url.pathname === '/apply/1')

    // From My the questionnaire opens with the answers given, and saving returns to My.
    await page.goto(`${origin}/my`)
    await page.getByRole('link', { name: 'คำตอบเกี่ยวกับรายได้และค่าใช้จ่ายของคุณ' }).click()
    await page.waitForURL((url) => url.pathname === '/question' && url.searchParams.get('back') === 'my')
    await expect.poll(() => page.locator('[name="monthlyIncome"]').inputValue()).toMatch(/30[,.]?000/)
    await page.locator('button[type="submit"][form="question-form"]').click()
    await page.waitForURL((url) => url.pathname === '/my')
    await context.close()
  })

  it('tells an open loan stops the deletion before asking to confirm it, and why (Filipino)', async () => {
    const { token } = await paidOutBorrowerOverHttp(e2e.server.url, 'PH')
    const { context, page, origin } = await phone(token, 'PH', 'fil-PH')
    await page.goto(`${origin}/privacy`)
    const blocked = page.getByTestId('deletion-blocked')
    await blocked.waitFor()
    expect(await blocked.getAttribute('data-block')).toBe('repaying')
    const remove = page.getByRole('button', { name: 'Burahin ang aking account' })
    expect(await remove.isDisabled()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await tall(blocked.getByRole('link'))).toBeGreaterThanOrEqual(44)
    await blocked.scrollIntoViewIfNeeded()
    await shot(page, 'privacy-delete-blocked-fil')
    await context.close()
  })

  it('says when a refused borrower may apply again, and offers it once that day has come (English)', async () => {
    const base = e2e.server.url
    const { mobile, token } = await registerOverHttp(base)
    await completeProfileOverHttp(base, token, { realName: 'Somchai Arrears' })
    const { orderId, status } = await applyAndDecide(base, token, 100_000, 12)
    expect(status).toBe(5)
    const { decision } = await data<{ decision: { reapplyAfter: string } }>(post(base, '/loan/orderInfo', { loanOrderId: orderId }, token), 'orderInfo')
    expect((await orderInfo(base, token, orderId)).status).toBe(5)

    const before = await phone(token, 'TH', 'en-US')
    await before.page.goto(`${before.origin}/`)
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${decision.reapplyAfter}T00:00:00Z`))
    await before.page.getByTestId('reapply-after').getByText(`You may apply again from ${date}.`).waitFor()
    await before.page.getByRole('button', { name: 'View my loan' }).waitFor()
    expect(await before.page.getByRole('button', { name: 'Apply for a loan' }).count()).toBe(0)
    await shot(before.page, 'home-refused-wait-en')
    await before.context.close()

    try {
      // Midday in Bangkok on the reapply date. A month on, the session has been idle too long: log in again.
      await data(post(base, '/sandbox/clock', { at: `${decision.reapplyAfter}T05:00:00Z` }), 'sandbox/clock')
      const { token: again } = await data<{ token: string }>(post(base, '/user/login', { mobile, password: 'my secret 123', ...DEMO }), 'login')
      const after = await phone(again, 'TH', 'en-US')
      await after.page.goto(`${after.origin}/`)
      await after.page.getByRole('button', { name: 'Apply for a loan' }).waitFor()
      expect(await after.page.getByTestId('reapply-after').count()).toBe(0)
      await shot(after.page, 'home-reapply-en')
      await applyFromHome(after.page, 'Apply for a loan')
      await after.page.waitForURL((url) => url.pathname === '/loan')
      await after.context.close()
    } finally {
      await post(base, '/sandbox/clock', { at: null })
    }
  })
})
