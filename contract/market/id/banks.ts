// Banks and e-wallets an Indonesian borrower can be paid into; the wire code is Xendit's channel code.
import type { PayoutChannel } from '../types'

const bank = (code: string, name: string): PayoutChannel => ({
  code,
  name,
  kind: 'bank',
  logo: `/bank-logos/${code}.svg`,
  account: { type: 'digits', min: 10, max: 16, example: '1234567890' },
})

export const ID_BANKS: readonly PayoutChannel[] = [bank('BCA', 'Bank Central Asia (BCA)'), bank('MANDIRI', 'Bank Mandiri'), bank('BRI', 'Bank Rakyat Indonesia (BRI)'), bank('BNI', 'Bank Negara Indonesia (BNI)')]
