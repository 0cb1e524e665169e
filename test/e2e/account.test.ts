import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { post, registerBorrower } from '../support/server-process'
import { newPhone } from '../support/test-app'
import { serverAndBrowser } from '../support/e2e-world'

const e2e = serverAndBrowser('account')

describe('a borrower in Chromium', () => {
  it('registers, sees Home, logs out, and logs back in', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const page = await context.newPage()
    const mobile = newPhone()
    const password = 'my secret 123'

    await page.goto(`${e2e.server.url}/register?code=DEMO2026&channel=e2e`)
    await page.getByLabel('Phone number').fill(mobile)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect.poll(async () => (await post(e2e.server.url, '/sandbox/sms/last', { mobile })).code).toBe(0)
    const { data } = await post(e2e.server.url, '/sandbox/sms/last', { mobile })
    await page.getByLabel('SMS code').fill((data as { code: string }).code)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm password').fill(password)
    expect(await page.getByLabel('Invite code (optional)').inputValue()).toBe('DEMO2026')
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.getByTestId('loan-summary').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(new URL(page.url()).searchParams.get('code')).toBe('DEMO2026')
    await page.getByText('We never ask you to pay anything to receive your loan.').first().waitFor()
    const main = page.getByRole('button', { name: 'Complete your information' })
    expect(await main.isDisabled()).toBe(true)
    await page.getByRole('checkbox').check()
    expect(await main.isEnabled()).toBe(true)
    // The lender's chat link sits in the header, where it covers none of the screen's buttons.
    const header = page.getByRole('banner')
    const contact = header.getByRole('link', { name: 'Contact customer service' })
    await contact.waitFor()
    const [contactBox, headerBox] = await Promise.all([contact.boundingBox(), header.boundingBox()])
    expect(contactBox && headerBox && contactBox.y + contactBox.height <= headerBox.y + headerBox.height).toBe(true)

    await page.getByRole('link', { name: 'My', exact: true }).click()
    await page.getByRole('heading', { name: 'My account' }).waitFor()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('jackey.token'))).toBeNull()

    await page.getByLabel('Phone number').fill(mobile)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByTestId('loan-summary').waitFor()
    await context.close()
  })

  it('shows the wrong-password error on the form and keeps what was typed', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/login`)
    const mobile = newPhone()
    await page.getByLabel('Phone number').fill(mobile)
    await page.getByLabel('Password').fill('not my password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('alert').filter({ hasText: 'Wrong phone number or password' }).first().waitFor()
    expect(await page.getByLabel('Phone number').inputValue()).toBe(mobile)
    await context.close()
  })

  it('gets back in after forgetting the password: a code to the phone, a new password, logged in (in Thai)', async () => {
    const mobile = newPhone()
    await registerBorrower(e2e.server.url, mobile)
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'th-TH' })
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click()
    await page.getByRole('heading', { name: 'รีเซ็ตรหัสผ่าน' }).waitFor()
    const link = await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).boundingBox()
    expect(link?.height).toBeGreaterThanOrEqual(44)
    await page.getByLabel('เบอร์โทรศัพท์').fill(mobile)
    const before = (await post(e2e.server.url, '/sandbox/sms/last', { mobile })).data as { code: string }
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click()
    await expect.poll(async () => ((await post(e2e.server.url, '/sandbox/sms/last', { mobile })).data as { code: string }).code).not.toBe(before.code)
    const { data } = await post(e2e.server.url, '/sandbox/sms/last', { mobile })
    await page.getByLabel('รหัส OTP').fill((data as { code: string }).code)
    await page.getByLabel('รหัสผ่านใหม่').fill('a brand new one 9')
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('a brand new one 9')
    await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect((await post(e2e.server.url, '/user/login', { mobile, password: 'a brand new one 9', companyId: 1, appId: 1, platform: 'h5' })).code).toBe(0)
    await context.close()
  })

  it('sends an unknown path to Home, and Home to /login without a session', async () => {
    const context = await e2e.browser.newContext({ ...PHONE })
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/no/such/page`)
    await page.waitForURL((url) => url.pathname === '/login')
    // Through Home: no session was made on the way, and the page is the sign-in form.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token|session/i.test(key)))).toEqual([])
    expect(await page.locator('input[type="password"]').count()).toBe(1)
    await context.close()
  })
})
