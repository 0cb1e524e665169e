import type { MarketProfile } from '../types'
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
  ownMobileHint: { en: 'Enter a Thai mobile number', th: 'กรอกหมายเลขโทรศัพท์มือถือของไทย', zh: '请输入泰国手机号码' },
  idTypes: TH_ID_TYPES,
  disclosure: 'annualRate',
  identityCheck: { laserCode: true, authority: 'dopa' },
  twiceMonthlyRepayment: false,
}
