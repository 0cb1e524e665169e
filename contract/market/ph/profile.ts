import type { MarketProfile } from '../types'
import { PH_ID_TYPES } from './id-types'

export const PH_PROFILE: MarketProfile = {
  code: 'PH',
  name: { en: 'Philippines', fil: 'Pilipinas' },
  currency: 'PHP',
  minorDigits: 2,
  callingCode: '63',
  timeZone: 'Asia/Manila',
  locales: ['en', 'fil'],
  phoneExample: '0917 123 4567',
  ownMobileHint: { en: 'Enter a Philippine mobile number', fil: 'Maglagay ng mobile number sa Pilipinas' },
  idTypes: PH_ID_TYPES,
  disclosure: 'monthlyEirTila',
  identityCheck: { laserCode: false, authority: 'philsys-qr' },
  twiceMonthlyRepayment: true,
}
