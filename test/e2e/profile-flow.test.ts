// The way into the profile and out of it: consent before anything else, the signature only on
// the contract it signs (and never a pad without a way out), a way back from every step, and
// phone numbers kept exactly as typed or pasted, then stored in E.164.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { applyAndDecide, orderInfo } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'
import { e164, newPhone } from '../support/test-app'

const e2e = serverAndBrowser('profile-flow')

async function signedIn(token: string, locale = 'en-US') {
  const context = await e2e.browser.newContext({ ...PHONE, locale })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  return { context, page: await context.newPage() }
}

async function smsCode(mobile: string): Promise<string> {
  await expect.poll(async () => (await post(e2e.server.url, '/sandbox/sms/last', { mobile })).code).toBe(0)
  const { data } = await post(e2e.server.url, '/sandbox/sms/last', { mobile })
  return (data as { code: string }).code
}

async function draw(page: Page) {
  const box = await page.locator('canvas.signature-canvas').boundingBox()
  if (!box) throw new Error('no signature pad')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, box.y + 10, { steps: 8 })
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 10, { steps: 8 })
  await page.mouse.up()
}

const dashed = (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`

describe('the way into the profile', () => {
  it('starts with the consent, not a signature pad, says why Continue cannot go on, and has a way back from every step', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    const { context, page } = await signedIn(token)
    await page.goto(`${e2e.server.url}/`)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Complete your information' }).click()
    await page.getByRole('heading', { name: 'Your consent' }).waitFor()
    expect(await page.locator('canvas.signature-canvas, dialog[open]').count()).toBe(0)

    await page.getByRole('button', { name: 'Agree and continue' }).click()
    await expect.poll(() => page.getByText('Tick “I agree” to continue', { exact: false }).count()).toBe(3)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identity_verification')
    for (const agree of await page.getByRole('checkbox', { name: 'I agree' }).all()) await agree.check()
    await page.getByRole('button', { name: 'Agree and continue' }).click()
    await page.getByText('Step 1 of 4').waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Choose one to continue').waitFor()

    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('heading', { name: 'Your consent' }).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    // A step opened by its address has nothing before it: back leads Home, not out of the app.
    const direct = await context.newPage()
    await direct.goto(`${e2e.server.url}/role`)
    await direct.getByText('Step 1 of 4').waitFor()
    await direct.getByRole('button', { name: 'Back' }).click()
    await direct.waitForURL((url) => url.pathname === '/')
    await context.close()
  })

  it('asks for the signature on the contract, after its terms, and Cancel leaves the contract as it was', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    const { orderId, status } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
    expect(status).toBe(3)
    const { context, page } = await signedIn(token)

    await page.goto(`${e2e.server.url}/contract?orderId=${orderId}`)
    const accept = page.getByRole('button', { name: 'Accept and sign' })
    await accept.click()
    const pad = page.locator('canvas.signature-canvas')
    await pad.waitFor()
    await draw(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await pad.waitFor({ state: 'detached' })
    await accept.waitFor()
    expect((await orderInfo(e2e.server.url, token, orderId)).status).toBe(3)
    expect((await post(e2e.server.url, '/user/info', {}, token)).data).toMatchObject({ signatureImg: null })

    await accept.click()
    await pad.waitFor()
    await draw(page)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL((url) => url.pathname === `/detail/${orderId}`)
    expect((await orderInfo(e2e.server.url, token, orderId)).status).toBe(9)
    await context.close()
  })
})

describe('phone numbers as the borrower writes them', () => {
  it('keeps 08x-xxx-xxxx typed key by key and a code pasted with a space, and registers the number in E.164', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const page = await context.newPage()
    const national = newPhone()
    await page.goto(`${e2e.server.url}/register`)
    const phone = page.getByLabel('Phone number')
    // A click waits for the app to take over the first screen the server sent, which takes no input.
    await phone.click()
    await page.keyboard.type(dashed(national))
    expect(await phone.inputValue()).toBe(dashed(national))
    await page.getByRole('button', { name: 'Send code' }).click()
    const code = await smsCode(national)
    await page.getByLabel('SMS code').fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    expect(await page.getByLabel('SMS code').inputValue()).toBe(`${code.slice(0, 3)} ${code.slice(3)}`)
    await page.getByLabel('Password', { exact: true }).fill('my secret 123')
    await page.getByLabel('Confirm password').fill('my secret 123')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const token = await page.evaluate(() => localStorage.getItem('jackey.token'))
    expect((await post(e2e.server.url, '/user/info', {}, token ?? '')).data).toMatchObject({ mobile: e164(national) })
    await context.close()
  })

  it('keeps +63 917 xxx xxxx pasted into the Philippine lender\'s form, and registers it in E.164', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const page = await context.newPage()
    const national = newPhone('PH')
    const pasted = `+63 ${national.slice(1, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    await page.goto(`${e2e.server.url.replace('127.0.0.1', 'ph.localhost')}/register`)
    const phone = page.locator('input[name="mobile"]')
    await phone.click()
    await page.keyboard.insertText(pasted)
    expect(await phone.inputValue()).toBe(pasted)
    await page.locator('button.code-btn').click()
    await page.locator('input[name="smsCode"]').fill(await smsCode(national))
    await page.locator('input[name="password"]').fill('my secret 123')
    await page.locator('input[name="confirm"]').fill('my secret 123')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/')
    const token = await page.evaluate(() => localStorage.getItem('jackey.token'))
    expect((await post(e2e.server.url, '/user/info', {}, token ?? '')).data).toMatchObject({ mobile: e164(national) })
    await context.close()
  })

  it("keeps the contacts' numbers as typed, with a prefix, spaces or dashes, and saves them in E.164", async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    const { context, page } = await signedIn(token)
    const [first, second] = [newPhone(), newPhone()] as [string, string]
    const typed = [`+66 ${first.slice(1, 3)} ${first.slice(3, 6)} ${first.slice(6)}`, dashed(second)]
    await page.goto(`${e2e.server.url}/baseInfo`)
    for (const [i, number] of typed.entries()) {
      const field = page.locator(`[name="contact${i + 1}Mobile"]`)
      await field.fill('')
      await field.pressSequentially(number)
      expect(await field.inputValue()).toBe(number)
    }
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Step 4 of 4').waitFor()
    const { data } = await post(e2e.server.url, '/user/info', {}, token)
    expect((data as { emergencyContacts: { mobile: string }[] }).emergencyContacts.map((c) => c.mobile)).toEqual([e164(first), e164(second)])
    await context.close()
  })
})
