// The contract for scripts/screenshots.ts, as a Thai borrower reads it: in Thai with baht and
// Thai dates, marked a draft before signing, and with the signature and the signing time after.
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { PHONE } from '../test/support/browser'
import { acceptContract, applyAndDecide } from '../test/support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp } from '../test/support/profile-over-http'

// A hand-drawn-looking stroke, so the signed contract shows a signature one can see.
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="200"><path d="M30 140 C 80 20, 120 20, 140 120 S 200 180, 240 90 S 320 40, 360 130 S 460 150, 530 60" fill="none" stroke="#1b1f23" stroke-width="6" stroke-linecap="round"/></svg>`

async function uploadSignature(serverUrl: string, token: string) {
  const form = new FormData()
  form.append('img', new File([await sharp(Buffer.from(SIGNATURE_SVG)).png().toBuffer()], 'signature.png', { type: 'image/png' }))
  const response = await fetch(`${serverUrl}/jackey/user/signatureImg/upload`, { method: 'POST', headers: { authorization: token }, body: form })
  const { code } = (await response.json()) as { code: number }
  if (code !== 0) throw new Error(`signature upload answered ${code}`)
}

export async function contractScreenshots(browser: Browser, serverUrl: string, out: string): Promise<void> {
  const { token } = await registerOverHttp(serverUrl)
  await completeProfileOverHttp(serverUrl, token)
  const { orderId } = await applyAndDecide(serverUrl, token, 100_000, 12)
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 1 })
  await context.addInitScript((t) => {
    localStorage.setItem('jackey.token', t)
    localStorage.setItem('jackey.locale', 'th')
  }, token)
  const page = await context.newPage()
  await shoot(page, `${serverUrl}/contract?orderId=${orderId}`, 'contract-draft', `${out}/contract-draft-th.png`)
  await page.screenshot({ path: `${out}/contract-draft-full-th.png`, fullPage: true })
  // Without a signature on the account, "Accept and sign" opens the pad, after the contract was read.
  await page.locator('.page-footer .btn-primary').click()
  await page.locator('.signature-canvas').waitFor()
  await drawSignature(page)
  await page.screenshot({ path: `${out}/signature-th.png` })
  await uploadSignature(serverUrl, token)
  await acceptContract(serverUrl, token, orderId)
  await shoot(page, `${serverUrl}/contract?orderId=${orderId}`, 'contract-accepted', `${out}/contract-signed-th.png`)
  await page.getByTestId('contract-accepted').screenshot({ path: `${out}/contract-signature-th.png` })
  await context.close()
}

async function shoot(page: Page, url: string, testId: string, path: string) {
  await page.goto(url)
  await page.getByTestId(testId).waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path })
}

/** A few strokes across the pad, as a finger would make them. */
async function drawSignature(page: Page): Promise<void> {
  const box = await page.locator('.signature-canvas').boundingBox()
  if (!box) return
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const
  await page.mouse.move(...at(0.1, 0.6))
  await page.mouse.down()
  for (let i = 0; i <= 20; i++) await page.mouse.move(...at(0.1 + i * 0.035, 0.6 - Math.sin(i / 3) * 0.25))
  await page.mouse.up()
}
