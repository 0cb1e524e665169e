// One honest payoff (issue 37, item 3), in Chromium at 360×740 against the real server, in Thai:
// twelve days into the loan, Home and the repay screen show what paying off costs today and how
// it is made (principal, interest to the day, charges), the same figures the server answers.
import { describe, expect, it } from 'vitest'
import { signedInPhone } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { data, paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('payoff')
// Set to docs/screenshots to take the 360×740 picture the docs show.
const SCREENSHOTS = process.env.PAYOFF_SCREENSHOTS

const DAY_MS = 86_400_000
type Parts = { asOf: string; principal: number; interest: number; interestBack: number; charges: number }

/** 1234.5 as the Thai screen writes it: 1,234.50. */
const shown = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

describe('the payoff in Thai', () => {
  it('shows the payoff with its principal, interest to the day and charges on Home and on the repay screen', async () => {
    const { token, orderId } = await paidOutBorrowerOverHttp(e2e.server.url, 'TH')
    await data(post(e2e.server.url, '/sandbox/clock', { at: new Date(Date.now() + 12 * DAY_MS).toISOString() }), 'sandbox/clock')
    try {
      const order = await data<{ payoff: number; payoffParts: Parts }>(post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token), 'orderInfo')
      expect(order.payoffParts.interest).toBeGreaterThan(0)
      const origin = e2e.server.url.replace('127.0.0.1', 'th.localhost')
      const context = await signedInPhone(e2e.browser, token, 'th-TH')
      const page = await context.newPage()

      await page.goto(`${origin}/`)
      const home = page.getByTestId('home-payoff')
      await home.locator('summary').click()
      // The parts are loaded after the first screen (lazily): wait for them before reading.
      await expect.poll(async () => (await home.textContent()) ?? '').toContain('เงินต้นที่ยังค้าง')
      const homeText = (await home.textContent()) ?? ''
      expect(homeText).toContain('ชำระปิดยอดทั้งหมดวันนี้')
      expect(homeText).toContain(shown(order.payoff))
      expect(homeText).toContain('เงินต้นที่ยังค้าง')
      expect(homeText).toContain(shown(order.payoffParts.interest))

      await page.goto(`${origin}/repayDetail?orderId=${orderId}`)
      const breakdown = page.getByTestId('payoff').getByTestId('payoff-breakdown')
      await breakdown.scrollIntoViewIfNeeded()
      const text = (await breakdown.textContent()) ?? ''
      expect(text).toContain(shown(order.payoffParts.principal))
      expect(text).toContain(shown(order.payoffParts.interest))
      expect(text).toContain('ค่าธรรมเนียม')
      expect(text).toContain(shown(order.payoff))
      expect(text).not.toContain('Principal')
      if (SCREENSHOTS) await page.getByTestId('payoff').screenshot({ path: `${SCREENSHOTS}/payoff-repay-th.png` })
      await context.close()
    } finally {
      await post(e2e.server.url, '/sandbox/clock', { at: null })
    }
  })
})
