// Issue 41, items 6 and 2 in Chromium at 1366×768: an admin manages staff in the back office
// (roles through four-eyes), and a reviewer's decisions carry notes, one against the engine
// flagged for a second look, while the borrower reads only the catalogue reason in their language.
import { mkdir, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, PHONE } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { applyAndDecide } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const SHOTS = '.tmp/screenshots'
const DESKTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-US' }
const PASSWORD = 'a long staff password'
const NOTE = 'Bank statements show rent of 18,000 a month that the form leaves out'

let server: ServerProcess
let browser: Browser
let dataDir: string

async function signIn(name: string, password = PASSWORD): Promise<Page> {
  const page = await (await browser.newContext(DESKTOP)).newPage()
  await page.goto(`${server.url}/backoffice/`)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Approvals' }).waitFor()
  return page
}

async function orderInReview(realName: string) {
  const borrower = await registerOverHttp(server.url)
  await completeProfileOverHttp(server.url, borrower.token, { monthlyIncome: 900_000, realName })
  const applied = await applyAndDecide(server.url, borrower.token, 1_500_000, 12)
  expect(applied.status).toBe(1)
  return { ...borrower, orderId: applied.orderId }
}

beforeAll(async () => {
  dataDir = await newDataDir('staff-admin')
  createStaffWithCli(dataDir, { name: 'head', password: PASSWORD, roles: 'admin' })
  createStaffWithCli(dataDir, { name: 'checker', password: PASSWORD, roles: 'checker,reviewer' })
  createStaffWithCli(dataDir, { name: 'rev', password: PASSWORD, roles: 'reviewer,support' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  await mkdir(SHOTS, { recursive: true })
  // Three CLI runs (each opens the embedded database) and a server start: minutes on a loaded machine.
}, 360_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('staff administration and decisions with notes, at 1366×768', () => {
  it('lets an admin create a member whose roles wait for a checker, and disable a leaver', async () => {
    const head = await signIn('head')
    await head.getByRole('link', { name: 'Staff' }).click()
    await head.getByRole('heading', { name: 'Staff', exact: true }).waitFor()
    const form = head.getByRole('form', { name: 'New staff member' })
    await form.getByLabel('Name (used to sign in)').fill('ann')
    await form.getByLabel(/First password/).fill('ann first password')
    await form.getByRole('checkbox', { name: /reviewer —/ }).check()
    await form.getByRole('checkbox', { name: /support —/ }).check()
    await form.getByRole('button', { name: 'Create' }).click()
    await head.getByRole('status').filter({ hasText: /ann was created\. Its roles were requested as #\d+/ }).waitFor()
    const ann = head.getByRole('row', { name: 'Staff member ann' })
    await ann.getByText('Waiting for a checker: reviewer and support').waitFor()
    await head.screenshot({ path: `${SHOTS}/backoffice-staff.png`, fullPage: true })

    const checker = await signIn('checker')
    await checker.getByRole('link', { name: 'Approvals' }).click()
    const card = checker.getByRole('article').filter({ hasText: 'staff roles' })
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    await checker.getByText(/approved and applied/).waitFor()
    await checker.context().close()

    await head.reload()
    await head.getByRole('row', { name: 'Staff member ann' }).getByRole('cell', { name: 'reviewer and support', exact: true }).waitFor()
    head.once('dialog', (dialog) => void dialog.accept())
    await head.getByRole('row', { name: 'Staff member ann' }).getByRole('button', { name: 'Disable' }).click()
    await head.getByRole('status').filter({ hasText: 'ann is disabled.' }).waitFor()
    await head.getByRole('row', { name: 'Staff member ann' }).getByText(/^disabled /).waitFor()
    expect((await post(server.url, '/admin/login', { name: 'ann', password: 'ann first password' })).code).toBe(10001)
    await head.context().close()
  })

  it('takes a note with each decision, flags one against the engine for a second look, and moves on to the next application', async () => {
    const first = await orderInReview('Somchai Jaidee')
    const next = await orderInReview('Malee Srisuk')
    const rev = await signIn('rev')
    await rev.getByRole('link', { name: 'Review queue' }).click()
    // The whole row opens the application, not only its button (the name links to the borrower's view).
    await rev.getByRole('row').filter({ hasText: 'Somchai Jaidee' }).getByRole('cell', { name: `#${first.orderId}`, exact: true }).click()
    await rev.getByRole('heading', { name: `Order #${first.orderId} · Somchai Jaidee` }).waitFor()

    await rev.getByLabel('not affordable').check()
    await rev.getByRole('note').filter({ hasText: 'Refusing for not affordable goes against the engine' }).waitFor()
    await rev.getByRole('button', { name: 'Refuse and next' }).click()
    await rev.getByText('Write a note: why you decide so.').waitFor()
    await rev.getByLabel(/^Note \(why/).fill(NOTE)
    await rev.screenshot({ path: `${SHOTS}/backoffice-decision-note.png`, fullPage: true })
    await rev.getByRole('button', { name: 'Refuse and next' }).click()
    await rev.getByRole('heading', { name: `Order #${next.orderId} · Malee Srisuk` }).waitFor()
    await rev.getByText(`Order #${first.orderId}: Refused.`).waitFor()

    await rev.getByLabel(/^Note \(why/).fill('Payslips and statements agree with the form')
    await rev.getByRole('button', { name: 'Approve and next' }).click()
    await rev.getByText('Nothing is waiting for review.').waitFor()
    const waiting = rev.getByRole('table', { name: 'Decisions waiting for a second look' })
    await waiting.getByRole('row').filter({ hasText: `#${first.orderId}` }).getByText(NOTE).waitFor()
    expect(await waiting.getByRole('row').filter({ hasText: `#${next.orderId}` }).count()).toBe(0)
    await rev.context().close()

    const checker = await signIn('checker')
    await checker.getByRole('link', { name: 'Review queue' }).click()
    await checker.getByRole('table', { name: 'Decisions waiting for a second look' }).getByRole('row').filter({ hasText: NOTE }).click()
    const decision = checker.getByRole('article').filter({ hasText: 'Refused by rev' })
    await decision.getByText('waiting for a second look').waitFor()
    await decision.getByText(`Note: ${NOTE}`).waitFor()
    await decision.getByLabel(/Your second look/).fill('Read the statements: the rent is there, the refusal stands')
    await decision.getByRole('button', { name: 'Record second look' }).click()
    await decision.getByText(/Second look by checker on .*: Read the statements/).waitFor()
    await checker.screenshot({ path: `${SHOTS}/backoffice-second-look.png`, fullPage: true })
    await checker.context().close()

    // The borrower, reading Thai, sees the catalogue reason in Thai and never the note.
    const phone = await (await browser.newContext({ ...PHONE, locale: 'th-TH' })).newPage()
    await phone.context().addInitScript((t) => localStorage.setItem('jackey.token', t), first.token)
    await phone.goto(`${server.url}/detail/${first.orderId}`)
    await phone.getByText('เมื่อหักค่าใช้จ่ายรายเดือนแล้ว รายได้ของคุณไม่พอสำหรับชำระคืนโดยยังมีเงินเหลือใช้เพียงพอ').waitFor()
    expect(await phone.getByText('18,000').count()).toBe(0)
    expect(await phone.content()).not.toContain('rent of')
    await phone.context().close()
  })
})
