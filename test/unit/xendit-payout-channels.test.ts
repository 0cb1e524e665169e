// Every Thai bank a borrower can pick is either sent on a Xendit channel or waits as unmapped;
// Philippine codes are Xendit's own and go as they are.
import { describe, expect, it } from 'vitest'
import { PH_BANKS } from '../../contract/market/ph/banks'
import { TH_BANKS, TH_PROMPTPAY } from '../../contract/market/th/banks'
import { xenditPayoutChannel } from '../../server/providers/payout/xendit/payout-channels'

describe("Xendit's payout channels", () => {
  it('maps the large Thai banks and PromptPay to TH_ channels, and leaves the rest unmapped', () => {
    expect(['002', '004', '006', '011', '014', '025', '030'].map(xenditPayoutChannel)).toEqual(['TH_BBL', 'TH_KBANK', 'TH_KTB', 'TH_TTB', 'TH_SCB', 'TH_BAY', 'TH_GSB'])
    expect(xenditPayoutChannel(TH_PROMPTPAY.code)).toBe('TH_PROMPTPAY')
    for (const bank of TH_BANKS) expect(xenditPayoutChannel(bank.code) ?? 'unmapped').toMatch(/^(TH_[A-Z]+|unmapped)$/)
    expect(xenditPayoutChannel('017')).toBeNull()
  })

  it('sends a Philippine channel code as it is', () => {
    for (const bank of PH_BANKS) expect(xenditPayoutChannel(bank.code)).toBe(bank.code)
  })
})
