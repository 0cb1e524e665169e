import type { LatePaymentRules } from '../types'

/**
 * Indonesia (docs/late-payment.md): OJK lets an LPBBTI platform charge a late fee on consumptive
 * funding of at most 0.3% of the outstanding amount a calendar day in 2024, 0.2% in 2025 and 0.1%
 * from 2026 (SEOJK 19/SEOJK.06/2023), and all economic benefit with late fees together never above
 * the amount funded; we charge none. LPBBTI platforms report every loan to OJK's fintech data
 * centre (Pusdafil), and may report to licensed private credit bureaus (docs/indonesia.md); no rule
 * sets a grace period, so a payment is late from the day after its due date.
 */
export const ID_LATE_PAYMENT: LatePaymentRules = {
  graceDays: 0,
  charges: 'none',
  bureau: {
    en: "OJK's fintech lending data centre (Pusdafil)",
    id: 'Pusat Data Fintech Lending (Pusdafil) OJK',
  },
  lawAllows: {
    en: 'OJK rules would allow a late fee of up to 0.1% of the overdue amount a day, with all costs and late fees together never more than the amount of the loan.',
    id: 'Aturan OJK membolehkan denda keterlambatan paling banyak 0,1% dari jumlah yang terlambat per hari, dan seluruh biaya serta denda tidak boleh melebihi jumlah pinjaman.',
  },
}
