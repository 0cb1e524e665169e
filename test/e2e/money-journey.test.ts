// The money path in Chromium against the real server process: withdraw with a wrong
// then the right PIN, settle the payout, see the schedule, repay the first period on
// the sandbox payment page, and find both in the history.
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '../../contract/order-status'
import { signedInPhone } from '../support/browser'
import { acceptContract, applyAndDecide } from '../support/loans-over-http'
import { completeProfileOverHttp, registerOverHttp, uploadSignatureOverHttp } from '../support/profile-over-http'
import { post } from '../support/server-process'
import { serverAndBrowser } from '../support/e2e-world'

const PIN = '246810'
/** The withdrawal wizard's first step for a loan ready to withdraw (status 9). */
const wizard = (orderId: number, index = 0) => `/withdrawPreview/${orderId}?index=${index}`

const e2e = serverAndBrowser('money')

async function ok<T>(answer: Promise<{ code: number; msg: string; data: unknown }>, what: string): Promise<T> {
  const { code, msg, data } = await answer
  if (code !== 0) throw new Error(`${what} answered ${code} ${msg}`)
  return data as T
}

/** A borrower whose 100,000 loan is approved and signed (status 9), with or without a PIN of their own. */
async function fundsReadyBorrower({ withPin }: { withPin: boolean }) {
  const { mobile, token } = await registerOverHttp(e2e.server.url)
  await completeProfileOverHttp(e2e.server.url, token)
  await uploadSignatureOverHttp(e2e.server.url, token)
  const { orderId, status } = await applyAndDecide(e2e.server.url, token, 100_000, 12)
  expect(status).toBe(3)
  await acceptContract(e2e.server.url, token, orderId)
  if (withPin) {
    await ok(post(e2e.server.url, '/sms/withdrawPin', {}, token), 'sms/withdrawPin')
    const { code } = await ok<{ code: string }>(post(e2e.server.url, '/sandbox/sms/last', { mobile }), 'sms/last')
    await ok(post(e2e.server.url, '/user/withdrawPin/set', { pin: PIN, smsCode: code }, token), 'withdrawPin/set')
  }
  return { mobile, token, orderId }
}

