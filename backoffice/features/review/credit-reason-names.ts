import type { DecisionReason } from '../../../contract/decision-reasons'

/** The bureau's and the scorecard's reason codes as staff read them (the borrower reads the app's words). */
export const CREDIT_REASON_NAMES: Partial<Record<DecisionReason, string>> = {
  bureau_consent_missing: 'No consent to ask the bureau',
  bureau_unavailable: 'Bureau gave no answer in time',
  above_score_limit: "Amount above the band's limit",
  score_age: 'Age',
  score_payment_to_spare: 'Instalment against income after expenses',
  score_amount_to_income: 'Amount against monthly income',
  score_bureau_open_loans: 'Open loans at the bureau',
  score_bureau_worst_delinquency: 'Worst days past due at the bureau',
  score_bureau_past_due: 'Amount past due at the bureau',
  score_bureau_inquiries: 'Recent inquiries at the bureau',
  score_repaid_loans: 'Loans repaid with us',
}

export const reasonName = (code: DecisionReason) => CREDIT_REASON_NAMES[code] ?? code.replaceAll('_', ' ')
