// The bureau's and the scorecard's reasons (contract/credit/credit-reasons.ts) for the data export,
// translated in the server's catalogs (server/locales/*.po) with the same words as the app's.
import type { MessageDescriptor } from '@lingui/core'
import type { CREDIT_REASONS } from '../../../contract/credit/credit-reasons'

type CreditReason = (typeof CREDIT_REASONS)[number]

export const CREDIT_REASON_MESSAGES: Readonly<Record<CreditReason, MessageDescriptor>> = {
  bureau_consent_missing: /*i18n*/ { id: 'export.creditReason.bureau_consent_missing', message: 'You did not allow a credit bureau check, so a person is reviewing your application.' },
  bureau_unavailable: /*i18n*/ { id: 'export.creditReason.bureau_unavailable', message: 'The credit bureau did not answer in time, so a person is reviewing your application.' },
  above_score_limit: /*i18n*/ { id: 'export.creditReason.above_score_limit', message: 'The amount is above what we can lend with your current credit assessment.' },
  score_age: /*i18n*/ { id: 'export.creditReason.score_age', message: 'Your age weighed against your application in our credit assessment.' },
  score_payment_to_spare: /*i18n*/ { id: 'export.creditReason.score_payment_to_spare', message: 'The repayments would take a large share of what is left of your income after expenses.' },
  score_amount_to_income: /*i18n*/ { id: 'export.creditReason.score_amount_to_income', message: 'The amount is large compared with your monthly income.' },
  score_bureau_open_loans: /*i18n*/ { id: 'export.creditReason.score_bureau_open_loans', message: 'The credit bureau reports several loans you are still repaying.' },
  score_bureau_worst_delinquency: /*i18n*/ { id: 'export.creditReason.score_bureau_worst_delinquency', message: 'The credit bureau reports late payments on your loans.' },
  score_bureau_past_due: /*i18n*/ { id: 'export.creditReason.score_bureau_past_due', message: 'The credit bureau reports money past due on your loans now.' },
  score_bureau_inquiries: /*i18n*/ { id: 'export.creditReason.score_bureau_inquiries', message: 'Several lenders have checked your credit recently.' },
  score_repaid_loans: /*i18n*/ { id: 'export.creditReason.score_repaid_loans', message: 'You have not yet repaid a loan with us.' },
}
