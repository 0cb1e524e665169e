import { eq } from 'drizzle-orm'
import { disbursements, ledgerLines, schedulePeriods } from '../../server/db/schema'
import { pngFile } from '../fixtures/images'
import { DEMO_MARKETS, type DemoMarket } from './demo-markets'
import { boundAccount, completeProfile } from './profile'
import type { TestApp } from './test-app'

export const PIN = '246810'

/**
 * A borrower of the market's demo lender with an approved, signed order (status 9) for `amt` (the
 * market's loan by default) and a withdrawal PIN of their own, paid to `account` when given (a
 * bank account of the Thai lender's; test/support/profile.ts binds each market's default).
 */
export async function fundsReady(t: TestApp, market: DemoMarket, amt: number = market.amount, account?: string) {
  const user = await t.registerUser({ lender: market.lender })
  await completeProfile(t, user.token, {}, market.market)
  if (account !== undefined) await t.api.call('/user/bank/binding', { bankName: '004', cardNo: account }, { token: user.token })
  const orderId = await signedOrder(t, user, { ...market.loan, amt })
  return { ...user, orderId, cardNo: await boundAccount(t, user.token) }
}

/** A borrower of the Thai lender at status 9 (fundsReady). */
export const fundsReadyOrder = (t: TestApp, amt = 100_000, account?: string) => fundsReady(t, DEMO_MARKETS[0], amt, account)

/** The same for a borrower of the Philippine lender, paid to GCash (test/support/profile.ts). */
export const fundsReadyPhOrder = (t: TestApp, amt = 8_000) => fundsReady(t, DEMO_MARKETS[1], amt)

/** The same borrower paid out: withdrawn with the PIN and the sandbox payout settled, so repaying. */
export async function repaying(t: TestApp, market: DemoMarket, amt: number = market.amount) {
  const order = await fundsReady(t, market, amt)
  const answer = await t.api.call('/user/withdraw', { loanOrderId: order.orderId, password: PIN, withdrawAmount: amt, bankcard: order.cardNo }, { token: order.token })
  if (answer.code !== 0) throw new Error(`withdraw answered ${answer.code}`)
  await t.api.call('/sandbox/payouts/settle', {})
  return order
}

/** Signs, applies, is decided, accepts the contract and sets the PIN: the order waits at 9. */
async function signedOrder(t: TestApp, user: { token: string; mobile: string }, loan: { amt: number; configId: number; periodDays: number; appId: number }): Promise<number> {
  const { token } = user
  await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
  const { data } = await t.api.call('/loan/apply', loan, { token })
  await t.runJobs()
  const orderId = data.loanOrderId
  const accepted = await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token })
  if (accepted.code !== 0) throw new Error(`accept answered ${accepted.code}`)
  await setPin(t, token, user.mobile, PIN)
  return orderId
}

export async function setPin(t: TestApp, token: string, mobile: string, pin: string) {
  t.clock.advance(61_000)
  const sent = await t.api.call('/sms/withdrawPin', {}, { token })
  if (sent.code !== 0) throw new Error(`sms/withdrawPin answered ${sent.code}`)
  const set = await t.api.call('/user/withdrawPin/set', { pin, smsCode: await t.smsCode(mobile) }, { token })
  if (set.code !== 0) throw new Error(`withdrawPin/set answered ${set.code}`)
}

/** Every invariant of the money of one order; throws with the one that broke. */
export async function checkInvariants(t: TestApp, orderId: number, approvedMinor: number) {
  const { db } = t.database
  const lines = await db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId))
  const entries = new Map<string, number>()
  for (const l of lines) entries.set(l.entryId, (entries.get(l.entryId) ?? 0) + l.amountMinor)
  for (const [entry, total] of entries) if (total !== 0) throw new Error(`entry ${entry} sums to ${total}`)
  const total = (account: string) => lines.filter((l) => l.account === account).reduce((a, l) => a + l.amountMinor, 0)
  const receivable = total('receivable')
  // A write-off moves receivable to loss; what is paid after it is a recovery: together still what is owed.
  const loss = total('loss')
  const recovery = total('recovery')
  const periods = await db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId))
  const outstanding = periods.reduce((a, p) => a + (p.status === 1 ? 0 : p.amountMinor - p.paidMinor), 0)
  if (receivable + loss + recovery !== outstanding) throw new Error(`receivable ${receivable} + loss ${loss} + recovery ${recovery} ≠ outstanding ${outstanding}`)
  if (outstanding < 0) throw new Error(`outstanding ${outstanding} < 0`)
  // A refund sends back the borrower's credit: not money lent.
  const lent = (await db.select().from(disbursements).where(eq(disbursements.orderId, orderId))).filter((d) => d.purpose === 'loan')
  const paidOut = lent
    .filter((d) => d.status !== 'failed')
    .reduce((a, d) => a + d.amountMinor, 0)
  if (paidOut > approvedMinor) throw new Error(`disbursed ${paidOut} > approved ${approvedMinor}`)
  if (periods.some((p) => p.paidMinor > p.amountMinor)) throw new Error('a period was paid more than it owed')
  const cash = lines.filter((l) => l.account === 'cash').reduce((a, l) => a + l.amountMinor, 0)
  const interest = lines.filter((l) => l.account === 'interest_income').reduce((a, l) => a + l.amountMinor, 0)
  const credit = lines.filter((l) => l.account === 'borrower_credit').reduce((a, l) => a + l.amountMinor, 0)
  if (receivable < 0) throw new Error(`receivable ${receivable} < 0`)
  if (credit > 0) throw new Error(`the borrower owes a credit of ${credit}`)
  if (loss < 0 || recovery > 0) throw new Error(`loss ${loss} or recovery ${recovery} has the wrong sign`)
  if (cash + interest + receivable + credit + loss + recovery !== 0) throw new Error('the books do not balance')
  if (periods.length > 0) {
    const succeeded = lent.filter((d) => d.status === 'succeeded')
    const principal = succeeded.reduce((a, d) => a + d.amountMinor, 0)
    const scheduled = periods.reduce((a, p) => a + p.amountMinor, 0)
    const scheduledInterest = periods.reduce((a, p) => a + p.interestMinor, 0)
    if (scheduled !== principal + scheduledInterest) throw new Error(`schedule ${scheduled} ≠ principal ${principal} + interest ${scheduledInterest}`)
  }
}
