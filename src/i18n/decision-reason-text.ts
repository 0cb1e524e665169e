// Why a loan cannot be offered or was refused, in the borrower's language. The server sends
// codes from the catalogue only (contract/decision-reasons.ts); the words are ours.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DecisionReason } from '../../contract/decision-reasons'
import { i18n } from './i18n'

const REASON_TEXT: Record<DecisionReason, MessageDescriptor> = {
  age_out_of_range: msg`Your age is outside the range we can lend to.`,
  identity_not_verified: msg`We could not verify your identity.`,
  bank_not_verified: msg`We could not verify your bank account.`,
  not_affordable: msg`After your monthly expenses, your income would not cover the repayments with enough to spare.`,
  open_loan: msg`You already have a loan that is not fully repaid.`,
  amount_out_of_limits: msg`The amount is outside what we can lend.`,
  profile_incomplete: msg`Your information is not complete.`,
  above_legal_limit: msg`The law limits how much we can lend for your monthly income.`,
  too_many_lenders: msg`You already have personal loans from as many lenders as the law allows.`,
  below_living_minimum: msg`The repayments would leave you too little to live on each month.`,
  debt_service_limit: msg`Together with your other debts, the repayments would take too large a share of your income.`,
  // A reviewer's reasons: neutral words, never the staff note (and never an accusation).
  fraud: msg`We could not confirm the information in your application.`,
  other: msg`We cannot offer you a loan at this time. If you have questions, contact our customer service.`,
  bureau_consent_missing: msg`You did not allow a credit bureau check, so a person is reviewing your application.`,
  bureau_unavailable: msg`The credit bureau did not answer in time, so a person is reviewing your application.`,
  above_score_limit: msg`The amount is above what we can lend with your current credit assessment.`,
  score_age: msg`Your age weighed against your application in our credit assessment.`,
  score_payment_to_spare: msg`The repayments would take a large share of what is left of your income after expenses.`,
  score_amount_to_income: msg`The amount is large compared with your monthly income.`,
  score_bureau_open_loans: msg`The credit bureau reports several loans you are still repaying.`,
  score_bureau_worst_delinquency: msg`The credit bureau reports late payments on your loans.`,
  score_bureau_past_due: msg`The credit bureau reports money past due on your loans now.`,
  score_bureau_inquiries: msg`Several lenders have checked your credit recently.`,
  score_repaid_loans: msg`You have not yet repaid a loan with us.`,
}

export function decisionReasonText(reason: DecisionReason): string {
  return i18n._(REASON_TEXT[reason])
}
