// Issue 37 items 4 and 5 in Chromium at 360×740, a Thai borrower in Thai and a Filipino borrower in
// Filipino, each on their lender's host: the quote names the regulator's one rate (Thailand's
// effective rate a year, the Philippines' monthly EIR, its Truth in Lending percent), twice a
// month at the offered amount brings no "more than we can offer"; the loan view counts payments
// and says what lateness costs, when it starts, what goes to the bureau and where to complain, as
// the FAQ does. PRICE_SCREENSHOTS names a folder to write the pictures to (docs/screenshots holds
// the committed ones).
import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, data, orderInfo, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('price')
const SCREENSHOTS = process.env.PRICE_SCREENSHOTS

const MARKETS = {
  TH: {
    host: 'th.localhost',
    locale: 'th-TH',
    loan: { amt: 30_000, configId: 1, periodDays: 6, appId: 1 },
    rate: 'อัตราดอกเบี้ยที่แท้จริงต่อปี',
    count: '6 งวด เดือนละครั้ง',
    late: 'หากชำระล่าช้า',
    bureau: 'บริษัท ข้อมูลเครดิตแห่งชาติ จำกัด',
    complain: '1213',
  },
  PH: {
    host: 'ph.localhost',
    locale: 'fil-PH',
    loan: { amt: 8_000, configId: 3, periodDays: 3, appId: 3, dueDay: 'twice' },
    rate: 'Epektibong interes (EIR) bawat buwan',
    count: '6 na hulog, dalawang beses bawat buwan',
    late: 'Kung mahuli ang bayad',
    bureau: 'Credit Information Corporation (CIC)',
    complain: '(02) 8708-7087',
  },
} as const

async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  await mkdir(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false })
}

async function borrowerPage(market: keyof typeof MARKETS) {
  const m = MARKETS[market]
  const { token, mobile } = await registerOverHttp(e2e.server.url, market)
  await completeProfileOverHttp(e2e.server.url, token, {}, market)
  const context = await e2e.browser.newContext({ ...PHONE, locale: m.locale })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  const page = await context.newPage()
  return { token, mobile, context, page, origin: e2e.server.url.replace('127.0.0.1', m.host) }
}

describe.each(['TH', 'PH'] as const)('the price and lateness for a borrower in %s', (market) => {
  const m = MARKETS[market]

  it('names the one required rate before applying, with no APR or nominal rate beside it; twice a month at the offer brings no warning', async () => {
    const { context, page, origin } = await borrowerPage(market)
    await page.goto(`${origin}/apply/${m.loan.appId}`)
    await page.getByTestId('offer').waitFor()
    const disclosure = page.getByTestId('disclosure')
    await disclosure.getByTestId('disclosed-rate').getByText(m.rate).waitFor()
    expect(await disclosure.getByTestId('disclosed-rate').count()).toBe(1)
    expect(await disclosure.textContent()).not.toMatch(/APR|Nominal/)
    if (market === 'PH') {
      await page.locator('select[name="dueDay"]').selectOption('twice')
      await disclosure.getByTestId('per-period').getByText(/\d+ na hulog, dalawang beses bawat buwan/).waitFor()
    }
    // At the offered amount and term, whatever the repayment day, nothing says it is more than can be offered.
    expect(await page.getByTestId('offer-warning').count()).toBe(0)
    await disclosure.getByTestId('disclosed-rate').scrollIntoViewIfNeeded()
    await shot(page, `price-quote-${market.toLowerCase()}`)
    await context.close()
  })

  it('shows in the loan view the rate once, the payments counted, and what paying late costs and brings, as the FAQ does', async () => {
    const { token, mobile, context, page, origin } = await borrowerPage(market)
    await uploadSignatureOverHttp(e2e.server.url, token)
    const { loanOrderId } = await data<{ loanOrderId: number }>(post(e2e.server.url, '/loan/apply', m.loan, token), 'apply')
    await expect.poll(async () => (await orderInfo(e2e.server.url, token, loanOrderId)).status).toBe(3)
    await acceptContract(e2e.server.url, token, loanOrderId)
    await withdrawAll(e2e.server.url, token, mobile, loanOrderId)

    await page.goto(`${origin}/detail/${loanOrderId}`)
    await page.getByTestId('repayment-count').getByText(m.count).waitFor()
    await page.getByTestId('disclosed-rate').getByText(m.rate).waitFor()
    expect(await page.getByTestId('disclosed-rate').count()).toBe(1)
    const late = page.getByTestId('late-payment')
    await late.getByRole('heading', { name: m.late }).waitFor()
    await late.getByTestId('late-bureau').getByText(m.bureau, { exact: false }).waitFor()
    await late.getByTestId('complain-to').getByRole('link', { name: m.complain, exact: true }).waitFor()
    await late.scrollIntoViewIfNeeded()
    await shot(page, `lateness-loan-${market.toLowerCase()}`)

    await page.goto(`${origin}/faq`)
    await page.getByTestId('late-payment').getByRole('heading', { name: m.late }).waitFor()
    await page.getByTestId('late-payment').getByTestId('late-bureau').getByText(m.bureau, { exact: false }).waitFor()
    await context.close()
  })
})
