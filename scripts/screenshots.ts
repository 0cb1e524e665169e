// Takes a screenshot of each screen at 360×740 in each language, as a borrower sees it:
// npm run screenshots  →  .tmp/screenshots/<screen>-<locale>.png, and each market's lender in its
// own languages as market-<market>-<screen>-<locale>.png
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, PHONE } from '../test/support/browser'
import { post, startServerProcess } from '../test/support/server-process'
import { DEMO, newPhone } from '../test/support/test-app'
import { applyScreenshots } from './screenshots-apply'
import { contractScreenshots } from './screenshots-contract'
import { marketScreenshots } from './screenshots-markets'
import { profileScreenshots } from './profile-screenshots'

const OUT = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots'
const LOCALES = ['en', 'zh', 'th'] as const

const server = await startServerProcess({ DATA_DIR: await mkdtemp(join(tmpdir(), 'jackey-shots-')), LOG_LEVEL: 'silent' })
const browser = await launchChromium()
try {
  await mkdir(OUT, { recursive: true })
  const mobile = newPhone()
  await post(server.url, '/sms/register', { mobile, ...DEMO })
  const { data } = await post(server.url, '/sandbox/sms/last', { mobile })
  const { data: session } = await post(server.url, '/user/register', {
    mobile,
    password: 'screenshot 1',
    smsCode: (data as { code: string }).code,
    ...DEMO,
  })
  const token = (session as { token: string }).token

  for (const locale of LOCALES) {
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
    await context.addInitScript((l) => localStorage.setItem('jackey.locale', l), locale)
    const page = await context.newPage()
    for (const screen of ['login', 'register']) {
      await page.goto(`${server.url}/${screen}`)
      await page.locator('#root > .app:not([inert]) form').waitFor()
      await page.screenshot({ path: `${OUT}/${screen}-${locale}.png` })
    }
    await page.evaluate((t) => localStorage.setItem('jackey.token', t), token)
    for (const [screen, path] of [['home', '/'], ['my', '/my']] as const) {
      await page.goto(`${server.url}${path}`)
      await page.locator('#root > .app:not([inert]) .bottom-bar a').first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${OUT}/${screen}-${locale}.png` })
    }
    await context.close()
  }
  await profileScreenshots(browser, server.url, LOCALES, OUT)
  await applyScreenshots(browser, server.url, LOCALES, OUT)
  await contractScreenshots(browser, server.url, OUT)
  await marketScreenshots(browser, server.url, OUT)
  console.log(`screenshots in ${OUT}`)
} finally {
  await browser.close()
  await server.stop()
}
