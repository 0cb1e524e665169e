import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { bankOf, paysIntoWallets } from '../../src/features/withdraw/bank-name'

describe('the payout channel on the withdraw screens', () => {
  it('speaks of an account, not a bank account, where the lender pays into e-wallets', () => {
    expect(paysIntoWallets(MARKETS.PH.payoutChannels)).toBe(true)
    expect(paysIntoWallets(MARKETS.TH.payoutChannels)).toBe(false)
    expect(paysIntoWallets([{ code: '004', name: 'Kasikornbank' }])).toBe(false)
  })

  it('names a channel the list no longer has by its code', () => {
    expect(bankOf(MARKETS.PH.payoutChannels, 'PH_GCASH', 'fil')?.name).toBe('GCash')
    expect(bankOf([], 'PH_GONE', 'en')).toEqual({ name: 'PH_GONE' })
    expect(bankOf([], null, 'en')).toBeNull()
  })
})
