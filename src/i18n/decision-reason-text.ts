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
}

export function decisionReasonText(reason: DecisionReason): string {
  return i18n._(REASON_TEXT[reason])
}
