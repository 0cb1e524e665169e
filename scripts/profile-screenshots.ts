// The profile screens (issue #3) for scripts/screenshots.ts: a new borrower for the consent,
// role and identity steps; a complete one for the other forms,
// the read-only details and Privacy.
import type { Browser, Page } from 'playwright-core'
import { PHONE } from '../test/support/browser'
import { completeProfileOverHttp, registerOverHttp } from '../test/support/profile-over-http'
import { post } from '../test/support/server-process'

export async function profileScreenshots(browser: Browser, serverUrl: string, locales: readonly string[], out: string): Promise<void> {
  const fresh = await registerOverHttp(serverUrl)
  await post(serverUrl, '/user/update', { role: 'working' }, fresh.token)
  const complete = await registerOverHttp(serverUrl)
  await completeProfileOverHttp(serverUrl, complete.token)

  for (const locale of locales) {
    const shots = async (token: string, run: (shoot: Shoot, page: Page) => Promise<void>) => {
      const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
      await context.addInitScript(
        ({ t, l }) => {
          localStorage.setItem('jackey.token', t)
          localStorage.setItem('jackey.locale', l)
        },
        { t: token, l: locale },
      )
      const page = await context.newPage()
      const shoot: Shoot = async (screen, path, ready) => {
        await page.goto(`${serverUrl}${path}`)
        await page.locator(ready).first().waitFor()
        await page.waitForLoadState('networkidle')
        await page.screenshot({ path: `${out}/${screen}-${locale}.png` })
      }
      await run(shoot, page)
      await context.close()
    }

    await shots(fresh.token, async (shoot, page) => {
      await shoot('consent', '/consent', '.consent-card')
      await shoot('role', '/role', '.radio-option')
      await shoot('identity', '/identity', '.photo-frame')
      await page.locator('.photo-frame').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${out}/identity-photos-${locale}.png` })
    })
    await shots(complete.token, async (shoot) => {
      await shoot('base-info', '/baseInfo', '.field-group')
      await shoot('question', '/question', '.radio-option')
      await shoot('bank-info', '/bankInfo', '.holder')
      await shoot('base-info-detail', '/baseInfoDetail', '.detail-row')
      await shoot('bank-info-detail', '/bankInfoDetail', '.masked-value')
      await shoot('privacy', '/privacy', '.consent-item')
    })
  }
}

type Shoot = (screen: string, path: string, ready: string) => Promise<void>
