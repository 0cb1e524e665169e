import type { LatePaymentRules } from '../types'

/**
 * The Philippines (docs/late-payment.md): for lending and financing companies' small short-term
 * loans, penalties for late payment may not exceed 5% a month of the scheduled amount due, and all
 * interest, fees and penalties together 100% of the amount borrowed (BSP Circular 1133 s.2021, SEC
 * MC No. 3 s.2022, in force 3 March 2022); we charge none. Loans are reported to the Credit
 * Information Corporation (CIC) monthly. No rule sets a grace period: late from the day after the
 * due date.
 */
export const PH_LATE_PAYMENT: LatePaymentRules = {
  graceDays: 0,
  charges: 'none',
  bureau: { en: 'Credit Information Corporation (CIC)', fil: 'Credit Information Corporation (CIC)' },
  lawAllows: {
    en: 'SEC rules would allow a late-payment penalty of up to 5% a month of the amount due, with all interest, fees and penalties together never more than the amount borrowed.',
    fil: 'Pinapayagan ng mga patakaran ng SEC ang multa sa huling bayad na hanggang 5% kada buwan ng halagang dapat bayaran, at hindi kailanman lalampas sa halagang hiniram ang lahat ng interes, bayarin at multa nang magkakasama.',
  },
}
