// A Thai borrower reads Thai all the way through, whatever the browser's own language: places and
// banks by their Thai names, the date of birth as day / month / year with Buddhist years, and the
// contract, on screen and downloaded, in Thai with baht and Thai dates: a draft until signed.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { applyAndDecide } from '../support/loans-over-http'
import { newThaiId } from '../support/profile'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'
import { newPhone } from '../support/test-app'

const e2e = serverAndBrowser('thai')

/** A phone whose browser speaks English, with the app set to Thai: the app's language must win. */
async function inThai(token: string): Promise<Page> {
  const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.addInitScript((t) => {
    localStorage.setItem('jackey.locale', 'th')
    if (!localStorage.getItem('jackey.token')) localStorage.setItem('jackey.token', t)
  }, token)
  return context.newPage()
}

const optionTexts = (page: Page, name: string) => page.locator(`select[name="${name}"] option`).allTextContents()

async function downloadedContract(page: Page): Promise<string> {
  const download = page.waitForEvent('download')
  await page.locator('.download-btn').click()
  const path = await (await download).path()
  return readFile(path, 'utf8')
}

describe('a Thai borrower in Chromium', () => {
  it('enters the date of birth as day, month and year, and picks province, district and bank by their Thai names', async () => {
    const { mobile, token } = await registerOverHttp(e2e.server.url)
    for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment']) {
      await post(e2e.server.url, '/user/consent/give', { purpose }, token)
    }
    await post(e2e.server.url, '/user/update', { role: 'working' }, token)
    const page = await inThai(token)

    await page.goto(`${e2e.server.url}/identity`)
    await page.locator('input[name="realName"]').fill('สมชาย ใจดี')
    await page.locator('input[name="identity"]').fill(newThaiId())
    await page.locator('input[name="laserCode"]').fill('JT1-1234567-89')
    await page.locator('input[name="sex"][value="1"]').check()
    const day = page.getByLabel('วัน', { exact: true })
    const month = page.getByLabel('เดือน', { exact: true })
    const year = page.getByLabel('ปี', { exact: true })
    expect(await optionTexts(page, 'birthday-month')).toContain('กุมภาพันธ์')
    await day.selectOption('31')
    await month.selectOption({ label: 'กุมภาพันธ์' })
    await year.selectOption({ label: '2533 (1990)' })
    // Leaving the date for the next field shows what is wrong with it.
    await year.focus()
    await page.locator('select[name="marriage"]').focus()
    await page.getByRole('alert').filter({ hasText: 'ไม่มีวันนี้: กุมภาพันธ์ 2533 มี 28 วัน' }).waitFor()
    // The draft on the phone keeps what was chosen, a day the month does not have included.
    await page.locator('.saved-note[aria-busy="false"]').waitFor()
    await page.reload()
    await expect.poll(() => Promise.all([day.inputValue(), month.inputValue(), year.inputValue()])).toEqual(['31', '2', '1990'])
    await day.selectOption('17')
    await month.selectOption({ label: 'พฤษภาคม' })
    await page.locator('select[name="marriage"]').selectOption('single')
    expect(await page.getByRole('alert').filter({ hasText: 'ไม่มีวันนี้' }).count()).toBe(0)
    for (const slot of ['frontImage', 'backImage', 'handHoldImage']) {
      await page.locator(`input[name="${slot}"]`).setInputFiles({ name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: await cameraPhoto(page) })
    }
    await expect.poll(() => page.locator('img.photo-preview').count()).toBe(3)
    await page.locator('button[type="submit"][form="identity-form"]').click()
    await page.waitForURL((url) => url.pathname === '/baseInfo')
    expect((await post(e2e.server.url, '/user/info', {}, token)).data).toMatchObject({ birthday: '1990-05-17' })

    await page.locator('input[name="email"]').fill(`${mobile}@example.com`)
    await page.locator('select[name="education"]').selectOption('bachelor')
    const provinces = await optionTexts(page, 'province')
    expect(provinces).toContain('กรุงเทพมหานคร')
    expect(provinces).not.toContain('Bangkok')
    // In Thai order: กระบี่ (Krabi) first.
    expect(provinces[1]).toBe('กระบี่')
    await page.locator('select[name="province"]').selectOption({ label: 'กรุงเทพมหานคร' })
    expect(await optionTexts(page, 'city')).not.toContain('Bang Rak')
    await page.locator('select[name="city"]').selectOption({ label: 'บางรัก' })
    await page.locator('input[name="address"]').fill('99 ถนนสีลม')
    for (const [i, name] of ['มะลิ', 'นิรันดร์'].entries()) {
      await page.locator(`[name="contact${i + 1}Name"]`).fill(name)
      await page.locator(`[name="contact${i + 1}Relation"]`).selectOption(i === 0 ? 'sibling' : 'friend')
      await page.locator(`[name="contact${i + 1}Mobile"]`).fill(newPhone())
    }
    expect(await optionTexts(page, 'bankName')).toEqual(expect.arrayContaining(['ธนาคารกสิกรไทย', 'ธนาคารกรุงเทพ', 'พร้อมเพย์']))
    await page.locator('select[name="bankName"]').selectOption({ label: 'ธนาคารกสิกรไทย' })
    await page.locator('input[name="cardNo"]').fill('1234567890')
    await page.locator('button[type="submit"][form="base-info-form"]').click()
    await page.waitForURL((url) => url.pathname === '/question')
    expect((await post(e2e.server.url, '/user/info', {}, token)).data).toMatchObject({ provinceCity: 'Bangkok,Bang Rak', bankName: '004' })

    await page.goto(`${e2e.server.url}/baseInfoDetail`)
    await page.getByText('กรุงเทพมหานคร บางรัก').waitFor()
    // The app's one Thai date style (src/i18n/intl-formats.ts), Buddhist year.
    await page.getByText('17 พ.ค. 2533').waitFor()
    await page.goto(`${e2e.server.url}/bankInfoDetail`)
    await page.getByText('ธนาคารกสิกรไทย').waitFor()
    await page.context().close()
  })

  it('shows and downloads the contract in Thai: a draft before signing, the signature and the signing time after', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    await uploadSignatureOverHttp(e2e.server.url, token)
    const { orderId, status } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
    expect(status).toBe(3)
    const page = await inThai(token)

    await page.goto(`${e2e.server.url}/contract?orderId=${orderId}`)
    await page.getByTestId('contract-draft').getByText('ร่างสัญญา — ยังไม่ได้ลงนาม').waitFor()
    await page.getByTestId('contract-principal').getByText('฿100,000.00').waitFor()
    const draft = await downloadedContract(page)
    expect(draft).toContain('<html lang="th">')
    expect(draft).toContain('ร่างสัญญา — ยังไม่ได้ลงนาม')
    expect(draft).toContain('฿100,000.00')
    expect(draft).not.toMatch(/\d{4}-\d{2}-\d{2}/)

    await page.locator('.page-footer .btn-primary').click()
    await page.waitForURL((url) => url.pathname === `/detail/${orderId}`)
    await page.goto(`${e2e.server.url}/contract?orderId=${orderId}`)
    const signed = page.getByTestId('contract-accepted')
    await signed.waitFor()
    expect(await page.getByTestId('contract-draft').count()).toBe(0)
    // Drawn, so the page's policy lets the data: image through.
    await expect.poll(() => page.getByTestId('contract-signature').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const shown = (await signed.textContent())?.match(/\d{1,2} \S+ 25\d\d \d\d:\d\d GMT\+7/)?.[0]
    expect(shown).toBeDefined()
    const accepted = await downloadedContract(page)
    expect(accepted).not.toContain('ร่างสัญญา')
    expect(accepted).toContain('<img src="data:image/png;base64,')
    // The document writes the signing time as the screen does: one date style in Thai.
    expect(accepted).toContain(`ยอมรับและลงนามเมื่อ ${shown}`)
    await page.context().close()
  })
})

/** A camera-like JPEG made by the browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(800, 600)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.fillStyle = '#8899aa'
    context.fillRect(0, 0, 800, 600)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    return Array.from(new Uint8Array(await blob.arrayBuffer()))
  })
  return Buffer.from(bytes)
}
