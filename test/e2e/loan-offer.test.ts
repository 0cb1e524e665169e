// The apply screen opens at what the borrower can borrow (/loan/offer), not at the product's
// maximum, says which limit lowered it, and warns before applying above it; Chromium at 360×740
// against the real server.
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'

const e2e = serverAndBrowser('offer')

async function signedIn(token: string, locale: string, options: { serviceWorkers?: 'block' } = {}): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ ...PHONE, locale, ...options })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  return context
}

/** A borrower earning 22,000 a month with 12,000 of expenses: the law allows 1.5 times that, so 30,000 over 6 months is the offer. */
async function earning22000() {
  const { token } = await registerOverHttp(e2e.server.url)
  await completeProfileOverHttp(e2e.server.url, token, { monthlyIncome: 22_000, expenses: 12_000 })
  return token
}

describe('the apply screen and what the borrower can borrow', () => {
  it('opens at the offer, lowered to the legal limit with the reason; warns above it, and the server refuses an amount above the law', async () => {
    const context = await signedIn(await earning22000(), 'en-US')
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/apply/1`)

    const card = page.getByTestId('offer')
    await card.getByText(/You can borrow up to THB\s30,000\.00/).waitFor()
    await card.getByTestId('reason-above_legal_limit').getByText('The law limits how much we can lend for your monthly income.').waitFor()
    const amount = page.getByLabel('How much do you want to borrow?')
    expect(await amount.inputValue()).toBe('30000')
    expect(await page.getByRole('radio', { name: '6 months' }).isChecked()).toBe(true)
    expect(await page.getByTestId('offer-warning').count()).toBe(0)
    // The product's range stays open.
    await page.getByText(/From THB\s10,000\.00 to THB\s3,000,000\.00/).waitFor()

    await amount.fill('40000')
    await amount.blur()
    const warning = page.getByTestId('offer-warning')
    await warning.getByText(/This is more than we can offer you now \(up to THB\s30,000\.00 over 6 months\)\./).waitFor()
    // Beside Apply now, on the screen without scrolling.
    const box = await warning.boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true)

    await page.getByLabel('I have read the cost of this loan').check()
    await page.getByRole('button', { name: 'Apply now' }).click()
    await page.getByText('This is above your current limit. Choose an amount up to what you can borrow.').waitFor()

    await amount.fill('30000')
    await amount.blur()
    await warning.waitFor({ state: 'detached' })
    await page.getByLabel('I have read the cost of this loan').check()
    await page.getByRole('button', { name: 'Apply now' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/success/'))
    await context.close()
  })

  it('shows why nothing can be offered, in Thai, with the way to fix it', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    const context = await signedIn(token, 'th-TH')
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/apply/1`)

    const none = page.getByTestId('offer-none')
    await none.getByTestId('reason-profile_incomplete').getByText('ข้อมูลของคุณไม่ครบถ้วน').waitFor()
    expect(await page.getByTestId('offer').count()).toBe(0)
    await none.getByRole('link', { name: 'กรอกข้อมูลให้ครบ' }).click()
    await page.waitForURL((url) => url.pathname === '/baseInfo')
    await context.close()
  })

  it('opens at the product default, with no figure made up, when the offer cannot be had, and shows it once it can', async () => {
    const context = await signedIn(await earning22000(), 'en-US', { serviceWorkers: 'block' })
    await context.route('**/jackey/loan/offer', (route) => route.abort('internetdisconnected'))
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/apply/1`)

    await page.getByTestId('offer-unknown').waitFor()
    expect(await page.getByLabel('How much do you want to borrow?').inputValue()).toBe('10000')
    expect(await page.getByRole('radio', { name: '6 months' }).isChecked()).toBe(true)
    expect(await page.getByTestId('offer').count()).toBe(0)
    await page.getByTestId('disclosure').waitFor()

    await context.unroute('**/jackey/loan/offer')
    await page.getByRole('button', { name: 'Check again' }).click()
    await page.getByTestId('offer').getByText(/You can borrow up to THB\s30,000\.00/).waitFor()
    // What the borrower has chosen stays as it is.
    expect(await page.getByLabel('How much do you want to borrow?').inputValue()).toBe('10000')
    await context.close()
  })
})
