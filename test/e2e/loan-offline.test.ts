// My loan, offline (issue 22, item 4): the loan screens a borrower has read are kept on the
// phone and shown after a reload with no connection, with the time they are from; nothing that
// moves money can be done offline, and the buttons say why.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, untilServiceWorkerControls } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { acceptContract, applyAndDecide, withdrawAll } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('loan-offline')
const OFFLINE_BUTTON = 'You are offline — this needs a connection'
// The market's time, the zone named: Bangkok for the Thai lender.
const AS_OF = /^Saved on this phone, as of .+GMT\+7\. It may have changed since\.$/

/** A borrower whose loan is approved and signed: paid out and being repaid when `disbursed`, else ready to withdraw. */
async function borrowerWithLoan(disbursed: boolean) {
  const base = e2e.server.url
  const { mobile, token } = await registerOverHttp(base)
  await completeProfileOverHttp(base, token)
  await uploadSignatureOverHttp(base, token)
  const { orderId } = await applyAndDecide(base, token, 100_000, 12)
  await acceptContract(base, token, orderId)
  if (disbursed) await withdrawAll(base, token, mobile, orderId)
  return { token, orderId }
}

async function phoneWith(token: string): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ ...PHONE, locale: 'en-US' })
  await context.addInitScript((t) => localStorage.getItem('jackey.token') ?? localStorage.setItem('jackey.token', t), token)
  return context
}

/** The keys of the loan copies kept on the phone. */
function keptCopies(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('jackey')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('loanCopies').objectStore('loanCopies').getAllKeys()
          request.onsuccess = () => resolve((request.result as string[]).map((key) => key.split('|').slice(1).join('|')))
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

async function asOfLine(page: Page): Promise<string> {
  const note = page.getByTestId('as-of')
  await note.waitFor()
  return ((await note.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ')
}

describe('the loan screens offline, in Chromium', () => {
  it('shows every loan screen read online after an offline reload, as of its time, with paying disabled', async () => {
    const { token, orderId } = await borrowerWithLoan(true)
    const { data: order } = (await post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token)) as { data: { periodViews: unknown[] } }
    const context = await phoneWith(token)
    const page = await context.newPage()
    const url = (path: string) => `${e2e.server.url}${path}`

    await page.goto(url('/'))
    await page.getByTestId('next-due').waitFor()
    await untilServiceWorkerControls(page)
    // Each screen read as a borrower does, its copy written before the next page.
    const read = async (path: string, shown: () => Promise<void>, key: string) => {
      await page.goto(url(path))
      await shown()
      await expect.poll(async () => (await keptCopies(page)).includes(key)).toBe(true)
    }
    await read('/order', () => page.locator('.order-list li').first().waitFor(), 'orders|')
    await read(`/detail/${orderId}`, () => page.getByTestId('balance').waitFor(), `order|${orderId}`)
    await read(`/contract?orderId=${orderId}`, () => page.getByRole('button', { name: 'Download the contract' }).waitFor(), `contract|${orderId}`)
    await read('/transactionHistory', () => page.getByTestId('transaction').first().waitFor(), 'transactions|')
    await read(`/repayDetail?orderId=${orderId}`, () => page.getByTestId('repay-detail').waitFor(), `order|${orderId}`)
    // Online, the copy kept from the loan's page may show first; the server's answer replaces it.
    await expect.poll(() => page.getByTestId('as-of').count()).toBe(0)
    // The loan's open payments are kept too (none yet), so a code opened later can be found again offline.
    await expect
      .poll(async () => (await keptCopies(page)).sort())
      .toEqual(['contract|' + orderId, 'openPayments|' + orderId, 'order|' + orderId, 'orders|', 'progress|', 'transactions|'].sort())

    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('repay-detail').waitFor()
    expect(await asOfLine(page)).toMatch(AS_OF)
    const pay = page.getByTestId('repay-submit')
    expect(await pay.isDisabled()).toBe(true)
    expect(await pay.textContent()).toBe(OFFLINE_BUTTON)

    await page.goto(url('/'))
    expect(await asOfLine(page)).toMatch(AS_OF)
    await page.getByTestId('loan-summary').getByText('Left to repay').waitFor()
    await page.getByTestId('next-due').waitFor()

    await page.goto(url('/order'))
    expect(await asOfLine(page)).toMatch(AS_OF)
    expect(await page.locator('.order-list li').count()).toBe(1)

    await page.goto(url(`/detail/${orderId}`))
    expect(await asOfLine(page)).toMatch(AS_OF)
    await page.getByTestId('balance').waitFor()
    expect(await page.locator('table.schedule tbody tr').count()).toBe(order.periodViews.length)

    await page.goto(url(`/contract?orderId=${orderId}`))
    expect(await asOfLine(page)).toMatch(AS_OF)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the contract' }).click()
    expect((await download).suggestedFilename()).toBe(`contract-${orderId}.html`)

    await page.goto(url('/transactionHistory'))
    expect(await asOfLine(page)).toMatch(AS_OF)
    await page.getByTestId('transaction').first().waitFor()

    // A loan screen never opened online has nothing kept, and says so.
    await page.goto(url(`/contract?orderId=${orderId + 1000}`))
    await page.getByTestId('not-kept').getByText('Not available offline yet.', { exact: false }).waitFor()

    await context.setOffline(false)
    await page.goto(url(`/detail/${orderId}`))
    await page.getByTestId('balance').waitFor()
    await expect.poll(() => page.getByTestId('as-of').count()).toBe(0)
    await context.close()
  })

  it('keeps the withdraw button disabled offline, saying why', async () => {
    const { token, orderId } = await borrowerWithLoan(false)
    const context = await phoneWith(token)
    const page = await context.newPage()
    // The app opens on Home, which brings the user copy: whose loans these are.
    await page.goto(`${e2e.server.url}/`)
    await page.getByTestId('loan-summary').getByText('You can withdraw').waitFor()
    await untilServiceWorkerControls(page)
    await page.goto(`${e2e.server.url}/detail/${orderId}`)
    await page.getByRole('link', { name: 'Withdraw' }).waitFor()
    await expect.poll(async () => (await keptCopies(page)).includes(`order|${orderId}`)).toBe(true)

    await context.setOffline(true)
    await page.reload()
    expect(await asOfLine(page)).toMatch(AS_OF)
    const withdraw = page.getByTestId('withdraw-offline')
    expect(await withdraw.isDisabled()).toBe(true)
    expect(await withdraw.textContent()).toBe(OFFLINE_BUTTON)
    expect(await page.getByRole('link', { name: 'Withdraw' }).count()).toBe(0)
    await context.close()
  })
})
