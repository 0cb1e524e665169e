import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { birthdayForAge, completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { applyAndDecide } from '../support/loans-over-http'
import { post } from '../support/server-process'
import { newPhone } from '../support/test-app'
import { serverAndBrowser } from '../support/e2e-world'

const e2e = serverAndBrowser('loans')

async function smsCode(mobile: string): Promise<string> {
  await expect.poll(async () => (await post(e2e.server.url, '/sandbox/sms/last', { mobile })).code).toBe(0)
  const { data } = await post(e2e.server.url, '/sandbox/sms/last', { mobile })
  return (data as { code: string }).code
}

/** Registers through the screens, as a borrower does, and returns the session token. */
async function registerInUi(page: Page): Promise<string> {
  const mobile = newPhone()
  await page.goto(`${e2e.server.url}/register`)
  await page.getByLabel('Phone number').fill(mobile)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('SMS code').fill(await smsCode(mobile))
  await page.getByLabel('Password', { exact: true }).fill('my secret 123')
  await page.getByLabel('Confirm password').fill('my secret 123')
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  const token = await page.evaluate(() => localStorage.getItem('jackey.token'))
  if (!token) throw new Error('no session after registering')
  return token
}

describe('a borrower’s loan in Chromium', () => {
  it('goes from registration to funds ready to withdraw, in English', async () => {
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    const page = await context.newPage()
    const token = await registerInUi(page)
    await completeProfileOverHttp(e2e.server.url, token)
    await uploadSignatureOverHttp(e2e.server.url, token)

    await page.goto(`${e2e.server.url}/loan`)
    await page.getByRole('heading', { name: 'Jackey Cash' }).waitFor()
    await page.getByRole('link', { name: 'Apply for Jackey Cash' }).click()
    await page.waitForURL((url) => url.pathname === '/apply/1')

    const amount = page.getByLabel('How much do you want to borrow?')
    await amount.fill('123456')
    await amount.blur()
    expect(await amount.inputValue()).toBe('120000')
    await page.getByRole('radio', { name: '12 months' }).check()
    await page.getByTestId('disclosure').getByText('Nothing is deducted').waitFor()
    expect(await page.getByTestId('disclosure').getByRole('row').count()).toBe(13)
    await page.getByText('We never ask you to pay anything to receive your loan.').first().waitFor()

    await page.getByRole('button', { name: 'Apply now' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please confirm that you have read the cost of this loan' }).waitFor()
    await page.getByLabel('I have read the cost of this loan').check()
    await page.getByRole('button', { name: 'Apply now' }).click()
    await page.getByTestId('apply-success').waitFor()
    await page.waitForURL((url) => url.pathname.startsWith('/success/'))
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))

    await page.locator('[data-testid="decision-status"][data-status="3"]').waitFor({ timeout: 30_000 })
    await page.getByRole('link', { name: 'Read and accept the contract' }).click()
    await page.waitForURL((url) => url.pathname === '/contract' && url.searchParams.get('orderId') === String(orderId))
    await page.getByTestId('lender').getByText('Demo Lending Co., Ltd.').waitFor()
    await page.getByTestId('no-fees').waitFor()
    await page.getByRole('button', { name: 'Accept and sign' }).click()

    await page.waitForURL((url) => url.pathname === `/detail/${orderId}`)
    await page.locator('.chip[data-status="ready"]').getByText('Ready to withdraw').waitFor()
    await page.getByTestId('action-ready').waitFor()
    const { data } = await post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token)
    expect((data as { status: number }).status).toBe(9)
    await context.close()
  })

  it('shows a 19-year-old the refusal and its reason, in Thai', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token, { birthday: birthdayForAge(19) })
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'th-TH' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()

    await page.goto(`${e2e.server.url}/apply/1`)
    await page.getByTestId('disclosure').waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th')
    await page.locator('input[name="confirmCost"]').check()
    await page.locator('button[type="submit"][form="apply-form"]').click()
    await page.waitForURL((url) => url.pathname.startsWith('/success/'))

    await page.locator('[data-testid="decision-status"][data-status="5"]').waitFor({ timeout: 30_000 })
    await page.getByTestId('reason-age_out_of_range').waitFor()
    await page.getByTestId('reapply-after').waitFor()
    expect(await page.locator('.chip[data-status="refused"]').count()).toBe(1)
    await context.close()
  })

  it('opens the signature pad when the borrower accepts a contract without a signature, then accepts', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    await completeProfileOverHttp(e2e.server.url, token)
    const { orderId, status } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
    expect(status).toBe(3)
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()

    await page.goto(`${e2e.server.url}/contract?orderId=${orderId}`)
    await page.getByRole('button', { name: 'Accept and sign' }).click()
    const pad = page.locator('canvas.signature-canvas')
    await pad.waitFor()
    const box = await pad.boundingBox()
    if (!box) throw new Error('no signature pad')
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + 10, { steps: 8 })
    await page.mouse.move(box.x + box.width - 20, box.y + box.height - 10, { steps: 8 })
    await page.mouse.up()
    await page.getByRole('button', { name: 'Confirm' }).click()

    await page.waitForURL((url) => url.pathname === `/detail/${orderId}`)
    await page.locator('.chip[data-status="ready"]').waitFor()
    await context.close()
  })

  it('sends a support request, lists it, and clears the message once the e2e.server has it', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/feedback?compose=true`)
    await page.locator('select[name="category"]').selectOption('other')
    await page.getByLabel('Your message').fill('The cost table is clear, thank you.')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByRole('status').filter({ hasText: 'Thank you. Your request was sent.' }).first().waitFor()
    await page.getByTestId('ticket-item').filter({ hasText: 'Received' }).waitFor()
    await page.getByTestId('ticket-new').click()
    expect(await page.getByLabel('Your message').inputValue()).toBe('')
    await context.close()
  })
})
