import type { LatePaymentRules } from '../types'

// Issue 40: OJK's late-payment rules and the reporting system are being written.
export const ID_LATE_PAYMENT: LatePaymentRules = {
  graceDays: 0,
  charges: 'none',
  bureau: { en: "OJK's Financial Information Services System (SLIK)", id: 'Sistem Layanan Informasi Keuangan (SLIK) OJK' },
  lawAllows: { en: 'Issue 40', id: 'Issue 40' },
}
