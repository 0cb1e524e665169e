// The identity check as the borrower and the reviewer see it (issue 35): a Thai borrower sends
// photos with a real face and watches "Checking your ID…" turn into "Verified" by itself; one whose
// faces do not match is asked again for exactly those photos; a reviewer verifies that one from the
// identity queue with a note, and the borrower's Home then says verified.
import { rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asFile, handHeld, idBack, idFront } from '../fixtures/faces'
import { pickBirthday } from '../support/birthday-field'
import { launchChromium, PHONE } from '../support/browser'
import { newDataDir } from '../support/database-snapshot'
import { newThaiId } from '../support/profile'
import { LASER_CODE, registerOverHttp } from '../support/profile-over-http'
import { post, type ServerProcess, startServerProcess } from '../support/server-process'
import { createStaffWithCli } from '../support/staff-cli'

const DESKTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-US' }
const REVIEWER = { name: 'kyc-reviewer', password: 'a long staff password' }
// Set to docs/screenshots to take the 360×740 pictures the docs show (Thai and English).
const SCREENSHOTS = process.env.KYC_SCREENSHOTS
/** The face match runs in a job, seconds of CPU on this loaded machine. */
const CHECK_MS = 90_000

let server: ServerProcess
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = await newDataDir('identity-check')
  createStaffWithCli(dataDir, { ...REVIEWER, roles: 'reviewer' })
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** A registered Thai borrower who has consented and chosen a role: the identity step is next. */
async function borrowerAtIdentityStep() {
  const borrower = await registerOverHttp(server.url)
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment']) await post(server.url, '/user/consent/give', { purpose }, borrower.token)
  await post(server.url, '/user/update', { role: 'working' }, borrower.token)
  return borrower
}

async function phone(token: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale })
  await context.addInitScript((t) => localStorage.getItem('jackey.token') ?? localStorage.setItem('jackey.token', t), token)
  return context.newPage()
}

const kycShown = (page: Page) => page.getByTestId('kyc-status').getAttribute('data-kyc')

async function kycOf(token: string): Promise<{ status: string; reasons: string[]; retake: string[] }> {
  return ((await post(server.url, '/user/info', {}, token)).data as { kyc: { status: string; reasons: string[]; retake: string[] } }).kyc
}

