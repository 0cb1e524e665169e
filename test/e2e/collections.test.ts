import { rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' }
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

/** A Bangkok working day (no weekend, no fixed holiday) at least `days` days from now, as "YYYY-MM-DD". */
function workingDayAfter(days: number): string {
  for (let t = Date.now() + days * DAY; ; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !MARKETS.TH.contactHours.fixedHolidays.includes(date.slice(5))) return date
  }
}

const setClock = async (at: string) => expect((await post(server.url, '/sandbox/clock', { at })).code).toBe(0)

describe('collections in the back office', () => {
  it('refuses a call at 07:30 in Bangkok, naming the rule, and logs one at 08:00', async () => {
    const borrower = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, borrower.token)
    const { orderId } = await applyAndDecide(server.url, borrower.token, 100_000, 12)
    await uploadSignatureOverHttp(server.url, borrower.token)
    await acceptContract(server.url, borrower.token, orderId)
    await withdrawAll(server.url, borrower.token, borrower.mobile, orderId)

    // The first instalment falls due a month on; 45-odd days on, the loan is in the 8-30 bucket.
    // 00:30 UTC is 07:30 in Bangkok.
    const day = workingDayAfter(45)
    await setClock(`${day}T00:30:00Z`)
    await page.goto(`${server.url}/backoffice/`)
    await page.getByLabel('Name').fill(AGENT.name)
    await page.getByLabel('Password').fill(AGENT.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('link', { name: 'Collections' }).click()
    await page.getByRole('heading', { name: 'Collections' }).waitFor()
    await page.getByRole('button', { name: /^8-30 days \(1\)$/ }).click()
    const row = page.getByRole('row').filter({ hasText: `#${orderId}` })
    await row.getByRole('button', { name: 'Assign to me' }).click()
    await row.getByText(AGENT.name).waitFor()
    await row.getByRole('link', { name: 'Open' }).click()
    await page.getByRole('heading', { name: `Somchai Jaidee · order #${orderId}` }).waitFor()

    const form = page.getByRole('form', { name: 'Log a contact' })
    await form.getByLabel('Channel').selectOption('call')
    await form.getByLabel('Outcome').selectOption('no_answer')
    await form.getByRole('button', { name: 'Log contact' }).click()
    await form.getByRole('alert').filter({ hasText: "Outside the contact hours the rules allow in the borrower's time zone" }).waitFor()
    await page.getByRole('row').filter({ hasText: 'Refused: outsideHours' }).waitFor()

    await setClock(`${day}T01:00:00Z`)
    await form.getByLabel('Outcome').selectOption('reached')
    await form.getByRole('button', { name: 'Log contact' }).click()
    await form.getByRole('status').filter({ hasText: 'Contact logged.' }).waitFor()
    const rows = page.getByRole('row').filter({ hasText: 'Borrower' })
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('reached'), expect.stringContaining('Refused: outsideHours')])
    await page.screenshot({ path: '.tmp/screenshots/backoffice-collections.png' })
  })
})
