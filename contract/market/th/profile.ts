import type { MarketProfile } from '../types'
import { TH_COMPLAINTS } from './complaints'
import { TH_CONTACT_HOURS } from './contact-hours'
import { TH_ID_TYPES } from './id-types'

export const TH_PROFILE: MarketProfile = {
  code: 'TH',
  name: { en: 'Thailand', th: 'ประเทศไทย', zh: '泰国' },
  currency: 'THB',
  minorDigits: 2,
  callingCode: '66',
  timeZone: 'Asia/Bangkok',
  locales: ['th', 'en', 'zh'],
  phoneExample: '081 234 5678',
  idTypes: TH_ID_TYPES,
  disclosure: 'annualRate',
  contactHours: TH_CONTACT_HOURS,
  complaints: TH_COMPLAINTS,
  // Personal-loan lenders hold a Ministry of Finance licence under the Bank of Thailand's supervision.
  regulators: [
    { en: 'Ministry of Finance', th: 'กระทรวงการคลัง', zh: '泰国财政部' },
    { en: 'Bank of Thailand', th: 'ธนาคารแห่งประเทศไทย', zh: '泰国银行' },
  ],
  identityCheck: { laserCode: true, authority: 'dopa' },
  twiceMonthlyRepayment: false,
}
