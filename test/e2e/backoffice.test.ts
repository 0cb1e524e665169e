import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totp } from '../../server/domain/staff/totp'
import { launchChromium, PHONE } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { acceptContract, applyAndDecide, orderInfo, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const SHOTS = '.tmp/screenshots'
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' }
const STAFF = { name: 'ops', password: 'a long staff password' }

let server: ServerProcess
let browser: Browser
let dataDir: string
let totpSecret: string
let staff: Page

async function borrowerPage(token: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  return context.newPage()
}

/** A registered borrower with a complete profile, through the real server's API. */
async function newBorrower(overrides: Parameters<typeof completeProfileOverHttp>[2] = {}) {
  const borrower = await registerOverHttp(server.url)
  await completeProfileOverHttp(server.url, borrower.token, overrides)
  return borrower
}

/** Signs, sets a PIN and asks for the whole balance to an account the sandbox bank reports closed. */
async function withdrawToClosedAccount(borrower: { token: string; mobile: string }, orderId: number, cardNo: string) {
  await uploadSignatureOverHttp(server.url, borrower.token)
  await acceptContract(server.url, borrower.token, orderId)
  await post(server.url, '/sms/withdrawPin', {}, borrower.token)
  const { data } = await post(server.url, '/sandbox/sms/last', { mobile: borrower.mobile })
  await post(server.url, '/user/withdrawPin/set', { pin: '246810', smsCode: (data as { code: string }).code }, borrower.token)
  const withdrawn = await post(server.url, '/user/withdraw', { loanOrderId: orderId, password: '246810', withdrawAmount: 100_000, bankcard: cardNo }, borrower.token)
  expect(withdrawn.code).toBe(0)
  await post(server.url, '/sandbox/payouts/settle', {})
}

const shot = (name: string) => staff.screenshot({ path: `${SHOTS}/backoffice-${name}.png` })

beforeAll(async () => {
  dataDir = await newDataDir('backoffice')
  totpSecret = createStaffWithCli(dataDir, { ...STAFF, roles: 'reviewer,money,config,support', totp: true }) ?? ''
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
  await mkdir(SHOTS, { recursive: true })
  staff = await (await browser.newContext(DESKTOP)).newPage()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the back office in Chromium', () => {
  let borrower: { token: string; mobile: string }
  let orderId: number

  it('lets a staff member sign in with password and authenticator code, and shows the review queue', async () => {
    // Its photos hold a real face (test/fixtures/faces.ts): they read as ID photos on the screenshot, and the check verifies them.
    borrower = await newBorrower({ monthlyIncome: 900_000 })
    const applied = await applyAndDecide(server.url, borrower.token, 1_500_000, 12)
    expect(applied.status).toBe(1)
    orderId = applied.orderId
    const other = await newBorrower({ monthlyIncome: 1_200_000, realName: 'Malee Srisuk' })
    await applyAndDecide(server.url, other.token, 2_000_000, 12)

    await staff.goto(`${server.url}/backoffice/`)
    await staff.getByLabel('Name').fill(STAFF.name)
    await staff.getByLabel('Password').fill(STAFF.password)
    await staff.getByLabel('Authenticator code').fill(totp(totpSecret, new Date()))
    await staff.getByRole('button', { name: 'Sign in' }).click()
    await staff.getByRole('heading', { name: 'Review queue' }).waitFor()
    await staff.getByRole('row').filter({ hasText: `#${orderId}` }).waitFor()
    await shot('queue')
  })

  it('approves an order routed to manual review, and the borrower sees it move to accepting the contract', async () => {
    const phone = await borrowerPage(borrower.token)
    await phone.goto(`${server.url}/detail/${orderId}`)
    await phone.getByTestId('action-review').waitFor()

    await staff.getByRole('row').filter({ hasText: `#${orderId}` }).getByRole('link', { name: 'Review' }).click()
    await staff.getByRole('heading', { name: `Order #${orderId} · Somchai Jaidee` }).waitFor()
    await staff.getByRole('button', { name: /Show identity photos/ }).click()
    await expect.poll(() => staff.getByRole('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 1).length)).toBe(3)
    await staff.getByRole('button', { name: 'Open' }).first().click()
    await staff.getByText('opened, logged').waitFor()
    await shot('review')

    await staff.getByLabel(/^Note \(why/).fill('Payslips agree with the declared income')
    await staff.getByRole('button', { name: 'Approve', exact: true }).click()
    await staff.getByText('Approved. The borrower can now accept the contract.').waitFor()
    // The borrower's screen asks for the order every 3 s while it waits for a decision.
    await phone.getByTestId('action-accept').waitFor({ timeout: 15_000 })
    await phone.context().close()
  })

  it('puts the borrower on hold, which sends their app to /hold, and lifting it lets them continue', async () => {
    await staff.getByRole('link', { name: 'Borrowers' }).click()
    await staff.getByLabel('Name, phone number or order number').fill(borrower.mobile)
    await staff.getByRole('button', { name: 'Search' }).click()
    await staff.getByRole('link', { name: 'Open' }).click()
    await staff.getByRole('heading', { name: 'Timeline' }).waitFor()
    await staff.getByLabel('Reason').selectOption('verify_bank_account')
    await staff.getByLabel('Note (why; staff only)').fill('The account holder name differs from the ID')
    await staff.getByRole('button', { name: 'Put on hold' }).click()
    await staff.getByRole('button', { name: 'Lift hold' }).waitFor()
    await staff.getByText('Put on hold: verify_bank_account').waitFor()
    await shot('timeline')

    const phone = await borrowerPage(borrower.token)
    await phone.goto(`${server.url}/`)
    await phone.waitForURL((url) => url.pathname === '/hold')
    await phone.getByText('We need to confirm that the bank account is in your own name.').waitFor()

    await staff.getByRole('button', { name: 'Lift hold' }).click()
    await staff.getByRole('button', { name: 'Put on hold' }).waitFor()
    // The app may first show /hold from its stored copy of the account; the copy it fetches as it
    // opens has no hold, and the hold screen then moves on to Home by itself.
    const fresh = phone.waitForResponse((response) => new URL(response.url()).pathname === '/jackey/user/info')
    await phone.goto(`${server.url}/`)
    await fresh
    await expect.poll(() => new URL(phone.url()).pathname, { timeout: 10_000 }).toBe('/')
    await phone.getByTestId('loan-summary').waitFor()
    expect(await phone.getByText('We need to confirm that the bank account is in your own name.').count()).toBe(0)
    await phone.context().close()
  })

  it('shows a failed disbursement and retries it once the borrower changed their account', async () => {
    const failing = await newBorrower({ realName: 'Niran Thongdee' })
    await post(server.url, '/user/bank/binding', { bankName: '014', cardNo: '9876540000' }, failing.token)
    const failed = await applyAndDecide(server.url, failing.token, 100_000, 12)
    await withdrawToClosedAccount(failing, failed.orderId, '9876540000')
    const paying = await newBorrower({ realName: 'Ploy Chaiyo' })
    const paid = await applyAndDecide(server.url, paying.token, 120_000, 12)
    await uploadSignatureOverHttp(server.url, paying.token)
    await acceptContract(server.url, paying.token, paid.orderId)
    await withdrawAll(server.url, paying.token, paying.mobile, paid.orderId)
    const { data } = await post(server.url, '/loan/recharge', { loanOrderId: paid.orderId, amt: 5_000 }, paying.token)
    await post(server.url, '/sandbox/payments/complete', { paymentId: (data as { paymentId: string }).paymentId })
    await post(server.url, '/user/bank/binding', { bankName: '014', cardNo: '9876541111' }, failing.token)

    await staff.getByRole('link', { name: 'Money' }).click()
    const row = staff.getByRole('row').filter({ hasText: `#${failed.orderId}` })
    await row.getByText('failed: account closed').waitFor()
    await staff.getByText('ledger balances').waitFor()
    await staff.getByText('received').first().waitFor()
    await shot('money')
    await row.getByRole('button', { name: 'Retry to new account' }).click()
    // The job worker sends the retry at once: pending for a moment, then paid to the new account.
    await expect.poll(async () => (await orderInfo(server.url, failing.token, failed.orderId)).status, { timeout: 15_000 }).toBe(4)
    await expect.poll(() => row.getByRole('button', { name: 'Retry to new account' }).count()).toBe(0)
  })

  it('shows the configuration and refuses a rate above the market cap', async () => {
    await staff.getByRole('link', { name: 'Configuration' }).click()
    await staff.getByRole('heading', { name: 'Products' }).waitFor()
    const period = staff.getByRole('form', { name: 'Period config 1', exact: true })
    await period.getByLabel('Rate').fill('4000')
    await period.getByRole('button', { name: 'Save' }).click()
    await staff.getByRole('alert').filter({ hasText: 'Breaks the market rules' }).waitFor()
    // Refused means not kept: the page read again shows the rate that was in force.
    const before = await period.getByLabel('Rate').getAttribute('value')
    await staff.reload()
    await staff.getByRole('heading', { name: 'Products' }).waitFor()
    expect(await period.getByLabel('Rate').inputValue()).toBe(before)
    expect(before).not.toBe('4000')
    await period.getByLabel('Rate').fill('900')
    await shot('config')
  })

  it('lists every change in the audit log, and downloads it as CSV', async () => {
    await staff.getByRole('link', { name: 'Audit log' }).click()
    // Each event in words, as the page names it (backoffice/features/audit/audit-words.ts).
    for (const event of ['Approved application', 'Put an account on hold', 'Lifted a hold', 'Viewed an identity photo', 'Viewed a full number', 'Sent a failed payout again']) {
      await staff.getByRole('cell', { name: event, exact: true }).first().waitFor()
    }
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
    await shot('audit')
  })

  it("keeps every file of the back office out of the borrower's service-worker precache", async () => {
    const worker = await readFile('dist/sw.js', 'utf8')
    const own = await readdir('dist/backoffice/assets')
    expect(own.length).toBeGreaterThan(0)
    for (const file of [...own, 'backoffice/index.html']) expect(worker).not.toContain(file)
    const response = await fetch(`${server.url}/backoffice/money`)
    expect(await response.text()).toContain('<title>Back office</title>')
  })
})
