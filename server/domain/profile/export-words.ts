// The names the data export gives its codes, in each of the app's languages: the borrower reads
// "Repaying", not 4. Their translations are in the server's catalogs (server/locales/*.po).
import type { MessageDescriptor } from '@lingui/core'
import type { ConsentPurpose, Role } from '../../../contract/consents'
import type { DecisionReason } from '../../../contract/decision-reasons'
import type { HoldReason } from '../../../contract/hold-reasons'
import { LOCALE_CODES, type Locale } from '../../../contract/locales'
import type { OrderStatus, PeriodStatus } from '../../../contract/order-status'
import type { PayoutFailure } from '../../../contract/payout-failures'
import { sayAll } from '../../i18n'
import type { LedgerAccount } from '../money/ledger'
import { CREDIT_REASON_MESSAGES } from './export-credit-words'

export type MoneyStatus = 'pending' | 'succeeded' | 'failed'
export type ActorKind = 'you' | 'staff' | 'automatic'
export type StaffAction = 'hold' | 'lift_hold' | 'reveal' | 'view_photo' | 'approve' | 'refuse' | 'retry_disbursement' | 'kyc_verify' | 'kyc_reject'

export type ExportWords = {
  orderStatus: Record<OrderStatus, string>
  periodStatus: Record<PeriodStatus, string>
  money: Record<MoneyStatus, string>
  consent: Record<ConsentPurpose, string>
  hold: Record<HoldReason, string>
  payoutFailure: Record<PayoutFailure, string>
  decision: Record<DecisionReason, string>
  sex: Record<1 | 2, string>
  role: Record<Role, string>
  ledger: Record<LedgerAccount, string>
  actor: Record<ActorKind, string>
  staffAction: Record<StaffAction, string>
}