describe('a borrower’s money in Chromium', () => {
  it('withdraws with a wrong then the right PIN, repays the first period on the payment page, and sees both in the history', async () => {
    const { token, orderId } = await fundsReadyBorrower({ withPin: true })
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()
    const wizardStep = (step: number) => page.locator(`[data-testid="withdraw-wizard"][data-step="${step}"]`)

    await page.goto(`${e2e.server.url}${wizard(orderId)}`)
    await wizardStep(0).waitFor()
    expect(await page.getByLabel('Amount to withdraw').inputValue()).toBe('100000')
    await page.getByText('We never ask you to pay anything to receive your loan.').waitFor()
    await page.getByLabel('Amount to withdraw').fill('150000')
    await page.getByLabel('Amount to withdraw').blur()
    expect(await page.getByLabel('Amount to withdraw').inputValue()).toBe('100000')
    await page.getByRole('button', { name: 'Next' }).click()

    await wizardStep(1).waitFor()
    const { cardNo } = await ok<{ cardNo: string }>(post(e2e.server.url, '/user/info', {}, token), 'user/info')
    await page.getByTestId('own-account').getByText(`${cardNo[0]}********${cardNo.at(-1)}`).waitFor()
    await page.getByText('We never ask you to pay anything to receive your loan.').waitFor()
    await page.getByRole('button', { name: 'Next' }).click()

    await wizardStep(2).waitFor()
    const pin = page.getByLabel('Withdrawal PIN')
    expect(await pin.getAttribute('type')).toBe('password')
    expect(await pin.getAttribute('inputmode')).toBe('numeric')
    expect(await pin.getAttribute('autocomplete')).toBe('off')
    const submit = page.getByTestId('withdraw-submit')
    expect(await submit.isDisabled()).toBe(true)
    await pin.fill('000000')
    await submit.click()
    await page.getByRole('alert').filter({ hasText: 'Wrong PIN, please try again' }).waitFor()
    expect(await pin.inputValue()).toBe('')

    await pin.fill(PIN)
    await expect.poll(() => submit.isEnabled()).toBe(true)
    await submit.click()
    await page.getByText('Withdrawal sent to your bank account').waitFor()
    await wizardStep(3).waitFor()
    await page.locator('[data-testid="payout-status"]').waitFor()

    await ok(post(e2e.server.url, '/sandbox/payouts/settle', {}), 'payouts/settle')
    await page.locator('[data-testid="payout-status"][data-status="succeeded"]').waitFor({ timeout: 15_000 })
    await page.getByRole('link', { name: 'See your repayment schedule' }).click()

    await page.waitForURL((url) => url.pathname === '/repayDetail' && url.searchParams.get('orderId') === String(orderId))
    await page.getByTestId('period-list').waitFor()
    expect(await page.locator('[data-testid="period-list"] > li').count()).toBe(12)
    await page.locator('[data-testid="period-1"] .chip[data-status="pending"]').getByText('Pending').waitFor()
    await page.getByTestId('payoff').getByText('Pay off everything today:').waitFor()
    const firstDue = await page.getByLabel('Amount to pay').inputValue()
    expect(Number(firstDue)).toBeGreaterThan(100)
    // Paying needs a connection: offline, the button says so instead of queueing.
    await context.setOffline(true)
    await page.getByRole('button', { name: 'You are offline — this needs a connection' }).waitFor()
    expect(await page.getByTestId('repay-submit').isDisabled()).toBe(true)
    await context.setOffline(false)
    await expect.poll(() => page.getByTestId('repay-submit').isEnabled()).toBe(true)

    await page.getByRole('radio', { name: /Online payment page/ }).check()
    const [payment] = await Promise.all([context.waitForEvent('page'), page.getByTestId('repay-submit').click()])
    await payment.waitForLoadState()
    expect(new URL(payment.url()).pathname).toMatch(/^\/sandbox\/pay\//)
    // The page writes the amount as money in the borrower's language (฿9,183.33).
    await payment.getByText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(firstDue)), { exact: false }).waitFor()
    await payment.getByRole('button', { name: 'Pay' }).click()
    await payment.getByRole('heading', { name: 'Paid' }).waitFor()
    await payment.close()

    await page.getByTestId('payment-waiting').waitFor()
    await page.getByRole('button', { name: 'I paid — check again' }).click()
    await page.getByTestId('payment-received').waitFor({ timeout: 15_000 })
    await page.locator('[data-testid="period-1"] .chip[data-status="repaid"]').getByText('Repaid').waitFor()
    await page.locator('[data-testid="period-2"] .chip[data-status="pending"]').waitFor()

    await page.getByRole('link', { name: 'See all payments' }).click()
    await page.waitForURL((url) => url.pathname === '/transactionHistory')
    const items = page.getByTestId('transaction')
    await items.first().waitFor()
    expect(await items.count()).toBe(2)
    expect(await items.nth(0).getAttribute('data-kind')).toBe('repayment')
    expect(await items.nth(0).getAttribute('data-status')).toBe('succeeded')
    expect(await items.nth(1).getAttribute('data-kind')).toBe('disbursement')
    await items.nth(1).getByText('Completed').waitFor()
    await context.close()
  })

  it('sends a borrower without a PIN to set one with an SMS code, and back to the PIN step', async () => {
    const { mobile, token, orderId } = await fundsReadyBorrower({ withPin: false })
    const context = await signedInPhone(e2e.browser, token)
    const page = await context.newPage()

    await page.goto(`${e2e.server.url}${wizard(orderId, 2)}`)
    await page.getByTestId('pin-missing').getByText('Set your withdrawal PIN first').waitFor()
    await page.getByRole('link', { name: 'Set your PIN' }).click()
    await page.waitForURL((url) => url.pathname === '/withdrawPin')

    await page.getByLabel('New PIN', { exact: true }).fill('135790')
    await page.getByLabel('Enter the new PIN again').fill('135791')
    await page.getByLabel('Enter the new PIN again').blur()
    await page.getByText('The two PINs do not match').waitFor()
    await page.getByLabel('Enter the new PIN again').fill('135790')
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor()
    const { code } = await ok<{ code: string }>(post(e2e.server.url, '/sandbox/sms/last', { mobile }), 'sms/last')
    await page.getByLabel('SMS code').fill(code)
    await page.getByRole('button', { name: 'Save PIN' }).click()

    await page.waitForURL((url) => url.search.includes('index=2'))
    await page.locator('[data-testid="withdraw-wizard"][data-step="2"]').waitFor()
    await page.getByLabel('Withdrawal PIN').fill('135790')
    await page.getByTestId('withdraw-submit').click()
    await page.locator('[data-testid="payout-status"]').waitFor()
    // The PIN set on the way took: the withdrawal it guarded was sent and is paid out when the provider settles.
    await ok(post(e2e.server.url, '/sandbox/payouts/settle', {}), 'payouts/settle')
    await expect.poll(async () => (await ok<{ status: number }>(post(e2e.server.url, '/loan/orderInfo', { loanOrderId: orderId }, token), 'orderInfo')).status).toBe(ORDER_STATUS.repaying)
    await context.close()
  })
})
