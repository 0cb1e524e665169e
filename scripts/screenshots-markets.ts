// Each demo lender's app on its own host, in each language its market offers, for
// scripts/screenshots.ts: the login with the country prefix, the identity step with the market's
// ID types, the bank step with its banks and e-wallets, and a quote in the market's currency.
// Files: market-<code>-<screen>-<locale>.png
import type { Browser } from 'playwright-core'
import { marketProfile } from '../contract/market/profiles'
import { PHONE } from '../test/support/browser'
import { completeProfileOverHttp } from '../test/support/profile-over-http'
import { post } from '../test/support/server-process'
import { DEMO_MARKETS } from '../test/support/demo-markets'
import type { MarketCode } from '../test/support/profile'
import { type DEMO, newPhone } from '../test/support/test-app'

// Each demo lender answers on <market>.localhost (contract/market/<code>/demo-lender.ts).
const LENDERS = DEMO_MARKETS.map(({ market, lender, appId }) => ({ market, host: `${market.toLowerCase()}.localhost`, lender, apply: `/apply/${appId}` }))

async function borrower(serverUrl: string, market: MarketCode, lender: typeof DEMO): Promise<string> {
  const mobile = newPhone(market)
  await post(serverUrl, '/sms/register', { mobile, ...lender })
  const { data } = await post(serverUrl, '/sandbox/sms/last', { mobile })
  const { data: session } = await post(serverUrl, '/user/register', { mobile, password: 'screenshot 1', smsCode: (data as { code: string }).code, ...lender })
  return (session as { token: string }).token
}

export async function marketScreenshots(browser: Browser, serverUrl: string, out: string): Promise<void> {
  for (const { market, host, lender, apply } of LENDERS) {
    const origin = serverUrl.replace('127.0.0.1', host)
    const fresh = await borrower(serverUrl, market, lender)
    for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment']) await post(serverUrl, '/user/consent/give', { purpose }, fresh)
    await post(serverUrl, '/user/update', { role: 'working' }, fresh)
    const complete = await borrower(serverUrl, market, lender)
    await completeProfileOverHttp(serverUrl, complete, {}, market)
    for (const locale of marketProfile(market).locales) {
      const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
      await context.addInitScript((l) => localStorage.setItem('jackey.locale', l), locale)
      const page = await context.newPage()
      const shoot = async (screen: string, path: string, ready: string, token?: string) => {
        if (token) await page.evaluate((t) => localStorage.setItem('jackey.token', t), token)
        await page.goto(`${origin}${path}`)
        await page.locator(`#root > .app:not([inert]) ${ready}`).first().waitFor()
        await page.waitForLoadState('networkidle')
        await page.screenshot({ path: `${out}/market-${market.toLowerCase()}-${screen}-${locale}.png` })
      }
      await shoot('login', '/login', 'form')
      await shoot('identity', '/identity', 'form', fresh)
      await shoot('bank', '/bankInfo', 'form', fresh)
      await shoot('apply', apply, '[data-testid="disclosure"]', complete)
      await context.close()
    }
  }
}
