// Issue 41, item 1: the decision rules change only when a second staff member approves, and
// the engine then decides with the new value.
import { mkdir, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { applyAndDecide } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const SHOTS = '.tmp/screenshots'
const DESKTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-US' }
const PASSWORD = 'a long staff password'

let server: ServerProcess
let browser: Browser
let dataDir: string
let maker: Page
let checker: Page

async function signIn(name: string): Promise<Page> {
  const page = await (await browser.newContext(DESKTOP)).newPage()
  await page.goto(`${server.url}/backoffice/`)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Approvals' }).waitFor()
  return page
}

beforeAll(async () => {
  dataDir = await newDataDir('lending-rules')
  createStaffWithCli(dataDir, { name: 'maker', password: PASSWORD, roles: 'config' })
  createStaffWithCli(dataDir, { name: 'checker', password: PASSWORD, roles: 'checker' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  await mkdir(SHOTS, { recursive: true })
  maker = await signIn('maker')
  checker = await signIn('checker')
}, 360_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('lending rules under four-eyes, in Chromium at 1366×768', () => {
  it('one member asks for a decision-rules change with a justification, another approves it, and the engine uses it', async () => {
    await maker.getByRole('link', { name: 'Configuration', exact: true }).click()
    const rules = maker.getByRole('form', { name: 'Decision rules' })
    const review = rules.getByTestId('in-force-manualReviewAbove')
    await expect.poll(() => review.innerText()).toMatch(/^1,000,000\.00 THB\s+default$/)
    await expect.poll(() => rules.getByTestId('in-force-livingMinimum').innerText()).toMatch(/3,100\.00 THB\s+default/)

    // Each field says what is wrong with it, and nothing is sent without a justification.
    await rules.getByLabel('Youngest applicant').fill('17')
    await rules.getByRole('button', { name: 'Ask for this change' }).click()
    await rules.getByRole('alert').filter({ hasText: 'At least 18' }).waitFor()
    await rules.getByRole('alert').filter({ hasText: 'Write why this change is needed' }).waitFor()
    await rules.getByLabel('Youngest applicant').fill('22')
    await rules.getByLabel('A person decides above').fill('50000')
    await rules.getByLabel(/^Why/).fill('Pilot: a reviewer sees every loan above 50,000 baht')
    await maker.screenshot({ path: `${SHOTS}/backoffice-lending-rules.png`, fullPage: true })
    await rules.getByRole('button', { name: 'Ask for this change' }).click()
    await rules.getByRole('status').filter({ hasText: /Decision rules requested as #\d+: it takes effect when another staff member approves it/ }).waitFor()
    await rules.getByText(/A change waits for approval as request #\d+/).waitFor()
    expect(await review.innerText()).toMatch(/^1,000,000\.00 THB\s+default$/)

    const borrower = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, borrower.token)
    expect((await applyAndDecide(server.url, borrower.token, 100_000, 12)).status).toBe(3)

    await checker.getByRole('link', { name: 'Approvals' }).click()
    const card = checker.getByRole('article').filter({ hasText: 'lending config' })
    await card.getByText('Decision rules: one rule changes').waitFor()
    const changed = card.getByRole('row').filter({ has: checker.getByRole('rowheader', { name: 'A person decides above' }) })
    await expect.poll(() => changed.innerText()).toMatch(/1,000,000\.00 THB\s+50,000\.00 THB \(changed\)/)
    await card.getByText('Why (maker): Pilot: a reviewer sees every loan above 50,000 baht').waitFor()
    await checker.screenshot({ path: `${SHOTS}/backoffice-approvals-lending-rules.png` })
    await card.getByRole('button', { name: 'Approve' }).click()
    await checker.getByRole('status').filter({ hasText: /approved and applied/ }).waitFor()

    // The maker's page, never reloaded, shows the new value in force and the new version.
    await expect.poll(() => review.innerText(), { timeout: 20_000 }).toBe('50,000.00 THB')
    const versions = maker.getByRole('heading', { name: 'Recent versions' }).locator('xpath=../..')
    await expect.poll(() => versions.innerText(), { timeout: 20_000 }).toMatch(/checker\s+company:1 · DECISION_RULES\s+A person decides above 50,000; the rest at their defaults/)

    const next = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, next.token)
    expect((await applyAndDecide(server.url, next.token, 100_000, 12)).status).toBe(1)
  })
})
