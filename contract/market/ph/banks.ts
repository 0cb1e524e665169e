import type { PayoutChannel } from '../types'

const logo = (code: string) => `/bank-logos/${code}.svg`

export const PH_BANKS: readonly PayoutChannel[] = [
  { code: 'PH_BDO', name: 'BDO Unibank', kind: 'bank', logo: logo('PH_BDO'), account: { type: 'digits', min: 10, max: 12, example: '001234567890' } },
  { code: 'PH_BPI', name: 'Bank of the Philippine Islands (BPI)', kind: 'bank', logo: logo('PH_BPI'), account: { type: 'digits', min: 10, max: 10, example: '1234567890' } },
]

export const PH_EWALLETS: readonly PayoutChannel[] = [
  { code: 'PH_GCASH', name: 'GCash', kind: 'ewallet', logo: logo('PH_GCASH'), account: { type: 'mobile', example: '0917 123 4567' } },
  { code: 'PH_PAYMAYA', name: 'Maya', kind: 'ewallet', logo: logo('PH_PAYMAYA'), account: { type: 'mobile', example: '0917 123 4567' } },
]
