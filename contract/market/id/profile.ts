import type { MarketProfile } from '../types'
import { ID_ID_TYPES } from './id-types'

export const ID_PROFILE: MarketProfile = {
  code: 'ID',
  name: { en: 'Indonesia', id: 'Indonesia' },
  // Whole rupiah: ISO 4217 gives IDR two minor digits, but no payment rail moves sen (docs/data-sources.md).
  currency: 'IDR',
  minorDigits: 0,
  callingCode: '62',
  timeZone: 'Asia/Jakarta',
  locales: ['id', 'en'],
  phoneExample: '0812 3456 7890',
  ownMobileHint: { en: 'Enter an Indonesian mobile number', id: 'Masukkan nomor ponsel Indonesia' },
  idTypes: ID_ID_TYPES,
  disclosure: 'dailyEconomicBenefit',
  identityCheck: { laserCode: false, authority: 'none' },
  twiceMonthlyRepayment: false,
}
