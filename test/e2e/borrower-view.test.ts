// Issue 41 item 3 in Chromium at 1366×768: one borrower and loan view reached from the review
// queue, the borrower search (a phone typed in international form with spaces), a ticket and the
// collections list, each panel showing what the server holds, and no write-off button before the
// lender's write-off age.
import { rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BorrowerView } from '../../contract/admin/schemas/borrower-view'
import { orderStatusName } from '../../contract/admin/status-names'
import { MARKETS } from '../../contract/market'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'
import { e164 } from '../support/test-app'

// Set to docs/screenshots to take the picture the docs show (docs/screenshots/backoffice-borrower.png).
const SCREENSHOTS = process.env.BORROWER_VIEW_SCREENSHOTS
const DESKTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-US' }
const DESK = { name: 'desk', password: 'a long desk password', roles: 'support,reviewer,collections,money' }
const DAY = 86_400_000
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

let server: ServerProcess
let browser: Browser
let dataDir: string
let page: Page

beforeAll(async () => {
  dataDir = await newDataDir('borrower-view')
  createStaffWithCli(dataDir, DESK)
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  page = await (await browser.newContext(DESKTOP)).newPage()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

/** A Bangkok working day at least `days` days from now, "YYYY-MM-DD": collections' contact hours apply. */
function workingDayAfter(days: number): string {
  for (let t = Date.now() + days * DAY; ; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !MARKETS.TH.contactHours.fixedHolidays.includes(date.slice(5))) return date
  }
}

async function deskToken(): Promise<string> {
  const answer = await post(server.url, '/admin/login', { name: DESK.name, password: DESK.password })
  expect(answer.code).toBe(0)
  return (answer.data as { token: string }).token
}

describe('one borrower and loan view', () => {
  let repaying: { mobile: string; orderId: number }
  let inReview: { orderId: number }
  let view: BorrowerView

  beforeAll(async () => {
    const borrower = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, borrower.token, { realName: 'Ratana Viewpage' })
    await uploadSignatureOverHttp(server.url, borrower.token)
    const { orderId } = await applyAndDecide(server.url, borrower.token, 100_000, 12)
    await acceptContract(server.url, borrower.token, orderId)
    await withdrawAll(server.url, borrower.token, borrower.mobile, orderId)
    expect((await post(server.url, '/user/tickets/create', { category: 'hardship', message: 'I lost my job last month.' }, borrower.token)).code).toBe(0)
    repaying = { mobile: borrower.mobile, orderId }

    const applicant = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, applicant.token, { monthlyIncome: 900_000, realName: 'Malee Queueview' })
    inReview = await applyAndDecide(server.url, applicant.token, 1_500_000, 12)
    expect(inReview).toMatchObject({ status: 1 })

    // 45-odd days on, the first instalment is past due; 03:00 UTC is 10:00 in Bangkok, inside contact hours.
    const day = workingDayAfter(45)
    expect((await post(server.url, '/sandbox/clock', { at: `${day}T03:00:00Z` })).code).toBe(0)
    const token = await deskToken()
    const promiseDate = new Date(Date.parse(day) + 3 * DAY).toISOString().slice(0, 10)
    const contact = await post(server.url, '/admin/collections/contact', { orderId, channel: 'call', outcome: 'promised_to_pay', promiseDate, promiseAmount: 500 }, token)
    expect(contact.code).toBe(0)
    view = (await post(server.url, '/admin/borrowers/view', { orderId }, token)).data as BorrowerView
    expect(view.loans[0]?.daysPastDue).toBeGreaterThan(0)
    expect(view.loans[0]?.writeOff).toEqual({ afterDays: 180, reached: false })
  })

  it('signs in and opens the view from the review queue by the applicant’s name', async () => {
    await page.goto(`${server.url}/backoffice/`)
    await page.getByLabel('Name').fill(DESK.name)
    await page.getByLabel('Password').fill(DESK.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('link', { name: 'Malee Queueview' }).click()
    await page.getByRole('heading', { level: 1, name: 'Malee Queueview' }).waitFor()
    const loan = page.getByRole('region', { name: `Order #${inReview.orderId}` })
    await loan.getByText(orderStatusName(1)).waitFor()
    expect(await loan.getByRole('link', { name: 'Review the application' }).getAttribute('href')).toContain(String(inReview.orderId))
  })

  it('finds the borrower by a phone typed in international form with spaces, and shows every panel', async () => {
    await page.getByRole('link', { name: 'Borrowers' }).click()
    const international = e164(repaying.mobile)
    await page.getByLabel('Name, phone number or order number').fill(`${international.slice(0, 3)} ${international.slice(3, 5)} ${international.slice(5, 8)} ${international.slice(8)}`)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: 'Ratana Viewpage' }).click()
    await page.getByRole('heading', { level: 1, name: 'Ratana Viewpage' }).waitFor()

    const account = page.getByRole('region', { name: 'Account' })
    await account.getByText(`••••${repaying.mobile.slice(-4)}`).waitFor()
    expect(await page.locator('body').textContent()).not.toContain(repaying.mobile.slice(1))

    const [loanView] = view.loans
    if (!loanView) throw new Error('no loan')
    const loan = page.getByRole('region', { name: `Order #${repaying.orderId}` })
    const balances = loan.getByLabel(`Balances of order ${repaying.orderId}`)
    expect(await balances.textContent()).toContain(`Outstanding${MONEY.format(loanView.outstanding)} THB`)
    expect(await balances.textContent()).toContain(`Days past due${loanView.daysPastDue}`)
    const schedule = loan.getByRole('table', { name: `Schedule of order ${repaying.orderId}` })
    expect(await schedule.getByRole('row').count()).toBe(loanView.schedule.length + 1)
    await schedule.getByRole('row').nth(1).getByText('overdue').waitFor()
    await schedule.getByRole('row').last().getByText('due', { exact: true }).waitFor()
    await loan.getByRole('table', { name: `Payments and payouts of order ${repaying.orderId}` }).getByRole('row', { name: /Payout/ }).waitFor()
    await loan.getByText('No charges waived.').waitFor()
    await loan.getByRole('list', { name: `Contacts about order ${repaying.orderId}` }).getByText(/call to borrower — promised to pay by desk/).waitFor()
    await loan.getByRole('list', { name: `Promises to pay on order ${repaying.orderId}` }).getByText(/Promised 500\.00 THB by/).waitFor()
    await loan.getByText('No bureau inquiry for this application.').or(loan.getByLabel('Credit bureau answer')).first().waitFor()

    // 180 days past due is the lender's write-off age: no button before it, the age said instead.
    expect(await page.getByRole('button', { name: 'Request write-off' }).count()).toBe(0)
    await loan.getByText(`Write-off can be requested from 180 days past due; this loan is ${loanView.daysPastDue} days past due.`).waitFor()
    await loan.getByRole('form', { name: `Waive charges on order ${repaying.orderId}` }).waitFor()

    await page.getByRole('region', { name: 'Tickets' }).getByText(/TK-\d{4}-\d+ hardship · received/).waitFor()
    await page.getByRole('region', { name: 'Identity and fraud' }).getByText(/Identity: /).waitFor()

    const hold = page.getByRole('region', { name: 'Hold' })
    await hold.getByLabel('Reason').selectOption('verify_bank_account')
    await hold.getByLabel('Note (why; staff only)').fill('Statement name differs from the ID')
    await hold.getByLabel('Review on (optional)').fill('2030-01-15')
    await hold.getByRole('button', { name: 'Put on hold' }).click()
    await hold.getByText('Note: Statement name differs from the ID').waitFor()
    await hold.getByText(/by desk · to be reviewed on 15 Jan 2030/).waitFor()
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/backoffice-borrower.png`, fullPage: true })
    await hold.getByRole('button', { name: 'Lift hold' }).click()
    await hold.getByRole('button', { name: 'Put on hold' }).waitFor()
  })

  it('opens the same view from a ticket row and from the collections list, at the loan', async () => {
    await page.getByRole('link', { name: 'Support tickets' }).click()
    await page.getByRole('row').filter({ hasText: 'hardship' }).getByRole('link', { name: /Ratana Viewpage/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Ratana Viewpage' }).waitFor()

    await page.getByRole('link', { name: 'Collections' }).click()
    await page.getByRole('row').filter({ hasText: `#${repaying.orderId}` }).getByRole('link', { name: 'Borrower and loan' }).click()
    await page.waitForURL((url) => url.pathname === `/backoffice/loans/${repaying.orderId}`)
    await page.getByRole('heading', { level: 1, name: 'Ratana Viewpage' }).waitFor()
    await page.getByRole('region', { name: `Order #${repaying.orderId}` }).getByRole('link', { name: 'Collection case' }).waitFor()
    expect(await page.getByRole('button', { name: 'Request write-off' }).count()).toBe(0)
  })
})
