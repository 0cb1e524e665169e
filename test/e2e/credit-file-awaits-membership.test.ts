// The staff reports page of a lender whose market's bureau gives its file format to members only
// (Indonesia: docs/credit-bureau.md) says plainly that no file is made until the membership
// brings it, and offers no download; a Thai lender's page offers its month's file.
import { rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILT_IN_DEMO_LENDERS } from '../../contract/market/built-in-demo-lenders.gen'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US' }
const INDONESIAN = { name: 'analyst-id', password: 'a long analyst password', roles: 'money', company: BUILT_IN_DEMO_LENDERS.ID.company.id }
const THAI = { name: 'analyst-th', password: 'a long analyst password', roles: 'money', company: BUILT_IN_DEMO_LENDERS.TH.company.id }

let server: ServerProcess
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = await newDataDir('awaits-membership')
  createStaffWithCli(dataDir, INDONESIAN)
  createStaffWithCli(dataDir, THAI)
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function reportsPageOf(staff: { name: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext(DESKTOP)).newPage()
  await page.goto(`${server.url}/backoffice/`)
  await page.getByLabel('Name').fill(staff.name)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Portfolio' }).click()
  await page.getByRole('heading', { name: 'Portfolio' }).waitFor()
  return page
}

describe("the reports page's credit-bureau file", () => {
  it('says to an Indonesian lender that the file awaits membership, with no download', async () => {
    const page = await reportsPageOf(INDONESIAN)
    await expect.poll(() => page.getByText(/No credit-bureau file is made for this market yet: its bureau gives the file format to its members only/).count()).toBe(1)
    expect(await page.getByRole('button', { name: "Download the month's file" }).count()).toBe(0)
  })

  it("offers a Thai lender its month's file", async () => {
    const page = await reportsPageOf(THAI)
    await expect.poll(() => page.getByRole('button', { name: "Download the month's file" }).count()).toBe(1)
    expect(await page.getByText(/No credit-bureau file is made for this market yet/).count()).toBe(0)
  })
})
