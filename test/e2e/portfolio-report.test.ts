import { readFile, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US', acceptDownloads: true }
const ANALYST = { name: 'analyst', password: 'a long analyst password' }
const DAY = 86_400_000
const day = (t: number) => new Date(t).toISOString().slice(0, 10)

let server: ServerProcess
let browser: Browser
let dataDir: string
let page: Page

beforeAll(async () => {
  dataDir = await newDataDir('portfolio')
  createStaffWithCli(dataDir, { ...ANALYST, roles: 'money' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  page = await (await browser.newContext(DESKTOP)).newPage()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the portfolio page', () => {
  it('shows a late loan in PAR1 with its charts once its days are prepared, and downloads the loan tape', async () => {
    const borrower = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, borrower.token)
    const { orderId } = await applyAndDecide(server.url, borrower.token, 100_000, 12)
    await uploadSignatureOverHttp(server.url, borrower.token)
    await acceptContract(server.url, borrower.token, orderId)
    await withdrawAll(server.url, borrower.token, borrower.mobile, orderId)
    // The first instalment falls due a month on: 45 days on, it is about 15 days late.
    const paidOut = Date.now()
    expect((await post(server.url, '/sandbox/clock', { at: new Date(paidOut + 45 * DAY).toISOString() })).code).toBe(0)

    const failures: string[] = []
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()))
    const chartFiles: string[] = []
    page.on('request', (request) => /uplot|portfolio-charts/.test(request.url()) && chartFiles.push(new URL(request.url()).pathname))
    await page.goto(`${server.url}/backoffice/`)
    await page.getByLabel('Name').fill(ANALYST.name)
    await page.getByLabel('Password').fill(ANALYST.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('link', { name: 'Portfolio' }).click()
    await page.getByLabel('From').fill(day(paidOut - DAY))
    await page.getByLabel('To').fill(day(paidOut + 44 * DAY))
    await page.getByRole('button', { name: 'Show' }).click()
    // Its past days are written by the server's jobs first (the daily catch-up, and a job for the
    // days before it); the page asks again until the figures come.
    await page.getByText(/^Preparing the figures for \d+ days between/).waitFor()
    await page.getByText('100.0 % / 0.0 % / 0.0 %').waitFor({ timeout: 60_000 })
    await page.locator('.uplot canvas').first().waitFor()
    // The range tied to the ledger: the payout and the loan owed, each equal on both sides.
    const tie = page.locator('table.ledger-tie')
    await tie.waitFor()
    await page.getByText('reconciles', { exact: true }).waitFor()
    expect(await tie.locator('tbody tr td:first-child').allTextContents()).toEqual(['Disbursed', 'Collected', 'Written off', 'Outstanding (principal and interest owed)'])
    expect(await tie.locator('tbody tr td:nth-child(5)').allTextContents()).toEqual(['0.00', '0.00', '0.00', '0.00'])
    expect(await tie.locator('tbody tr td:nth-child(2)').first().textContent()).not.toBe('0.00')
    expect(chartFiles.length).toBeGreaterThan(0)
    expect(chartFiles.every((path) => path.startsWith('/backoffice/assets/'))).toBe(true)
    await page.screenshot({ path: '.tmp/screenshots/backoffice-portfolio.png', fullPage: true })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
    const csv = await readFile((await download.path()) ?? '', 'utf8')
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`^${orderId},Jackey Cash,`))

    // Last month's bureau file: made on the first download, kept, listed, and saved under its own name.
    const [bureau] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: "Download the month's file" }).click()])
    expect(bureau.suggestedFilename()).toMatch(/^ncb-\d{4}-\d{2}\.csv$/)
    await page.getByRole('cell', { name: bureau.suggestedFilename() }).waitFor()
    await page.getByRole('cell', { name: 'Monthly file' }).waitFor()
    expect(failures).toEqual([])
  })
})
