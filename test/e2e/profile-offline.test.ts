// A borrower fills in the whole profile with no connection. The service worker holds the
// app shell, so the page even reloads offline; Playwright's offline switch cuts the page's
// own requests (the API calls), which is what the outbox must survive.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, untilServiceWorkerControls } from '../support/browser'
import { pickBirthday } from '../support/birthday-field'
import { newThaiId } from '../support/profile'
import { registerOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'
import { newPhone } from '../support/test-app'
import { serverAndBrowser } from '../support/e2e-world'

/** What the outbox sends, in the order of the counts the test expects. */
const SUBMISSIONS = ['/user/consent/give', '/user/update', '/user/identity/apply', '/user/updateEmergency', '/user/bank/binding']

const e2e = serverAndBrowser('profile')

describe('a borrower whose phone loses its connection', () => {
  it('fills in the profile offline, keeps it through a reload, and sends each submission once when back online', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const { mobile, token } = await registerOverHttp(e2e.server.url)
    await context.addInitScript((t) => localStorage.getItem('jackey.token') ?? localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    // Submissions the e2e.server answered: a request that never got through has no response.
    const answered: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace('/jackey', '')
      if (response.request().method() === 'POST' && SUBMISSIONS.includes(path)) answered.push(path)
    })
    await page.goto(`${e2e.server.url}/`)
    await page.getByTestId('loan-summary').waitFor()
    await untilServiceWorkerControls(page)
    await startProfileFromHome(page)
    // The borrowing policy agreed on Home goes at once, while still online: only the profile is counted.
    await expect.poll(() => answered.length).toBe(1)
    answered.length = 0
    const photo = await cameraPhoto(page)

    await context.setOffline(true)
    await agreeAndSayWorking(page)
    await page.getByText('Saved on this phone. It will be sent when you are back online.').first().waitFor()
    const idNumber = await fillIdentity(page, photo)
    await fillPersonalInformation(page, mobile)
    await answerQuestions(page)
    await page.getByTestId('loan-summary').waitFor()
    // Consents 3, role 1, identity 2 (fields, photos), personal information 3, questions 1.
    await page.getByText('Waiting to send (10)').waitFor()

    await page.reload()
    await page.getByText('Waiting to send (10)').waitFor()
    await page.goto(`${e2e.server.url}/identity`)
    await expect.poll(() => page.getByLabel('Full name as on your ID card').inputValue()).toBe('Somchai Jaidee')
    expect(await page.getByLabel('ID card number').inputValue()).toBe(idNumber)
    await expect.poll(() => page.locator('img.photo-preview').count()).toBe(3)
    await page.getByText('Saved on this phone', { exact: true }).waitFor()
    expect(answered).toEqual([])

    await context.setOffline(false)
    await page.getByText(/Waiting to send/).waitFor({ state: 'detached', timeout: 30_000 })
    const count = (path: string) => answered.filter((p) => p === path).length
    expect(SUBMISSIONS.map(count)).toEqual([3, 4, 1, 1, 1])
    const { data: user } = await post(e2e.server.url, '/user/info', {}, token)
    expect(user).toMatchObject({
      role: 'working',
      realName: 'Somchai Jaidee',
      identity: idNumber,
      email: `${mobile}@example.com`,
      job: 'Shop assistant',
      guarantee: true,
      userQualificationView: { basicInformation: 1, bankCard: 1 },
    })
    // The identity is sent: its check runs (or a person looks at these faceless photos), which lets the borrower apply.
    expect(['pending', 'review']).toContain((user as { kyc: { status: string } }).kyc.status)
    // The three data purposes, and the borrowing policy agreed on Home.
    expect((await post(e2e.server.url, '/user/consents', {}, token)).data).toHaveLength(4)
    // The 2400×1800 original never left the phone: the e2e.server holds the 1600×1200 copy.
    const stored = await storedPhoto(token)
    expect(jpegSize(stored)).toEqual({ width: 1600, height: 1200 })
    expect(stored.length).toBeLessThan(photo.length)
    // Drafts and photos went once the e2e.server had accepted them.
    expect(await recordCounts(page, ['drafts', 'photos', 'outbox'])).toEqual([0, 0, 0])

    await page.goto(`${e2e.server.url}/`)
    await page.getByRole('button', { name: 'Apply for a loan' }).waitFor()
    await context.close()
  })
})

