import { mkdir, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { isPublicHoliday } from '../../contract/market/holidays'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

// Set to docs/screenshots to take the 1366×768 picture the docs show, as the other e2e files do.
const SCREENSHOTS = process.env.COLLECTIONS_SCREENSHOTS
const DESKTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-US' }
const AGENT = { name: 'agent', password: 'a long agent password' }
const DAY = 86_400_000

let server: ServerProcess
let browser: Browser
let dataDir: string
let page: Page

beforeAll(async () => {
  dataDir = await newDataDir('collections')
  createStaffWithCli(dataDir, { ...AGENT, roles: 'collections' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  page = await (await browser.newContext(DESKTOP)).newPage()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

/** A Bangkok working day (no weekend, no public holiday) at least `days` days from now, as "YYYY-MM-DD". */
function workingDayAfter(days: number): string {
  for (let t = Date.now() + days * DAY; ; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !isPublicHoliday(MARKETS.TH.contactHours, date)) return date
  }
}

const setClock = async (at: string) => expect((await post(server.url, '/sandbox/clock', { at })).code).toBe(0)

/** A borrower of the demo lender with a loan withdrawn at the real clock: its first instalment falls due a month on. */
async function repayingLoan(): Promise<{ orderId: number; mobile: string }> {
  const borrower = await registerOverHttp(server.url)
  await completeProfileOverHttp(server.url, borrower.token)
  const { orderId } = await applyAndDecide(server.url, borrower.token, 100_000, 12)
  await uploadSignatureOverHttp(server.url, borrower.token)
  await acceptContract(server.url, borrower.token, orderId)
  await withdrawAll(server.url, borrower.token, borrower.mobile, orderId)
  // The server keeps and answers E.164; the app registered the national form.
  return { orderId, mobile: `+66${borrower.mobile.replace(/^0/, '')}` }
}

describe('the collections workbench', () => {
  it('walks the worklist by keyboard to a case, refuses to reveal at 07:30 naming the hours, then reveals, dials, notes and takes a promise at 08:00', async () => {
    const first = await repayingLoan()
    const second = await repayingLoan()

    // 45-odd days on, both loans are in the 8-30 bucket. 00:30 UTC is 07:30 in Bangkok.
    const day = workingDayAfter(45)
    await setClock(`${day}T00:30:00Z`)
    await page.goto(`${server.url}/backoffice/`)
    await page.getByLabel('Name').fill(AGENT.name)
    await page.getByLabel('Password').fill(AGENT.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('link', { name: 'Collections' }).click()
    await page.getByRole('heading', { name: 'Collections' }).waitFor()
    await page.getByRole('button', { name: /^8-30 days \(2\)$/ }).click()
    const worklist = page.getByRole('table', { name: 'Worklist' })
    const rows = worklist.locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(2)
    // Equal loans: the one of the older order comes first. Both are outside Bangkok's hours now.
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(`#${first.orderId}`), expect.stringContaining(`#${second.orderId}`)])
    await rows.first().getByText('07:30').waitFor()
    await rows.first().getByText('Not now: outside the allowed hours').waitFor()
    await rows.first().getByText(`••••${first.mobile.slice(-4)}`).waitFor()
    const row = rows.filter({ hasText: `#${second.orderId}` })
    await row.getByRole('button', { name: 'Assign to me' }).click()
    await row.getByText(AGENT.name).waitFor()

    await page.keyboard.press('j')
    await expect.poll(() => rows.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('k')
    await expect.poll(() => rows.nth(0).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: `Somchai Jaidee · order #${second.orderId}` }).waitFor()

    const hours = page.getByRole('region', { name: 'Contact hours' })
    await hours.getByText('07:30').waitFor()
    await hours.getByText('Allowed: 08:00–20:00 weekdays · 08:00–18:00 weekends and holidays · at most 1 contact a day').waitFor()
    await hours.getByText('A call now would be refused: outside the allowed hours').waitFor()
    await page.getByRole('button', { name: 'Reveal and dial' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: "Outside the contact hours the rules allow in the borrower's time zone: 08:00–20:00 on weekdays, 08:00–18:00 at weekends and on public holidays (Asia/Bangkok); it is 07:30 there now" })
      .waitFor()
    expect(await page.getByRole('link', { name: /^Dial / }).count()).toBe(0)

    await setClock(`${day}T01:00:00Z`)
    await page.reload()
    await hours.getByText('A call is allowed now').waitFor()
    await page.getByRole('button', { name: 'Reveal and dial' }).click()
    const dial = page.getByRole('link', { name: `Dial ${second.mobile}` })
    expect(await dial.getAttribute('href')).toBe(`tel:${second.mobile}`)
    const timeline = page.getByRole('list', { name: 'Case timeline' })
    await timeline.getByText("Revealed the borrower's number").waitFor()

    const form = page.getByRole('form', { name: 'Log a contact' })
    await form.getByLabel('Channel').selectOption('call')
    await form.getByLabel('Outcome').selectOption('promised_to_pay')
    const promised = workingDayAfter(52)
    await form.getByLabel('Promised date').fill(promised)
    await form.getByLabel(/^Promised amount/).fill('500')
    await form.getByLabel(/^Note/).fill('Salary comes on Friday; will pay half then.')
    await form.getByRole('button', { name: 'Log contact' }).click()
    await form.getByRole('status').filter({ hasText: 'Contact logged.' }).waitFor()
    await timeline.getByText('Salary comes on Friday; will pay half then.').waitFor()
    await timeline.getByText(/^Promise to pay 500\.00 THB by/).waitFor()
    await timeline.getByText('Promised', { exact: true }).waitFor()
    await hours.getByText("A call now would be refused: the day's contact already made").waitFor()
    if (SCREENSHOTS) {
      await mkdir(SCREENSHOTS, { recursive: true })
      await page.screenshot({ path: `${SCREENSHOTS}/backoffice-collections.png` })
    }
  })
})
