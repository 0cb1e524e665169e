import { describe, expect, it } from 'vitest'
import type { UserInfo } from '../../contract/schemas/accounts'
import { agreedToPolicy, mainAction, needsPolicy } from '../../src/features/home/main-action'
import { userInfo } from '../support/user-info'

const complete = { identity: 1, basicInformation: 1, bankCard: 1 }
const answered = { job: 'teacher', monthlyIncome: 30000, expenses: 12000, loanPurpose: 'education', loanBefore: false, guarantee: false }

function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return userInfo({ role: 'working', identityImages: true, userQualificationView: complete, ...overrides })
}

describe("Home's main button", () => {
  it('asks for the missing information first (ssd_1 → /baseInfo)', () => {
    for (const missing of ['identity', 'basicInformation', 'bankCard'] as const) {
      const view = { identity: 1, basicInformation: 2, bankCard: 3, [missing]: 0 }
      expect(mainAction(user({ userQualificationView: view }), undefined)).toEqual({ kind: 'ssd_1', to: '/baseInfo' })
    }
  })

  it('lets a borrower whose identity is sent go on while its check runs, and sends one asked for a photo back to it', () => {
    const view = { identity: 0, basicInformation: 1, bankCard: 1 }
    for (const status of ['pending', 'review', 'verified'] as const) {
      expect(mainAction(user({ userQualificationView: view, kyc: { status, reasons: [], retake: [] } }), null)).toEqual({ kind: 'apply', to: '/question' })
    }
    const retake = user({ userQualificationView: view, kyc: { status: 'review', reasons: ['face_mismatch'], retake: ['front', 'hand'] } })
    expect(mainAction(retake, null)).toEqual({ kind: 'ssd_1', to: '/baseInfo' })
    const rejected = user({ userQualificationView: view, kyc: { status: 'rejected', reasons: ['liveness_failed'], retake: ['hand'] } })
    expect(mainAction(rejected, null)).toEqual({ kind: 'ssd_1', to: '/baseInfo' })
  })

  it('leads to the current order when there is one', () => {
    const progress = { status: 1, orderId: 42, applyAmount: 100000, balance: 0, contract: null }
    expect(mainAction(user(), progress)).toEqual({ kind: 'wallet', to: '/detail/42' })
    expect(mainAction(user({ lastOrderId: 7 }), null)).toEqual({ kind: 'wallet', to: '/detail/7' })
  })

  it('offers to apply when the profile is complete and there is no order', () => {
    expect(mainAction(user(), null)).toEqual({ kind: 'apply', to: '/question' })
  })

  it('offers the products, not the questionnaire again, to a borrower who answered it', () => {
    expect(mainAction(user(answered), null)).toEqual({ kind: 'apply', to: '/loan' })
  })

  it('offers a new application after a free cancellation or a settled loan', () => {
    for (const status of [12, 10]) {
      const progress = { status, orderId: 42, applyAmount: 100000, balance: 0, contract: null }
      expect(mainAction(user({ ...answered, lastOrderId: 42 }), progress)).toEqual({ kind: 'apply', to: '/loan' })
      expect(mainAction(user({ lastOrderId: 42 }), progress)).toEqual({ kind: 'apply', to: '/question' })
    }
  })

  it('leads to a refusal until its reapply date, then offers a new application', () => {
    const refused = { status: 5, orderId: 42, applyAmount: 100000, balance: 0, contract: null }
    expect(mainAction(user(answered), { ...refused, reapplyAfter: '2026-12-31' })).toEqual({ kind: 'wallet', to: '/detail/42' })
    expect(mainAction(user(answered), refused)).toEqual({ kind: 'apply', to: '/loan' })
  })

  it('leads to paying while a loan is being repaid, even with the profile incomplete', () => {
    const progress = { status: 4, orderId: 42, applyAmount: 100000, balance: 0, contract: null, outstanding: 101_016.67 }
    expect(mainAction(user(), progress)).toEqual({ kind: 'pay', to: '/repayDetail?orderId=42' })
    expect(mainAction(user({ userQualificationView: { identity: 1, basicInformation: 1, bankCard: 0 } }), progress)).toMatchObject({ kind: 'pay' })
  })

  it('still leads to paying a written-off loan: it is owed, not forgiven', () => {
    const progress = { status: 13, orderId: 42, applyAmount: 100000, balance: 0, contract: null, outstanding: 101_016.67 }
    expect(mainAction(user(), progress)).toEqual({ kind: 'pay', to: '/repayDetail?orderId=42' })
  })
})

describe('the borrowing policy on Home', () => {
  it('is asked until the borrower agreed to it, here or on another phone (the user copy says so)', () => {
    expect(agreedToPolicy(user())).toBe(false)
    expect(agreedToPolicy(user({ consents: ['bank_account'] }))).toBe(false)
    expect(agreedToPolicy(user({ consents: ['bank_account', 'borrowing_policy'] }))).toBe(true)
  })

  it('is asked before borrowing, never before paying or looking at a loan already taken', () => {
    expect(needsPolicy({ kind: 'apply', to: '/question' })).toBe(true)
    expect(needsPolicy({ kind: 'ssd_1', to: '/baseInfo' })).toBe(true)
    expect(needsPolicy({ kind: 'pay', to: '/repayDetail?orderId=42' })).toBe(false)
    expect(needsPolicy({ kind: 'wallet', to: '/detail/42' })).toBe(false)
  })
})
