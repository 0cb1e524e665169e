// Codes that last (issue 37): how long each method's payment can be paid, how much may be open at
// once, and which payments the phone still shows as payable, from a copy kept offline too.
import { describe, expect, it } from 'vitest'
import { openRoom, PAYMENT_VALID_MS, paymentExpiresAt } from '../../contract/payment-methods'
import { isExpired, leftTheList, shownPayments } from '../../src/features/repay/open-payment-rules'
import { paymentLimits } from '../../src/features/repay/repay-rules'

const HOUR = 3600_000
const opened = new Date('2027-03-01T09:00:00Z')
const payment = (paymentId: string, expiresAt: string) => ({
  paymentId,
  method: 'otc' as const,
  amt: 500,
  reference: '123456789012',
  expiresAt,
})

describe('how long a payment can be paid', () => {
  it('gives a counter code two days, so the counter can be reached tomorrow', () => {
    expect(paymentExpiresAt('otc', opened).toISOString()).toBe('2027-03-03T09:00:00.000Z')
    expect(PAYMENT_VALID_MS.otc).toBeGreaterThanOrEqual(24 * HOUR)
  })

  it('gives a QR long enough to open a banking app and come back, and no method less', () => {
    expect(PAYMENT_VALID_MS.qr).toBeGreaterThanOrEqual(30 * 60_000)
    for (const ms of Object.values(PAYMENT_VALID_MS)) expect(ms).toBeGreaterThanOrEqual(15 * 60_000)
  })
})

describe('what may be open at once', () => {
  it('is what paying off costs today, less what open payments already ask for', () => {
    expect(openRoom(5_300_00, 0, 2)).toBe(5_300_00)
    expect(openRoom(5_300_00, 5_000_00, 2)).toBe(300_00)
  })

  it('is nothing once the open payments ask for the payoff, or leave less than one payment', () => {
    expect(openRoom(5_300_00, 5_300_00, 2)).toBeNull()
    expect(openRoom(5_300_00, 5_250_00, 2)).toBeNull()
    // What is left when it is under 100 is still one payment.
    expect(openRoom(42_50, 0, 2)).toBe(42_50)
  })
})

describe('the payments a phone shows', () => {
  it('marks a payment expired once its time has passed, read from the kept copy', () => {
    const shown = shownPayments(null, [payment('a', '2027-03-03T09:00:00Z'), payment('b', '2027-03-01T09:10:00Z')], Date.parse('2027-03-01T10:00:00Z'))
    expect(shown.map((p) => [p.paymentId, p.expired])).toEqual([
      ['a', false],
      ['b', true],
    ])
    expect(isExpired({ expiresAt: 'not a date' }, Date.now())).toBe(false)
  })

  it('puts the payment just opened first, and shows it once though the list has it too', () => {
    const just = payment('b', '2027-03-03T09:00:00Z')
    const shown = shownPayments(just, [payment('a', '2027-03-03T09:00:00Z'), payment('b', '2027-03-03T09:00:00Z')], opened.getTime())
    expect(shown.map((p) => p.paymentId)).toEqual(['b', 'a'])
  })
})

describe('a payment that leaves the list', () => {
  it('is one still payable when last seen; one that expired meanwhile left by itself', () => {
    const before = [payment('paid', '2027-03-03T09:00:00Z'), payment('expired', '2027-03-01T09:10:00Z'), payment('kept', '2027-03-03T09:00:00Z')]
    const after = [payment('kept', '2027-03-03T09:00:00Z')]
    expect(leftTheList(before, after, Date.parse('2027-03-01T10:00:00Z')).map((p) => p.paymentId)).toEqual(['paid'])
  })
})

describe('the limits a method shows', () => {
  it('agree between the choice and the hint: an e-wallet up to ₱100,000 shows the ₱5,000 payoff in both', () => {
    const limits = paymentLimits(5_000, {
      method: 'ewallet',
      maxAmount: 100_000,
    })
    expect([limits.min, limits.max]).toEqual([100, 5_000])
  })
})
