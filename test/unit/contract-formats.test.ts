import { describe, expect, it } from 'vitest'
import { contractFormats } from '../../server/domain/orders/contract-formats'

describe("the contract's money", () => {
  it('shows the minor digits the market pack declares, not Intl’s own table', () => {
    const twoDigits = contractFormats('en', { code: 'THB', minorDigits: 2 }, 'Asia/Bangkok')
    expect(twoDigits.money(1234.5)).toMatch(/^THB\s1,234\.50$/)
    // Intl writes IDR with 2 decimals; a pack that says the rupiah is whole gets it whole.
    const whole = contractFormats('en', { code: 'IDR', minorDigits: 0 }, 'Asia/Jakarta')
    expect(whole.money(25_000)).toMatch(/^IDR\s25,000$/)
  })
})
