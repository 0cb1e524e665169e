// One borrower per market, in that market's language, on that lender's own host: registration
// with a national number typed as people write it, the profile, then a quote in the market's
// currency. Chromium sends th.localhost, ph.localhost and id.localhost to this machine, as it does any
// *.localhost name.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { completeProfileOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'
import { newPhone } from '../support/test-app'

const e2e = serverAndBrowser('markets')

const MARKETS = {
  TH: { host: 'th.localhost', locale: 'th-TH', lang: 'th', prefix: '+66', appId: 1, currency: '฿', typed: (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`, foreign: '0917 123 4567' },
  PH: { host: 'ph.localhost', locale: 'fil-PH', lang: 'fil', prefix: '+63', appId: 3, currency: '₱', typed: (n: string) => `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`, foreign: '081 234 5678' },
  ID: { host: 'id.localhost', locale: 'id-ID', lang: 'id', prefix: '+62', appId: 5, currency: 'Rp', typed: (n: string) => `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`, foreign: '0917 123 4567' },
} as const

const origin = (host: string) => e2e.server.url.replace('127.0.0.1', host)

async function registerInUi(page: Page, market: keyof typeof MARKETS): Promise<string> {
  const m = MARKETS[market]
  const national = newPhone(market)
  await page.goto(`${origin(m.host)}/register`)
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(m.lang)
  const phone = page.locator('input[name="mobile"]')
  await page.locator('.field-prefix').filter({ hasText: m.prefix }).waitFor()
  // A number of the other market is refused on the field, in the borrower's language, and stays as typed.
  await phone.fill(m.foreign)
  await phone.blur()
  await page.locator('.field-error').first().waitFor()
  expect(await phone.inputValue()).toBe(m.foreign)
  await phone.fill(m.typed(national))
  await page.locator('button.code-btn').click()
  await expect.poll(async () => (await post(e2e.server.url, '/sandbox/sms/last', { mobile: national })).code).toBe(0)
  const { data } = await post(e2e.server.url, '/sandbox/sms/last', { mobile: national })
  await page.locator('input[name="smsCode"]').fill((data as { code: string }).code)
  await page.locator('input[name="password"]').fill('my secret 123')
  await page.locator('input[name="confirm"]').fill('my secret 123')
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/')
  const token = await page.evaluate(() => localStorage.getItem('jackey.token'))
  if (!token) throw new Error('no session after registering')
  return token
}

/** The identity and payout forms of the Philippine lender: the ID document picker and GCash, each refusing what does not fit, in Filipino. */
async function checkPhilippineForms(token: string): Promise<void> {
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment']) await post(e2e.server.url, '/user/consent/give', { purpose }, token)
  await post(e2e.server.url, '/user/update', { role: 'working' }, token)
  // A new visit, so that the app reads the consents and role given above from the server.
  const context = await e2e.browser.newContext({ ...PHONE, locale: MARKETS.PH.locale })
  await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
  const page = await context.newPage()
  const origin = e2e.server.url.replace('127.0.0.1', MARKETS.PH.host)
  await page.goto(`${origin}/identity`)
  await page.locator('select[name="idType"]').selectOption('ph_passport')
  const number = page.locator('input[name="identity"]')
  await number.fill('1234567')
  await number.blur()
  await page.locator('.field-error').filter({ hasText: 'P1234567A' }).waitFor()
  await number.fill('p1234567a')
  await number.blur()
  await expect.poll(() => page.locator('.field-error').filter({ hasText: 'P1234567A' }).count()).toBe(0)
  expect(await number.inputValue()).toBe('p1234567a')

  await page.goto(`${origin}/bankInfo`)
  await page.locator('select[name="bankName"]').selectOption('PH_GCASH')
  expect(await page.locator('select[name="bankName"] optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label')))).toEqual(['Mga bangko', 'Mga e-wallet'])
  const account = page.locator('input[name="cardNo"]')
  await account.fill('081 234 5678')
  await account.blur()
  await page.locator('.field-error').filter({ hasText: 'GCash' }).waitFor()
  await account.fill('0917 555 0101')
  await account.blur()
  await expect.poll(() => page.locator('.field-error').count()).toBe(0)
  await context.close()
}

describe('a borrower of each market in Chromium', () => {
  for (const market of ['TH', 'PH', 'ID'] as const) {
    it(`registers, completes the profile and gets a quote in ${market}'s language and currency`, async () => {
      const m = MARKETS[market]
      const context = await e2e.browser.newContext({ ...PHONE, locale: m.locale })
      const page = await context.newPage()
      const token = await registerInUi(page, market)
      const info = await post(e2e.server.url, '/user/info', {}, token)
      expect((info.data as { mobile: string }).mobile.startsWith(m.prefix)).toBe(true)

      if (market === 'PH') await checkPhilippineForms(token)
      await completeProfileOverHttp(e2e.server.url, token, {}, market)
      await page.goto(`${origin(m.host)}/apply/${m.appId}`)
      const disclosure = page.getByTestId('disclosure')
      await disclosure.waitFor()
      // The longest term the product offers, the last choice.
      await page.locator('.segment').last().click()
      await expect.poll(async () => (await disclosure.textContent()) ?? '').toContain(m.currency)
      // The regulator's one rate: the effective rate a year in Thailand, the monthly EIR in the Philippines, the cost a day in Indonesia (test/e2e/price-and-lateness.test.ts reads them).
      await disclosure.getByTestId('disclosed-rate').waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(m.lang)
      await context.close()
    })
  }
})
