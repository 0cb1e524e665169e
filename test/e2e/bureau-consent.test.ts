// The credit bureau consent, asked on the apply screen in the borrower's language: unticked, the
// application goes to a person; ticked, the consent is recorded before the application and the
// bureau's answer decides. Chromium at 360×740 against the real server.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInPhone } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { orderInfo } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('bureau-consent')

async function borrowerWithoutBureauConsent() {
  const { token } = await registerOverHttp(e2e.server.url)
  await completeProfileOverHttp(e2e.server.url, token)
  expect((await post(e2e.server.url, '/user/consent/withdraw', { purpose: 'credit_bureau' }, token)).code).toBe(0)
  return token
}

const standing = async (token: string) =>
  ((await post(e2e.server.url, '/user/consents', {}, token)).data as { purpose: string; withdrawnAt: string | null }[]).some((c) => c.purpose === 'credit_bureau' && c.withdrawnAt === null)

async function applyOn(token: string, locale: string, tick: (page: Page) => Promise<void>, confirm: string, applyName: string) {
  const context = await signedInPhone(e2e.browser, token, locale)
  const page = await context.newPage()
  await page.goto(`${e2e.server.url}/apply/1`)
  await page.getByTestId('offer').waitFor()
  await tick(page)
  await page.getByLabel(confirm).check()
  await page.getByRole('button', { name: applyName }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/success/'))
  const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))
  await context.close()
  return orderId
}

describe('the credit bureau consent on the apply screen', () => {
  it('asks in Thai; ticked, it is recorded before the application, which the bureau answer then decides', async () => {
    const token = await borrowerWithoutBureauConsent()
    const orderId = await applyOn(
      token,
      'th-TH',
      async (page) => {
        await page.getByText('การตรวจสอบข้อมูลเครดิต', { exact: true }).waitFor()
        await page.getByLabel('ฉันยินยอมให้สอบถามข้อมูลเครดิตของฉันกับเครดิตบูโรสำหรับคำขอนี้').check()
      },
      'ฉันได้อ่านค่าใช้จ่ายของเงินกู้นี้แล้ว',
      'ขอกู้เลย',
    )
    expect(await standing(token)).toBe(true)
    await expect.poll(async () => (await orderInfo(e2e.server.url, token, orderId)).status).toBe(3)
  })

  it('unticked, applies all the same and the application waits for a person, saying why', async () => {
    const token = await borrowerWithoutBureauConsent()
    const orderId = await applyOn(token, 'en-US', async (page) => void (await page.getByText('Without it, your application waits for a person').waitFor()), 'I have read the cost of this loan', 'Apply now')
    expect(await standing(token)).toBe(false)
    await expect.poll(async () => (await orderInfo(e2e.server.url, token, orderId)).status).toBe(1)
    const info = (await post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token)).data as { decision: { reasons: string[] } }
    expect(info.decision.reasons).toEqual(['bureau_consent_missing'])
  })
})