describe('the identity check in the borrower app, at 360×740', () => {
  it('shows "Checking your ID…" after the photos are sent, then "Verified" without a reload', async () => {
    const { token } = await borrowerAtIdentityStep()
    const page = await phone(token)
    await page.goto(`${server.url}/identity`)
    await page.getByLabel('Full name as on your ID card').fill('Somchai Jaidee')
    await page.getByLabel('ID card number').fill(newThaiId())
    const laser = page.getByLabel('Laser code (back of the card)')
    await laser.fill('JT1-123')
    await laser.blur()
    await page.getByText('Enter the code as it is on the back of your card, like JT1-1234567-89').waitFor()
    await laser.fill(LASER_CODE)
    await page.getByLabel('Male', { exact: true }).check()
    await pickBirthday(page, '1990-05-17')
    await page.getByLabel('Marital status').selectOption('single')
    const photos = { frontImage: await idFront('ana', 101), backImage: await idBack(101), handHoldImage: await handHeld('ana', 101) }
    for (const [slot, buffer] of Object.entries(photos)) await page.locator(`input[name="${slot}"]`).setInputFiles({ name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer })
    await expect.poll(() => page.locator('img.photo-preview').count()).toBe(3)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/baseInfo')

    await page.goto(`${server.url}/`)
    let loads = 0
    page.on('load', () => loads++)
    const card = page.getByTestId('kyc-status')
    await card.getByText('Checking your ID…').waitFor()
    // The screen asks the server again every few seconds while the check runs.
    await expect.poll(() => kycShown(page), { timeout: CHECK_MS }).toBe('verified')
    await card.getByText('Your identity is verified. Thank you.').waitFor()
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/kyc-verified-en.png` })
    expect(loads).toBe(0)
    expect((await kycOf(token)).status).toBe('verified')
    await page.context().close()
  })

  it('asks a borrower whose faces do not match for the front and the hand-held photo again, with a guide', async () => {
    const { token } = await borrowerAtIdentityStep()
    await post(server.url, '/user/update', { realName: 'Ana Santos', identity: newThaiId(), laserCode: LASER_CODE, sex: 2, birthday: '1992-03-04', marriage: 'single' }, token)
    const form = new FormData()
    form.append('frontImage', asFile(await idFront('ana', 202), 'front.jpg'))
    form.append('backImage', asFile(await idBack(202), 'back.jpg'))
    form.append('handHoldImage', asFile(await handHeld('ben', 202), 'hand.jpg'))
    const sent = await fetch(`${server.url}/jackey/user/identity/apply`, { method: 'POST', headers: { authorization: token }, body: form })
    expect(((await sent.json()) as { code: number }).code).toBe(0)

    const page = await phone(token)
    await page.goto(`${server.url}/`)
    await expect.poll(() => kycShown(page), { timeout: CHECK_MS }).toBe('retake')
    const card = page.getByTestId('kyc-status')
    await card.getByText('We need a clearer photo of the front of your ID card and you holding your ID card.').waitFor()
    await card.getByText('The face on your ID card and the face in your photo could not be matched.').waitFor()
    await card.getByText('Take off glasses, a hat or a mask.').waitFor()
    expect(await card.textContent()).not.toContain('the back of your ID card')
    await card.getByRole('link', { name: 'Take the photo again' }).click()
    await page.waitForURL((url) => url.pathname === '/identity')
    await page.getByRole('button', { name: 'Continue' }).click()
    // The two photos asked for must be taken again; the back stays as it was.
    await expect.poll(() => page.getByText('Please take this photo again').count()).toBe(2)
    expect(await kycOf(token)).toMatchObject({ status: 'review', retake: ['front', 'hand'], reasons: ['face_mismatch'] })
    await page.context().close()
    if (!SCREENSHOTS) return
    for (const locale of ['th-TH', 'en-US']) {
      const shown = await phone(token, locale)
      await shown.goto(`${server.url}/`)
      await expect.poll(() => kycShown(shown)).toBe('retake')
      await shown.getByTestId('kyc-status').scrollIntoViewIfNeeded()
      await shown.screenshot({ path: `${SCREENSHOTS}/kyc-retake-${locale.slice(0, 2)}.png` })
      await shown.context().close()
    }
  })
})

describe('the identity queue in the back office, at 1366×768', () => {
  it('lets a reviewer verify the borrower whose faces did not match, with a note, and the borrower’s Home then shows verified', async () => {
    const { token } = await borrowerAtIdentityStep()
    await post(server.url, '/user/update', { realName: 'Carla Reyes', identity: newThaiId(), laserCode: LASER_CODE, sex: 2, birthday: '1991-07-08', marriage: 'single' }, token)
    const form = new FormData()
    form.append('frontImage', asFile(await idFront('ana', 303), 'front.jpg'))
    form.append('backImage', asFile(await idBack(303), 'back.jpg'))
    form.append('handHoldImage', asFile(await handHeld('ben', 303), 'hand.jpg'))
    await fetch(`${server.url}/jackey/user/identity/apply`, { method: 'POST', headers: { authorization: token }, body: form })
    await expect.poll(async () => (await kycOf(token)).status, { timeout: CHECK_MS }).toBe('review')

    const staff = await (await browser.newContext(DESKTOP)).newPage()
    await staff.goto(`${server.url}/backoffice/`)
    await staff.getByLabel('Name').fill(REVIEWER.name)
    await staff.getByLabel('Password').fill(REVIEWER.password)
    await staff.getByRole('button', { name: 'Sign in' }).click()
    await staff.getByRole('link', { name: 'Identity checks' }).click()
    await staff.getByRole('heading', { name: 'Identity checks' }).waitFor()
    // The row opens from the keyboard, as by a click.
    const row = staff.getByRole('row').filter({ hasText: 'Carla Reyes' })
    await row.waitFor()
    expect(await row.textContent()).toContain('The faces do not match')
    await row.focus()
    await staff.keyboard.press('Enter')
    await staff.getByRole('heading', { name: /Identity · Carla Reyes/ }).waitFor()
    await staff.getByTestId('face-distance').getByText('too far apart to be taken as the same person').waitFor()
    await staff.getByRole('button', { name: /Show identity photos/ }).click()
    await expect.poll(() => staff.getByRole('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 1).length)).toBe(3)

    // A note is required before anything is sent.
    await staff.getByRole('button', { name: 'Verify', exact: true }).click()
    expect(await staff.getByLabel(/Note/).evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true)
    expect((await kycOf(token)).status).toBe('review')
    await staff.getByLabel(/Note/).fill('Compared the card with the hand-held photo: same person, lighting differs.')
    await staff.getByRole('button', { name: 'Verify', exact: true }).click()
    await staff.getByText('Verified. Applications waiting for this identity are decided again.').waitFor()
    expect((await kycOf(token)).status).toBe('verified')

    const borrower = await phone(token)
    await borrower.goto(`${server.url}/`)
    await expect.poll(() => kycShown(borrower)).toBe('verified')
    await borrower.getByTestId('kyc-status').getByText('Verified').first().waitFor()
    await borrower.context().close()
    await staff.context().close()
  })
})
