// "Download my data" on a phone, in Thai: the privacy screen says what the file holds, a tap
// saves one ZIP (its README in Thai), and offline the screen says so instead of failing silently.
import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { PHONE } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'

const e2e = serverAndBrowser('data-export')

/** A Thai borrower whose loan was paid out to their bank (status 4). */
async function borrowerWithLoan() {
  const { mobile, token } = await registerOverHttp(e2e.server.url)
  await completeProfileOverHttp(e2e.server.url, token)
  await uploadSignatureOverHttp(e2e.server.url, token)
  const { orderId } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
  await acceptContract(e2e.server.url, token, orderId)
  await withdrawAll(e2e.server.url, token, mobile, orderId)
  return { token, orderId }
}

describe('downloading my data in Chromium', () => {
  it('saves one ZIP with the data, the photos and the contract, and says when the phone is offline', async () => {
    const { token, orderId } = await borrowerWithLoan()
    const context = await e2e.browser.newContext({ ...PHONE, locale: 'th-TH', acceptDownloads: true })
    await context.addInitScript((t) => localStorage.setItem('jackey.token', t), token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/privacy`)
    await page.getByText('เงินกู้ทุกรายการ พร้อมสัญญา ตารางผ่อนชำระ การโอนเงินกู้ และการชำระคืน').waitFor()
    const button = page.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' })
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(await readFile(await download.path())))
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['data.json', 'README.txt', 'photos/id-front.jpg', 'photos/id-back.jpg', 'photos/id-holding.jpg', 'photos/signature.png', `contracts/loan-${orderId}.html`]),
    )
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('ข้อมูลของคุณที่')
    const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as { loans: { orderId: number; status: { name: string } }[] }
    expect(data.loans[0]).toMatchObject({ orderId, status: { name: 'อยู่ระหว่างชำระคืน' } })

    await context.setOffline(true)
    await button.click()
    await page.getByRole('alert').filter({ hasText: 'ไม่มีการเชื่อมต่อ' }).waitFor()
    await context.setOffline(false)
    await context.close()
  })
})