/** The words as descriptors, in the shape of ExportWords: a code without its message fails the typecheck. */
const MESSAGES: { [K in keyof ExportWords]: Record<keyof ExportWords[K], MessageDescriptor> } = {
  orderStatus: {
    0: /*i18n*/ { id: 'export.orderStatus.0', message: 'Submitted' },
    1: /*i18n*/ { id: 'export.orderStatus.1', message: 'Under review' },
    3: /*i18n*/ { id: 'export.orderStatus.3', message: 'Approved' },
    4: /*i18n*/ { id: 'export.orderStatus.4', message: 'Repaying' },
    5: /*i18n*/ { id: 'export.orderStatus.5', message: 'Refused' },
    9: /*i18n*/ { id: 'export.orderStatus.9', message: 'Ready to withdraw' },
    10: /*i18n*/ { id: 'export.orderStatus.10', message: 'Settled' },
    12: /*i18n*/ { id: 'export.orderStatus.12', message: 'Cancelled' },
    13: /*i18n*/ { id: 'export.orderStatus.13', message: 'Written off (still owed)' },
  },
  periodStatus: {
    0: /*i18n*/ { id: 'export.periodStatus.0', message: 'Not yet paid' },
    1: /*i18n*/ { id: 'export.periodStatus.1', message: 'Repaid' },
    2: /*i18n*/ { id: 'export.periodStatus.2', message: 'Overdue' },
  },
  money: {
    pending: /*i18n*/ { id: 'export.money.pending', message: 'In progress' },
    succeeded: /*i18n*/ { id: 'export.money.succeeded', message: 'Completed' },
    failed: /*i18n*/ { id: 'export.money.failed', message: 'Failed' },
  },
  consent: {
    identity_verification: /*i18n*/ { id: 'export.consent.identity_verification', message: 'Checking who you are' },
    bank_account: /*i18n*/ { id: 'export.consent.bank_account', message: 'Your bank account' },
    credit_assessment: /*i18n*/ { id: 'export.consent.credit_assessment', message: 'Deciding on your application' },
    borrowing_policy: /*i18n*/ { id: 'export.consent.borrowing_policy', message: 'Borrowing policy' },
    credit_bureau: /*i18n*/ { id: 'export.consent.credit_bureau', message: 'Asking the credit bureau about you' },
  },
  hold: {
    reupload_identity_photo: /*i18n*/ { id: 'export.hold.reupload_identity_photo', message: 'Please take your identity photos again: one of them could not be read.' },
    verify_bank_account: /*i18n*/ { id: 'export.hold.verify_bank_account', message: 'We need to confirm that the bank account is in your own name.' },
    identity_under_review: /*i18n*/ { id: 'export.hold.identity_under_review', message: 'Our team is checking your identity. This usually takes one working day.' },
    account_security_check: /*i18n*/ { id: 'export.hold.account_security_check', message: 'We are checking recent activity on your account to keep it safe.' },
  },
  payoutFailure: {
    account_closed: /*i18n*/ { id: 'export.payoutFailure.account_closed', message: 'Your bank says this account is closed.' },
    name_mismatch: /*i18n*/ { id: 'export.payoutFailure.name_mismatch', message: 'The name on this bank account is not the name you verified.' },
    account_invalid: /*i18n*/ { id: 'export.payoutFailure.account_invalid', message: 'Your bank does not know this account number.' },
    bank_unavailable: /*i18n*/ { id: 'export.payoutFailure.bank_unavailable', message: 'Your bank could not take the payment just now.' },
  },
  decision: {
    age_out_of_range: /*i18n*/ { id: 'export.decision.age_out_of_range', message: 'Your age is outside the range we can lend to.' },
    identity_not_verified: /*i18n*/ { id: 'export.decision.identity_not_verified', message: 'We could not verify your identity.' },
    bank_not_verified: /*i18n*/ { id: 'export.decision.bank_not_verified', message: 'We could not verify your bank account.' },
    not_affordable: /*i18n*/ { id: 'export.decision.not_affordable', message: 'After your monthly expenses, your income would not cover the repayments with enough to spare.' },
    open_loan: /*i18n*/ { id: 'export.decision.open_loan', message: 'You already have a loan that is not fully repaid.' },
    amount_out_of_limits: /*i18n*/ { id: 'export.decision.amount_out_of_limits', message: 'The amount is outside what we can lend.' },
    profile_incomplete: /*i18n*/ { id: 'export.decision.profile_incomplete', message: 'Your information is not complete.' },
    above_legal_limit: /*i18n*/ { id: 'export.decision.above_legal_limit', message: 'The law limits how much we can lend for your monthly income.' },
    too_many_lenders: /*i18n*/ { id: 'export.decision.too_many_lenders', message: 'You already have personal loans from as many lenders as the law allows.' },
    below_living_minimum: /*i18n*/ { id: 'export.decision.below_living_minimum', message: 'The repayments would leave you too little to live on each month.' },
    debt_service_limit: /*i18n*/ { id: 'export.decision.debt_service_limit', message: 'Together with your other debts, the repayments would take too large a share of your income.' },
    fraud: /*i18n*/ { id: 'export.decision.fraud', message: 'We could not confirm the information in your application.' },
    other: /*i18n*/ { id: 'export.decision.other', message: 'We cannot offer you a loan at this time. If you have questions, contact our customer service.' },
    ...CREDIT_REASON_MESSAGES,
  },
  sex: {
    1: /*i18n*/ { id: 'export.sex.1', message: 'Male' },
    2: /*i18n*/ { id: 'export.sex.2', message: 'Female' },
  },
  role: {
    working: /*i18n*/ { id: 'export.role.working', message: 'Working' },
    studying: /*i18n*/ { id: 'export.role.studying', message: 'Studying' },
  },
  ledger: {
    receivable: /*i18n*/ { id: 'export.ledger.receivable', message: 'Owed by you' },
    cash: /*i18n*/ { id: 'export.ledger.cash', message: 'Money paid out or received' },
    interest_income: /*i18n*/ { id: 'export.ledger.interest_income', message: 'Interest' },
    borrower_credit: /*i18n*/ { id: 'export.ledger.borrower_credit', message: 'Paid beyond what was owed (owed back to you)' },
    loss: /*i18n*/ { id: 'export.ledger.loss', message: 'Written off by the lender (still owed by you)' },
    recovery: /*i18n*/ { id: 'export.ledger.recovery', message: 'Paid after the write-off' },
  },
  actor: {
    you: /*i18n*/ { id: 'export.actor.you', message: 'You' },
    staff: /*i18n*/ { id: 'export.actor.staff', message: "The lender's staff" },
    automatic: /*i18n*/ { id: 'export.actor.automatic', message: 'Automatically' },
  },
  staffAction: {
    hold: /*i18n*/ { id: 'export.staffAction.hold', message: 'Put your account on hold' },
    lift_hold: /*i18n*/ { id: 'export.staffAction.lift_hold', message: 'Lifted the hold on your account' },
    reveal: /*i18n*/ { id: 'export.staffAction.reveal', message: 'Viewed a full number of yours' },
    view_photo: /*i18n*/ { id: 'export.staffAction.view_photo', message: 'Viewed one of your identity photos' },
    kyc_verify: /*i18n*/ { id: 'export.staffAction.kyc_verify', message: 'Checked your identity documents and verified your identity' },
    kyc_reject: /*i18n*/ { id: 'export.staffAction.kyc_reject', message: 'Checked your identity documents and asked you for new ones' },
    approve: /*i18n*/ { id: 'export.staffAction.approve', message: 'Approved your application' },
    refuse: /*i18n*/ { id: 'export.staffAction.refuse', message: 'Refused your application' },
    retry_disbursement: /*i18n*/ { id: 'export.staffAction.retry_disbursement', message: 'Sent a failed payout again' },
  },

}

export const EXPORT_WORDS: Readonly<Record<Locale, ExportWords>> = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, sayAll(locale, MESSAGES)])) as Record<Locale, ExportWords>

/** `{ code, name }`: the code a machine reads beside the word the borrower reads (the code itself when the list has no word for it). */
export function named<C extends string | number>(names: Readonly<Record<string | number, string>>, code: C): { code: C; name: string } {
  return { code, name: names[code] ?? String(code) }
}
