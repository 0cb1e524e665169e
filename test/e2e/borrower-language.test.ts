// Everything in the borrower's language (issue 37, item 8), walked in Chromium at 360×740 by a
// Thai and a Filipino borrower: the lender's FAQ and About us, the regulator's name, and the
// sandbox payment page a repayment opens all speak the language the app speaks; a language picked
// on My is told to the server, which writes reminders in it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { data, paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('borrower-language')
const SCREENSHOTS = process.env.LANGUAGE_SCREENSHOTS

const MARKETS = {
  TH: {
    host: '127.0.0.1',
    locale: 'th-TH',
    lang: 'th',
    faq: 'ชำระคืนก่อนกำหนดได้ไหม?',
    about: 'เราไม่เคยขอให้คุณจ่ายเงินใด ๆ เพื่อรับเงินกู้',
    regulator: ['หน่วยงานกำกับดูแล', 'กระทรวงการคลัง'],
    pay: 'ชำระเงิน',
    amount: '฿500.00',
  },
  PH: {
    host: 'ph.localhost',
    locale: 'fil-PH',
    lang: 'fil',
    faq: 'Puwede ba akong magbayad nang maaga?',
    about: 'Hindi kami kailanman humihingi ng anumang bayad',
    regulator: ['Ahensiyang nagreregula', 'Securities and Exchange Commission (SEC) ng Pilipinas'],
    pay: 'Magbayad',
    amount: '₱500.00',
  },
} as const

const textOf = async (page: Page) => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ')

describe("a borrower's walk in their own language, in Chromium", () => {
  for (const market of ['TH', 'PH'] as const) {
    it(`shows the FAQ, About us, the regulator and the sandbox payment page in ${market}'s language`, async () => {
      const m = MARKETS[market]
      const { token, orderId } = await paidOutBorrowerOverHttp(e2e.server.url, market)
      const context = await e2e.browser.newContext({ ...PHONE, locale: m.locale })
      await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
      const page = await context.newPage()
      const origin = e2e.server.url.replace('127.0.0.1', m.host)

      await page.goto(`${origin}/faq`)
      await page.getByText(m.faq).waitFor()
      expect(await textOf(page)).not.toContain('Can I repay early?')
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/faq-${m.lang}.png` })

      await page.goto(`${origin}/about`)
      await page.getByText(m.about, { exact: false }).waitFor()
      const about = await textOf(page)
      for (const words of m.regulator) expect(about).toContain(words)
      expect(about).not.toContain('We never ask you to pay anything')
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/about-${m.lang}.png` })

      // The page a sandbox payment opens, in the same browser: in the app's language.
      const { url } = await data<{ url: string }>(post(e2e.server.url, '/loan/recharge', { loanOrderId: orderId, amt: 500 }, token), 'recharge')
      await page.goto(`${origin}${url}`)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(m.lang)
      await page.getByRole('button', { name: m.pay }).waitFor()
      await page.getByText(m.amount).waitFor()
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/sandbox-pay-${m.lang}.png` })

      // Another language picked on My: the server is told, so its reminders follow. My reads no
      // settings of its own; the body is not visible here (the service worker passes it on).
      await page.goto(`${origin}/my`)
      await page.getByRole('button', { name: 'English' }).waitFor()
      const told = page.waitForRequest((request) => request.url().endsWith('/jackey/user/notifications/settings'))
      await page.getByRole('button', { name: 'English' }).click()
      await told
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')
      await context.close()
    })
  }
})
