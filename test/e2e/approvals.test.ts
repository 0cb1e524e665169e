import { mkdir, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const SHOTS = '.tmp/screenshots'
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' }
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
  dataDir = await newDataDir('approvals')
  createStaffWithCli(dataDir, { name: 'maker', password: PASSWORD, roles: 'config,money,support' })
  createStaffWithCli(dataDir, { name: 'checker', password: PASSWORD, roles: 'checker,config' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  await mkdir(SHOTS, { recursive: true })
  maker = await signIn('maker')
  checker = await signIn('checker')
  // Two CLI runs (each opens the embedded database) and a server start: minutes on a loaded machine.
}, 360_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const productName = async (appId: number) => {
  const { data } = await post(server.url, '/loan/appList', {})
  return (data as { id: number; name: string }[]).find((p) => p.id === appId)?.name
}

describe('four-eyes in Chromium, with two staff accounts', () => {
  it('holds a product change until a second staff member approves it', async () => {
    await maker.getByRole('link', { name: 'Configuration', exact: true }).click()
    const mini = maker.locator('.product').filter({ has: maker.locator('input[name="name"][value="Jackey Mini"]') })
    await mini.getByLabel('Name').fill('Jackey Mini Plus')
    await mini.getByRole('button', { name: 'Save product' }).click()
    await mini.getByRole('status').filter({ hasText: /Sent for approval as request #\d+/ }).waitFor()
    expect(await productName(2)).toBe('Jackey Mini')

    // The maker sees the request, but no way to approve it.
    await maker.getByRole('link', { name: 'Approvals' }).click()
    const own = maker.getByRole('article').filter({ hasText: 'product change' })
    await own.getByText('Your request: another staff member with the checker role must approve it.').waitFor()
    expect(await own.getByRole('button', { name: 'Approve' }).count()).toBe(0)

    await checker.getByRole('link', { name: 'Approvals' }).click()
    const request = checker.getByRole('article').filter({ hasText: 'product change' })
    const nameRow = request.getByRole('row').filter({ has: checker.getByRole('rowheader', { name: 'Name', exact: true }) })
    await expect.poll(() => nameRow.innerText()).toMatch(/Jackey Mini\s+Jackey Mini Plus \(changed\)/)
    await checker.screenshot({ path: `${SHOTS}/backoffice-approvals.png` })
    await request.getByRole('button', { name: 'Approve' }).focus()
    await checker.keyboard.press('Enter')
    await checker.getByRole('status').filter({ hasText: /approved and applied/ }).waitFor()
    await checker.getByText('Nothing waits for approval.').waitFor()
    expect(await productName(2)).toBe('Jackey Mini Plus')
  })

  it('rejects with a reason, changing nothing, and lists the decision for everyone', async () => {
    await maker.getByRole('link', { name: 'Configuration', exact: true }).click()
    const cash = maker.locator('.product').filter({ has: maker.locator('input[name="name"][value="Jackey Cash"]') })
    await cash.getByLabel('Name').fill('Jackey Cash Max')
    await cash.getByRole('button', { name: 'Save product' }).click()
    await cash.getByRole('status').filter({ hasText: /Sent for approval/ }).waitFor()

    await checker.reload()
    const request = checker.getByRole('article').filter({ hasText: 'Jackey Cash Max' })
    await request.getByLabel('Reason for rejecting').fill('Name not agreed with marketing')
    await checker.keyboard.press('Enter')
    await checker.getByRole('status').filter({ hasText: /rejected: nothing changed/ }).waitFor()
    expect(await productName(1)).toBe('Jackey Cash')

    await maker.getByRole('link', { name: 'Approvals' }).click()
    await maker.getByLabel('Show').selectOption('all')
    const decided = maker.getByRole('article').filter({ hasText: 'Jackey Cash Max' })
    await decided.getByText('Reason: Name not agreed with marketing').waitFor()
    await decided.getByText('rejected by checker').waitFor()
  })

  it('holds a waiver of interest until a checker approves it, showing the amounts, decided by keyboard', async () => {
    const borrower = await registerOverHttp(server.url)
    await completeProfileOverHttp(server.url, borrower.token)
    await uploadSignatureOverHttp(server.url, borrower.token)
    const { orderId } = await applyAndDecide(server.url, borrower.token, 100_000, 12)
    await acceptContract(server.url, borrower.token, orderId)
    await withdrawAll(server.url, borrower.token, borrower.mobile, orderId)
    const outstanding = async () => ((await post(server.url, '/loan/orderInfo', { loanOrderId: orderId }, borrower.token)).data as { outstanding: number }).outstanding
    const before = await outstanding()

    await maker.getByRole('link', { name: 'Borrowers' }).click()
    await maker.getByLabel('Name, phone number or order number').fill(borrower.mobile)
    await maker.getByRole('button', { name: 'Search' }).click()
    await maker.getByRole('link', { name: 'Open' }).click()
    const form = maker.getByRole('form', { name: `Waive charges on order ${orderId}` })
    await form.getByLabel('Interest or fees to waive').fill('10')
    await form.getByLabel('Why').selectOption('complaint')
    await form.getByLabel('Note (staff only)').fill('Agreed after the complaint call')
    await maker.screenshot({ path: `${SHOTS}/backoffice-borrower-money-actions.png`, fullPage: true })
    await form.getByRole('button', { name: 'Request waiver' }).click()
    await maker.getByRole('status').filter({ hasText: /Waiver requested as #\d+/ }).waitFor()
    expect(await outstanding()).toBe(before)

    await checker.getByRole('link', { name: 'Approvals' }).click()
    await checker.reload()
    const request = checker.getByRole('article').filter({ hasText: 'fee waiver' })
    await request.getByText(new RegExp(`^Waive 10\\.00 of the [\\d,.]+ interest and fees owed on installment 1 of order #${orderId} \\(complaint\\)`)).waitFor()
    await checker.screenshot({ path: `${SHOTS}/backoffice-approvals-waiver.png` })
    await request.getByRole('button', { name: 'Approve' }).focus()
    await checker.keyboard.press('Enter')
    await checker.getByRole('status').filter({ hasText: /approved and applied/ }).waitFor()
    expect(await outstanding()).toBeCloseTo(before - 10, 2)
  })
})
