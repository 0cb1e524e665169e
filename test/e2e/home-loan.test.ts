// Home tells the truth about a loan (issue 25, items 3 and 10): with money owed it shows what is
// owed, the next payment and its date, and a way to pay, which never waits for the borrowing
// policy; that policy is asked once before borrowing and remembered, on a second visit and on
// another phone; the repay form offers the payoff as one payment.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInPhone, untilServiceWorkerControls } from '../support/browser'
import { serverAndBrowser } from '../support/e2e-world'
import { paidOutBorrowerOverHttp } from '../support/loans-over-http'
import { registerOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'

const e2e = serverAndBrowser('home-loan')

type Schedule = { outstanding: number; payoff: number; periodViews: { dueDate: string; amt: number }[] }

/** A borrower whose 100,000 loan is paid out and being repaid (status 4). */
async function repayingBorrower() {
  const base = e2e.server.url
  const { token, orderId } = await paidOutBorrowerOverHttp(base)
  const { data } = await post(base, '/loan/orderInfo', { loanOrderId: orderId }, token)
  return { token, orderId, order: data as Schedule }
}

// The app's English formats (en-GB), as the borrower reads them.
const amount = (major: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(major)
const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

describe('Home with a loan being repaid, in Chromium', () => {
  it('shows what is owed, the next due date and amount, and Pay now, without asking for the borrowing policy', async () => {
    const { token, orderId, order } = await repayingBorrower()
    const [first] = order.periodViews
    if (!first) throw new Error('no schedule')
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)
    const summary = page.getByTestId('loan-summary')
    await summary.getByText('Left to repay').waitFor()
    await summary.getByText(amount(order.outstanding)).waitFor()
    expect(await summary.textContent()).not.toContain('0.00 ')
    const nextDue = (await page.getByTestId('next-due').textContent())?.replace(/\u00a0/g, ' ')
    expect(nextDue).toBe(`Next payment THB ${amount(first.amt)} due on ${day(first.dueDate)}`)

    // Paying back what is owed never waits for a consent to borrowing.
    const pay = page.getByRole('button', { name: 'Pay now' })
    await expect.poll(() => pay.isEnabled()).toBe(true)
    expect(await page.getByRole('checkbox').count()).toBe(0)
    await pay.click()
    await page.waitForURL((url) => url.pathname === '/repayDetail' && url.searchParams.get('orderId') === String(orderId))

    // The repay form: the page's own limit, and the whole payoff (over 20,000) as one payment.
    await page.getByTestId('payoff').waitFor()
    await page.getByRole('radio', { name: /Online payment page/ }).check()
    expect(await page.getByText(/Online payment page: from THB\s100\.00 to THB\s[\d,.]+ per payment/).count()).toBe(1)
    await page.getByRole('button', { name: 'Pay off everything in one payment' }).click()
    expect(Number(await page.getByLabel('Amount to pay').inputValue())).toBe(order.payoff)
    expect(order.payoff).toBeGreaterThan(20_000)
    await page.getByLabel('Amount to pay').fill(String(order.payoff + 1))
    await page.getByLabel('Amount to pay').blur()
    await page.getByText(`That is more than paying off everything costs today (THB\u00a0${amount(order.payoff)})`).waitFor()

    await context.close()
  })

  it('asks for the borrowing policy once before borrowing, and remembers it on a second visit and another phone', async () => {
    const { token } = await registerOverHttp(e2e.server.url)
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)
    const next = page.getByRole('button', { name: 'Complete your information' })
    await next.waitFor()
    expect(await next.isDisabled()).toBe(true)
    await page.getByRole('checkbox', { name: /I have read and agree to the/ }).check()
    await next.click()
    await page.waitForURL((url) => url.pathname !== '/')
    // The consent goes through the outbox: the server has it once the outbox has sent it.
    const consents = async () => ((await post(e2e.server.url, '/user/info', {}, token)).data as { consents?: string[] }).consents ?? []
    await expect.poll(consents, { timeout: 15_000 }).toContain('borrowing_policy')

    // Second visit: not asked again.
    await page.goto(`${e2e.server.url}/`)
    await expect.poll(() => next.isEnabled()).toBe(true)
    expect(await page.getByRole('checkbox').count()).toBe(0)
    await page.getByText('You agreed to the').waitFor()
    await context.close()

    // Another phone (or the app installed again): the consent lives on the server.
    const other = await signedInPhone(e2e.browser, token)
    const again = await other.newPage()
    await again.goto(`${e2e.server.url}/`)
    await expect.poll(() => again.getByRole('button', { name: 'Complete your information' }).isEnabled()).toBe(true)
    expect(await again.getByRole('checkbox').count()).toBe(0)
    await other.close()
  })

  it('offline, shows what was owed when last seen and as of when; with nothing kept, says so, never 0', async () => {
    const { token, order } = await repayingBorrower()
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()
    await page.goto(`${e2e.server.url}/`)
    await page.getByTestId('next-due').waitFor()
    await untilServiceWorkerControls(page)
    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('loan-summary').getByText(amount(order.outstanding)).waitFor()
    await page.getByTestId('as-of').getByText(/^Saved on this phone, as of /).waitFor()

    await forgetKeptLoans(page)
    await page.reload()
    await page.getByText('Not available offline. What you owe shows here once you are connected.').waitFor()
    expect(await page.getByTestId('loan-summary').textContent()).not.toMatch(/\d/)
    expect(await page.getByTestId('as-of').count()).toBe(0)
    await context.close()
  })
})

/** Deletes the loan copies kept on the phone, as on a phone that never showed this loan. */
function forgetKeptLoans(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jackey')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('loanCopies', 'readwrite')
          tx.objectStore('loanCopies').clear()
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

