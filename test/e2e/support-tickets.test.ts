import { rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, PHONE } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { registerOverHttp } from '../support/profile-over-http'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US' }
const SUPPORT = { name: 'helpdesk', password: 'a long helpdesk password' }

let server: ServerProcess
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = await newDataDir('tickets')
  createStaffWithCli(dataDir, { ...SUPPORT, roles: 'support' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function borrowerPage(token: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  return context.newPage()
}

describe('a restructuring request answered by staff', () => {
  it('is written in the app, answered in the back office, and the answer shows in the app', async () => {
    const borrower = await registerOverHttp(server.url)
    const phone = await borrowerPage(borrower.token)

    // The extension screen's link: the form opens with the restructuring request chosen.
    await phone.goto(`${server.url}/feedback?category=hardship`)
    await expect.poll(() => phone.locator('select[name="category"]').inputValue()).toBe('hardship')
    await phone.getByTestId('ticket-hardship-hint').waitFor()
    await phone.getByTestId('ticket-send').click()
    await phone.getByText('Write your message first').waitFor()
    await phone.getByLabel('Your message').fill('I lost my job. I can pay half each month.')
    await phone.getByTestId('ticket-send').click()

    const item = phone.getByTestId('ticket-item')
    await item.waitFor()
    await expect.poll(() => item.textContent()).toContain('Received')
    const reference = /TK-\d{4}-\d{6}/.exec((await item.textContent()) ?? '')?.[0] ?? ''
    expect(reference).not.toBe('')
    await phone.getByText('We acknowledge every request within 3 working days.').waitFor()
    await phone.getByRole('link', { name: '1213', exact: true }).waitFor()

    const staff = await (await browser.newContext(DESKTOP)).newPage()
    await staff.goto(`${server.url}/backoffice/`)
    await staff.getByLabel('Name').fill(SUPPORT.name)
    await staff.getByLabel('Password').fill(SUPPORT.password)
    await staff.getByRole('button', { name: 'Sign in' }).click()
    await staff.getByRole('link', { name: 'Support tickets' }).click()
    await staff.getByLabel('Reference, name, phone or order').fill(reference)
    await staff.getByRole('button', { name: 'Show' }).click()
    await staff.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: 'Open' }).click()
    await staff.getByText('I lost my job. I can pay half each month.').waitFor()
    await staff.getByLabel('Answer to the borrower (shown in the app)').fill('We can split what is due into 4 monthly payments. We will call you today.')
    await staff.getByRole('button', { name: 'Send answer' }).click()
    await staff.getByText('Answer sent.').waitFor()

    await phone.goto(`${server.url}/feedback`)
    await expect.poll(() => phone.getByTestId('ticket-item').textContent()).toContain('Answered')
    await phone.getByTestId('ticket-item').click()
    await phone.getByTestId('ticket-message-staff').getByText('We can split what is due into 4 monthly payments. We will call you today.').waitFor()
    expect(await phone.getByTestId('ticket-detail').locator('.ticket-timeline li').allTextContents()).toEqual([expect.stringContaining('Received'), expect.stringContaining('Answered')])
  })
})
