import type { LatePaymentRules } from '../types'

/**
 * Thailand (docs/late-payment.md): default interest on a personal loan may be charged only on the
 * overdue instalment's principal, at no more than the contract rate plus 3% a year (BOT
 * notification SorKorSor. 9/2563, in force 1 April 2021); we charge none. Loans are reported to the
 * National Credit Bureau (NCB) monthly. No rule sets a grace period: a payment is late from the day
 * after its due date, as the bureau counts days past due.
 */
export const TH_LATE_PAYMENT: LatePaymentRules = {
  graceDays: 0,
  charges: 'none',
  bureau: { en: 'National Credit Bureau (NCB)', th: 'บริษัท ข้อมูลเครดิตแห่งชาติ จำกัด (เครดิตบูโร)', zh: '泰国国家信用局 (NCB)' },
  lawAllows: {
    en: 'Bank of Thailand rules would allow default interest of up to the contract rate plus 3% a year, on the late instalment only.',
    th: 'หลักเกณฑ์ของธนาคารแห่งประเทศไทยอนุญาตให้คิดดอกเบี้ยผิดนัดได้ไม่เกินอัตราตามสัญญาบวกร้อยละ 3 ต่อปี และเฉพาะค่างวดที่ค้างชำระเท่านั้น',
    zh: '泰国银行的规定允许收取的违约利息最高为合同利率加每年3%，且只针对逾期的那一期。',
  },
}
