import { describe, expect, it } from 'vitest'
import type { LoanProgress } from '../../contract/schemas/orders'
import { deletionBlock } from '../../src/features/privacy/deletion-block'

function loan(status: number, overrides: Partial<NonNullable<LoanProgress>> = {}): LoanProgress {
  return { status, orderId: 42, applyAmount: 5000, balance: 0, contract: null, ...overrides }
}

describe('why the account cannot be deleted, told before confirming', () => {
  it('says nothing stops it with no loan, or one that is over, or while the loan is not known yet', () => {
    expect(deletionBlock(null)).toBeNull()
    expect(deletionBlock(undefined)).toBeNull()
    for (const status of [5, 10, 12]) expect(deletionBlock(loan(status))).toBeNull()
  })

  it('names an application under review, which can be cancelled', () => {
    expect(deletionBlock(loan(0))).toBe('in_review')
    expect(deletionBlock(loan(1))).toBe('in_review')
  })

  it('names an approved loan whose money is not withdrawn, and money already on its way', () => {
    expect(deletionBlock(loan(3))).toBe('approved')
    expect(deletionBlock(loan(9, { balance: 5000 }))).toBe('approved')
    expect(deletionBlock(loan(9, { balance: 0 }))).toBe('money_on_its_way')
  })

  it('names a loan being repaid, written off included: it is still owed', () => {
    expect(deletionBlock(loan(4))).toBe('repaying')
    expect(deletionBlock(loan(13))).toBe('repaying')
  })
})
