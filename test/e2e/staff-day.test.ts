// Issue 41, "smaller things staff notice", in Chromium at 1366×768: the login page takes the name
// at once and signs in from the keyboard; the audit log reads in words with amounts in baht and
// narrows to one event type and to one client address; a ticket row shows its borrower, loan and the day its answer is due.
import { mkdir, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { applyAndDecide } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

// Set to docs/screenshots to take the 1366×768 picture the docs show, as the other e2e files do.
const SCREENSHOTS = process.env.STAFF_DAY_SCREENSHOTS
const DESKTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-US' }
const MAKER = { name: 'maker', password: 'a long maker password', roles: 'config,support' }
const CHECKER = { name: 'checker', password: 'a long checker password', roles: 'checker' }
/** Where the maker's request came from, as the trusted proxy appends it. */
const MAKER_ADDRESS = '203.0.113.7'

let server: ServerProcess
let browser: Browser
let dataDir: string
let staff: Page

async function staffToken(who: { name: string; password: string }): Promise<string> {
  const answer = await post(server.url, '/admin/login', { name: who.name, password: who.password })
  expect(answer.code).toBe(0)
  return (answer.data as { token: string }).token
}

beforeAll(async () => {
  dataDir = await newDataDir('staff-day')
  createStaffWithCli(dataDir, MAKER)
  createStaffWithCli(dataDir, CHECKER)
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' })
  browser = await launchChromium()
  staff = await (await browser.newContext(DESKTOP)).newPage()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe("a staff member's day in the back office", () => {
  let orderId: number

  beforeAll(async () => {
    // A product change under four-eyes: the checker's approval writes "Changed a product" with its amounts.
    const maker = await staffToken(MAKER)
    const product = { appId: 2, name: 'Jackey Mini', minAmount: 80_000, maxAmount: 300_000, step: 10_000, defaultRate: 700, disabled: false }
    const response = await fetch(`${server.url}/jackey/admin/config/product/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: maker, 'x-forwarded-for': `10.0.0.1, ${MAKER_ADDRESS}` },
      body: JSON.stringify(product),
    })
    const asked = (await response.json()) as { code: number; data: { approvalId: number } }
    expect(asked.code).toBe(0)
    const approvalId = asked.data.approvalId
    expect((await post(server.url, '/admin/approvals/approve', { approvalId }, await staffToken(CHECKER))).code).toBe(0)

    const borrower = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, borrower.token, { monthlyIncome: 900_000, realName: 'Malee Srisuk' })
    orderId = (await applyAndDecide(server.url, borrower.token, 1_500_000, 12)).orderId
    expect((await post(server.url, '/user/tickets/create', { category: 'repayment', message: 'When is my first payment?' }, borrower.token)).code).toBe(0)
  })

  it('opens the login page with the cursor in the name field, and signs in from the keyboard', async () => {
    await staff.goto(`${server.url}/backoffice/`)
    await staff.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await staff.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await staff.keyboard.type(MAKER.name)
    await staff.keyboard.press('Tab')
    await staff.keyboard.type(MAKER.password)
    await staff.keyboard.press('Enter')
    await staff.getByRole('link', { name: 'Audit log' }).waitFor()
  })

  it('reads the audit log in words, with amounts in baht, and narrows it to one event type', async () => {
    await staff.getByRole('link', { name: 'Audit log' }).click()
    const changed = staff.getByRole('row').filter({ hasText: 'Changed a product' })
    await changed.first().waitFor()
    expect(await changed.first().textContent()).toMatch(/min amount: THB\u00a080,000\.00/)
    await staff.getByRole('row').filter({ hasText: 'Asked for approval' }).first().waitFor()

    await staff.getByLabel('Event').selectOption({ label: 'Changed a product' })
    await staff.getByRole('button', { name: 'Filter' }).click()
    await expect.poll(() => staff.getByRole('row').filter({ hasText: 'Asked for approval' }).count()).toBe(0)
    const events = await staff.locator('table.audit tbody tr td:nth-child(3)').allTextContents()
    expect(events.length).toBeGreaterThan(0)
    expect(new Set(events)).toEqual(new Set(['Changed a product']))

    // The maker asked through the proxy from MAKER_ADDRESS; the checker's approval came from elsewhere.
    await staff.getByLabel('Event').selectOption({ label: 'any' })
    await staff.getByLabel('Client address').fill(MAKER_ADDRESS)
    await staff.getByRole('button', { name: 'Filter' }).click()
    await expect.poll(() => staff.getByRole('row').filter({ hasText: 'Changed a product' }).count()).toBe(0)
    const asked = staff.getByRole('row').filter({ hasText: 'Asked for approval' })
    await asked.first().waitFor()
    const addresses = await staff.locator('table.audit tbody tr td:nth-child(7)').allTextContents()
    expect(addresses.length).toBeGreaterThan(0)
    expect(new Set(addresses)).toEqual(new Set([MAKER_ADDRESS]))
    await staff.getByLabel('Client address').fill('')

    if (SCREENSHOTS) {
      await mkdir(SCREENSHOTS, { recursive: true })
      await staff.getByLabel('Event').selectOption({ label: 'any' })
      await staff.getByRole('button', { name: 'Filter' }).click()
      await staff.getByRole('row').filter({ hasText: 'Asked for approval' }).first().waitFor()
      await staff.screenshot({ path: `${SCREENSHOTS}/backoffice-audit.png` })
    }
  })

  it('shows beside a ticket its borrower, their loan and the day the answer is due', async () => {
    await staff.getByRole('link', { name: 'Support tickets' }).click()
    const row = staff.getByRole('row').filter({ hasText: 'Malee Srisuk' })
    await row.waitFor()
    const text = (await row.textContent()) ?? ''
    expect(text).toMatch(/••••\d{4}/)
    expect(text).toContain(`order #${orderId}`)
    expect(text).toContain('inReview (1)')
    expect(await row.locator('td').nth(6).textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
  })
})