describe('a borrower whose submission the e2e.server refuses', () => {
  it('is brought back to the form with the field marked and the draft intact, and sends again once the field is changed', async () => {
    const idNumber = newThaiId()
    const other = await registerOverHttp(e2e.server.url)
    await post(e2e.server.url, '/user/consent/give', { purpose: 'identity_verification' }, other.token)
    await post(e2e.server.url, '/user/update', { realName: 'Somebody Else', identity: idNumber }, other.token)

    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const { token } = await registerOverHttp(e2e.server.url)
    await context.addInitScript((t) => localStorage.getItem('jackey.token') ?? localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/consent`)
    await agreeAndSayWorking(page)
    await page.getByText('Step 2 of 4').waitFor()
    await page.getByLabel('Full name as on your ID card').fill('<b>Somchai</b> Jaidee')
    await page.getByLabel('ID card number').fill(idNumber)
    await page.getByLabel('Laser code (back of the card)').fill('JT1 1234567 89')
    await page.getByLabel('Male', { exact: true }).check()
    await pickBirthday(page, '1990-05-17')
    await page.getByLabel('Marital status').selectOption('married')
    const photo = await cameraPhoto(page)
    for (const slot of ['frontImage', 'backImage', 'handHoldImage']) {
      await page.locator(`input[name="${slot}"]`).setInputFiles({ name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: photo })
    }
    await expect.poll(() => page.locator('img.photo-preview').count()).toBe(3)
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.getByRole('alert').filter({ hasText: 'Identity already registered' }).waitFor()
    // Focus moves once the form's last submission (the photos) has its answer too.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identity')
    expect(await page.getByLabel('Full name as on your ID card').inputValue()).toBe('<b>Somchai</b> Jaidee')
    expect(await page.locator('img.photo-preview').count()).toBe(3)
    await page.reload()
    await expect.poll(() => page.getByLabel('ID card number').inputValue()).toBe(idNumber)
    const refused = page.getByRole('alert').filter({ hasText: 'Identity already registered' })
    await refused.waitFor()
    // Continue with the refused number still there says why not, on the field.
    await page.getByLabel('ID card number').blur()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identity')
    expect(await refused.count()).toBe(1)

    // The error belongs to the number it was about: another number clears it, through a reload too.
    const mine = newThaiId()
    await page.getByLabel('ID card number').fill(mine)
    await expect.poll(() => refused.count()).toBe(0)
    await expect.poll(() => draftValue(page, 'identity', 'identity')).toBe(mine)
    await page.reload()
    await expect.poll(() => page.getByLabel('ID card number').inputValue()).toBe(mine)
    await expect.poll(() => page.locator('img.photo-preview').count()).toBe(3)
    expect(await refused.count()).toBe(0)
    const updates: string[] = []
    page.on('request', (request) => void (request.url().endsWith('/jackey/user/update') ? updates.push(request.url()) : undefined))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Step 3 of 4').waitFor()
    expect(updates).toHaveLength(1)
    const { data: user } = await post(e2e.server.url, '/user/info', {}, token)
    expect(user).toMatchObject({ identity: mine, realName: '<b>Somchai</b> Jaidee' })
    await context.close()
  })
})

/** Home's main button leads straight to the consent screen: the signature waits for the contract. */
async function startProfileFromHome(page: Page) {
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Complete your information' }).click()
  await page.getByRole('heading', { name: 'Your consent' }).waitFor()
  expect(await page.locator('.signature-canvas').count()).toBe(0)
}

async function agreeAndSayWorking(page: Page) {
  await page.getByRole('checkbox', { name: 'I agree' }).first().waitFor()
  for (const agree of await page.getByRole('checkbox', { name: 'I agree' }).all()) await agree.check()
  await page.getByRole('button', { name: 'Agree and continue' }).click()
  await page.getByText('Step 1 of 4').waitFor()
  await page.getByLabel('I work').check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function fillIdentity(page: Page, photo: Buffer): Promise<string> {
  await page.getByText('Step 2 of 4').waitFor()
  const idNumber = newThaiId()
  await page.getByLabel('Full name as on your ID card').fill('Somchai Jaidee')
  await page.getByLabel('ID card number').fill(idNumber)
  await page.getByLabel('Laser code (back of the card)').fill('JT1-1234567-89')
  await page.getByLabel('Male', { exact: true }).check()
  await pickBirthday(page, '1990-05-17')
  await page.getByLabel('Marital status').selectOption('single')
  // Before the camera first opens, the borrower is told why the photo is needed.
  await page.getByRole('button', { name: /Take photo.*Front of your ID card/ }).click()
  await page.getByRole('heading', { name: 'Why we need this photo' }).waitFor()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Open camera' }).click()
  await (await chooser).setFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo })
  for (const slot of ['backImage', 'handHoldImage']) {
    await page.locator(`input[name="${slot}"]`).setInputFiles({ name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: photo })
  }
  await expect.poll(() => page.locator('img.photo-preview').count()).toBe(3)
  await page.getByRole('button', { name: 'Continue' }).click()
  return idNumber
}

async function fillPersonalInformation(page: Page, mobile: string) {
  await page.getByText('Step 3 of 4').waitFor()
  await page.getByLabel('Email').fill(`${mobile}@example.com`)
  await page.getByLabel('Education').selectOption('bachelor')
  await page.getByLabel('Province').selectOption('Bangkok')
  await page.getByLabel('District').selectOption('Bang Rak')
  await page.getByLabel('Address').fill('99 Silom Road')
  for (const [i, name] of ['Mali', 'Niran'].entries()) {
    await page.locator(`[name="contact${i + 1}Name"]`).fill(name)
    await page.locator(`[name="contact${i + 1}Relation"]`).selectOption(i === 0 ? 'sibling' : 'friend')
    await page.locator(`[name="contact${i + 1}Mobile"]`).fill(newPhone())
  }
  await page.getByLabel('Where we pay your loan').selectOption('004')
  await page.getByLabel('Account number').fill('1234567890')
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function answerQuestions(page: Page) {
  await page.getByText('Step 4 of 4').waitFor()
  await page.getByLabel('Your job').fill('Shop assistant')
  await page.getByLabel('Monthly income').fill('30000')
  await page.getByLabel('Monthly expenses').fill('12000')
  await page.getByLabel('What is the loan for?').selectOption('business')
  await page.locator('[name="loanBefore"][value="no"]').check()
  await page.locator('[name="guarantee"][value="yes"]').check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** A 2400×1800 camera-like JPEG, made by the e2e.browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2400, 1800)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    const gradient = context.createLinearGradient(0, 0, 2400, 1800)
    gradient.addColorStop(0, '#c8d6e5')
    gradient.addColorStop(1, '#576574')
    context.fillStyle = gradient
    context.fillRect(0, 0, 2400, 1800)
    context.fillStyle = '#111'
    context.font = 'bold 220px sans-serif'
    context.fillText('ID CARD 1234', 200, 900)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
    return Array.from(new Uint8Array(await blob.arrayBuffer()))
  })
  return Buffer.from(bytes)
}

async function storedPhoto(token: string): Promise<Uint8Array> {
  const { data } = await post(e2e.server.url, '/user/identity', {}, token)
  const response = await fetch(`${e2e.server.url}${(data as { frontImage: string }).frontImage}`, { headers: { authorization: token } })
  return new Uint8Array(await response.arrayBuffer())
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const at = (i: number) => bytes[i] ?? 0
  for (let i = 2; i < bytes.length; i += 2 + ((at(i + 2) << 8) | at(i + 3))) {
    if (at(i + 1) >= 0xc0 && at(i + 1) <= 0xc2) return { height: (at(i + 5) << 8) | at(i + 6), width: (at(i + 7) << 8) | at(i + 8) }
  }
  throw new Error('no JPEG frame')
}

/** A field of a form's draft as saved on the phone. */
function draftValue(page: Page, form: string, field: string): Promise<unknown> {
  return page.evaluate(
    ([form, field]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('jackey')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('drafts').objectStore('drafts').get(form)
          request.onsuccess = () => resolve((request.result as { values?: Record<string, unknown> } | undefined)?.values?.[field])
        }
      }),
    [form, field] as const,
  )
}

/** How many records each IndexedDB store of the app holds. */
function recordCounts(page: Page, stores: string[]): Promise<number[]> {
  return page.evaluate(
    (names) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('jackey')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction(names)
          const counts = names.map(() => -1)
          names.forEach((name, i) => {
            const request = tx.objectStore(name).count()
            request.onsuccess = () => (counts[i] = request.result)
          })
          tx.oncomplete = () => resolve(counts)
        }
      }),
    stores,
  )
}
