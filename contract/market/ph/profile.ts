import type { MarketProfile } from '../types'
import { PH_COMPLAINTS } from './complaints'
import { PH_CONTACT_HOURS } from './contact-hours'
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
  idTypes: PH_ID_TYPES,
  disclosure: 'monthlyEirTila',
  contactHours: PH_CONTACT_HOURS,
  complaints: PH_COMPLAINTS,
  // Lending and financing companies are licensed by the SEC. Filipino writing keeps the agency's
  // English name (its Filipino rendering is not one we could confirm), saying whose it is.
  regulators: [{ en: 'Securities and Exchange Commission', fil: 'Securities and Exchange Commission (SEC) ng Pilipinas' }],
  identityCheck: { laserCode: false, authority: 'none' },
  twiceMonthlyRepayment: true,
}
