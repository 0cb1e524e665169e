// The wizard's gates: each Next needs its value, and a step reached by its URL still needs the ones before.
import { describe, expect, it } from 'vitest'
import { safeBackPath } from '../../src/features/withdraw/pin-rules'
import { canLeave, reachableStep, toStepIndex, type WizardUser, type WizardValues } from '../../src/features/withdraw/steps'
import { requestKeys } from '../../src/api/request-key'

const user = (overrides: Partial<WizardUser> = {}): WizardUser => ({
  bankName: '004',
  cardNo: '1234567890',
  hasWithdrawPin: true,
  withdrawPinLocked: false,
  ...overrides,
})
const values = (overrides: Partial<WizardValues> = {}): WizardValues => ({ amount: '100000', balance: 100_000, pin: '', ...overrides })

describe('Next', () => {
  it('leaves the amount step with an amount above zero, even one the field will bring down to the balance', () => {
    expect(canLeave(0, values(), user())).toBe(true)
    expect(canLeave(0, values({ amount: '250000' }), user())).toBe(true)
    expect(canLeave(0, values({ amount: '' }), user())).toBe(false)
    expect(canLeave(0, values({ amount: '0' }), user())).toBe(false)
    expect(canLeave(0, values({ balance: 0, amount: '0' }), user())).toBe(false)
  })

  it('leaves the bank step only with the borrower own account', () => {
    expect(canLeave(1, values(), user())).toBe(true)
    expect(canLeave(1, values(), user({ cardNo: null }))).toBe(false)
    expect(canLeave(1, values(), user({ bankName: null }))).toBe(false)
  })

  it('sends only six digits of a PIN that is set and not locked', () => {
    expect(canLeave(2, values({ pin: '246810' }), user())).toBe(true)
    expect(canLeave(2, values({ pin: '24681' }), user())).toBe(false)
    expect(canLeave(2, values({ pin: '246810' }), user({ hasWithdrawPin: false }))).toBe(false)
    expect(canLeave(2, values({ pin: '246810' }), user({ withdrawPinLocked: true }))).toBe(false)
  })

  it('has nothing after the end step', () => {
    expect(canLeave(3, values({ pin: '246810' }), user())).toBe(false)
  })
})

describe('a step reached by its URL', () => {
  it('shows the first earlier step still missing its value', () => {
    expect(reachableStep(2, values({ amount: '' }), user())).toBe(0)
    expect(reachableStep(2, values(), user({ cardNo: null }))).toBe(1)
    expect(reachableStep(2, values(), user())).toBe(2)
    expect(reachableStep(3, values({ amount: '' }), user())).toBe(3)
  })

  it('reads ?index= as 0 to 3 only', () => {
    expect(toStepIndex('2')).toBe(2)
    expect(toStepIndex(3)).toBe(3)
    expect(toStepIndex('4')).toBeUndefined()
    expect(toStepIndex('x')).toBeUndefined()
  })
})

describe('after setting the PIN', () => {
  it('goes back only to a path of this app', () => {
    expect(safeBackPath('/detail/7?index=2')).toBe('/detail/7?index=2')
    expect(safeBackPath('//evil.example')).toBeUndefined()
    expect(safeBackPath('/\\evil.example')).toBeUndefined()
    expect(safeBackPath('https://evil.example')).toBeUndefined()
    expect(safeBackPath(42)).toBeUndefined()
  })
})

describe('a withdrawal sent again after a lost answer', () => {
  it('repeats its idempotency key until an answer arrives, and a changed body gets a new one', () => {
    let n = 0
    const keys = requestKeys(() => `k${++n}`)
    const body = { orderId: 1, amount: 100, pin: '246810' }
    expect(keys.keyFor(body)).toBe('k1')
    expect(keys.keyFor({ ...body })).toBe('k1')
    expect(keys.keyFor({ ...body, pin: '135790' })).toBe('k2')
    keys.answered()
    expect(keys.keyFor({ ...body, pin: '135790' })).toBe('k3')
  })
})
