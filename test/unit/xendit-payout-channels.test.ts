// Every Thai or Indonesian bank a borrower can pick is either sent on a Xendit channel or waits as
// unmapped; Philippine codes are Xendit's own and go as they are. Thai and Indonesian banks share
// three-digit codes, so the payout's currency says which is meant.
import { describe, expect, it } from 'vitest'
import { ID_BANKS } from '../../contract/market/id/banks'
import { PH_BANKS } from '../../contract/market/ph/banks'
import { TH_BANKS, TH_PROMPTPAY } from '../../contract/market/th/banks'
import { xenditPayoutChannel } from '../../server/providers/payout/xendit/payout-channels'

const thai = (code: string) => xenditPayoutChannel(code, 'THB')
const indonesian = (code: string) => xenditPayoutChannel(code, 'IDR')

describe("Xendit's payout channels", () => {
  it('maps the large Thai banks and PromptPay to TH_ channels, and leaves the rest unmapped', () => {
    expect(['002', '004', '006', '011', '014', '025', '030'].map(thai)).toEqual(['TH_BBL', 'TH_KBANK', 'TH_KTB', 'TH_TTB', 'TH_SCB', 'TH_BAY', 'TH_GSB'])
    expect(thai(TH_PROMPTPAY.code)).toBe('TH_PROMPTPAY')
    for (const bank of TH_BANKS) expect(thai(bank.code) ?? 'unmapped').toMatch(/^(TH_[A-Z]+|unmapped)$/)
    expect(thai('017')).toBeNull()
  })

  it('sends a Philippine channel code as it is', () => {
    for (const bank of PH_BANKS) expect(xenditPayoutChannel(bank.code, 'PHP')).toBe(bank.code)
  })

  // OCBC's code is ID_OCBC in some public integrations and ID_OCBC_NISP in others: it waits until checked.
  it('maps every Indonesian bank and e-wallet to an ID_ channel, but OCBC, which waits unmapped', () => {
    expect(['014', '008', '002', '009', '451'].map(indonesian)).toEqual(['ID_BCA', 'ID_MANDIRI', 'ID_BRI', 'ID_BNI', 'ID_BSI'])
    expect(['OVO', 'DANA', 'GOPAY', 'SHOPEEPAY', 'LINKAJA'].map(indonesian)).toEqual(['ID_OVO', 'ID_DANA', 'ID_GOPAY', 'ID_SHOPEEPAY', 'ID_LINKAJA'])
    for (const channel of ID_BANKS) expect(indonesian(channel.code) ?? 'unmapped', channel.name).toMatch(channel.code === '028' ? /^unmapped$/ : /^ID_[A-Z]+$/)
  })

  it('reads a code two markets share by the currency paid: 014 is SCB in baht and BCA in rupiah', () => {
    expect(thai('014')).toBe('TH_SCB')
    expect(indonesian('014')).toBe('ID_BCA')
    expect(indonesian('004')).toBeNull()
  })
})
