// The catalogue's codes in the borrower's language. English must match the
// catalogue in contract/ (a unit test holds them together).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../contract/api-error'
import type { ErrorCode } from '../../contract/error-codes'
import { NetworkError } from '../api/network-error'
import { i18n } from './i18n'

export const ERROR_TEXT: Record<ErrorCode, MessageDescriptor> = {
  5: msg({ id: 'service_error_5', message: 'Too many requests, please try again later' }),
  7: msg({ id: 'service_error_7', message: 'This account has been removed' }),
  401: msg({ id: 'service_error_401', message: 'Please log in' }),
  500: msg({ id: 'service_error_500', message: 'Unknown error' }),
  10000: msg({ id: 'service_error_10000', message: 'Invalid invite code' }),
  10001: msg({ id: 'service_error_10001', message: 'Wrong phone number or password' }),
  10002: msg({ id: 'service_error_10002', message: 'This phone number is already registered, please log in' }),
  10003: msg({ id: 'service_error_10003', message: 'Account not found' }),
  10004: msg({ id: 'service_error_10004', message: 'Request error' }),
  10005: msg({ id: 'service_error_10005', message: 'Cannot get authentication info' }),
  10006: msg({ id: 'service_error_10006', message: 'User update failed' }),
  10007: msg({ id: 'service_error_10007', message: 'User update failed' }),
  10008: msg({ id: 'service_error_10008', message: 'Cannot get user info' }),
  10009: msg({ id: 'service_error_10009', message: 'Cannot get ID info' }),
  10011: msg({ id: 'service_error_10011', message: 'Invalid bank card verification code' }),
  10012: msg({ id: 'service_error_10012', message: 'Bank account connection failed' }),
  10013: msg({ id: 'service_error_10013', message: 'Please get the code again' }),
  10014: msg({ id: 'service_error_10014', message: 'Invalid ID number' }),
  10019: msg({ id: 'service_error_10019', message: 'Coupon not found' }),
  10020: msg({ id: 'service_error_10020', message: 'Coupon unusable' }),
  10025: msg({ id: 'service_error_10025', message: 'Email already exists' }),
  10026: msg({ id: 'service_error_10026', message: 'Identity already registered' }),
  10028: msg({ id: 'service_error_10028', message: 'Invalid bank account number' }),
  10035: msg({ id: 'service_error_10035', message: 'Mobile ID verification failed, please upload the photo again' }),
  10040: msg({ id: 'service_error_10040', message: 'Please give your consent first' }),
  10041: msg({ id: 'service_error_10041', message: 'You cannot delete your account while a loan is open' }),
  10042: msg({ id: 'service_error_10042', message: 'Enter a mobile number of this country' }),
  10043: msg({ id: 'service_error_10043', message: 'This type of ID is not accepted here' }),
  10044: msg({ id: 'service_error_10044', message: 'Choose a PIN that is harder to guess' }),
  10045: msg({ id: 'service_error_10045', message: 'Your identity is still being checked. The money is sent as soon as it is verified' }),
  10046: msg({ id: 'service_error_10046', message: 'The birth date in your ID number is not the birthday you entered: check both' }),
  10060: msg({ id: 'service_error_10060', message: 'This browser cannot take our reminders: we will send them by SMS' }),
  10070: msg({ id: 'service_error_10070', message: 'This passkey request has expired, please try again' }),
  10071: msg({ id: 'service_error_10071', message: 'This passkey is not set up for your account' }),
  10072: msg({ id: 'service_error_10072', message: 'The passkey could not be verified, please try again' }),
  10073: msg({ id: 'service_error_10073', message: 'This passkey belongs to another account' }),
  10074: msg({ id: 'service_error_10074', message: 'Wrong password' }),
  10075: msg({ id: 'service_error_10075', message: 'This passkey has already been removed' }),
  10076: msg({ id: 'service_error_10076', message: 'You have set up as many passkeys as allowed; remove one first' }),
  20000: msg({ id: 'service_error_20000', message: 'Upload failed' }),
  20001: msg({ id: 'service_error_20001', message: 'Your session has expired, please log in again' }),
  20002: msg({ id: 'service_error_20002', message: 'Invalid graphic verification code' }),
  20003: msg({ id: 'service_error_20003', message: 'This account is on hold' }),
  20020: msg({ id: 'service_error_20020', message: 'This payment cannot be reported: it is not one of your payments waiting to be paid' }),
  20021: msg({ id: 'service_error_20021', message: 'You have already reported this payment. We are checking it' }),
  20010: msg({ id: 'service_error_20010', message: 'This amount is above your current limit on this product' }),
  20011: msg({ id: 'service_error_20011', message: 'This product does not let you choose the repayment day' }),
  20012: msg({ id: 'service_error_20012', message: 'Repaying twice a month is not offered here' }),
  20013: msg({ id: 'service_error_20013', message: 'With this repayment day the loan would cost more than the law allows: choose another day' }),
  20014: msg({ id: 'service_error_20014', message: 'You can apply again from the date given with your last refusal' }),
  40000: msg({ id: 'service_error_40000', message: 'Credit status check failed' }),
  40001: msg({ id: 'service_error_40001', message: 'Pay at least the minimum payment and at most what paying off costs today' }),
  40003: msg({ id: 'service_error_40003', message: 'Server error' }),
  40004: msg({ id: 'service_error_40004', message: 'Application expired' }),
  40005: msg({ id: 'service_error_40005', message: 'Already in progress' }),
  40006: msg({ id: 'service_error_40006', message: 'Insufficient balance' }),
  40007: msg({ id: 'service_error_40007', message: 'Record not found' }),
  40008: msg({ id: 'service_error_40008', message: 'This payment method does not take that much in one payment' }),
  40009: msg({ id: 'service_error_40009', message: 'This payment method is not available' }),
  40030: msg({ id: 'service_error_40030', message: 'You cannot approve or reject your own request' }),
  40031: msg({ id: 'service_error_40031', message: 'This request has expired' }),
  40032: msg({ id: 'service_error_40032', message: 'This request has already been decided' }),
  40033: msg({ id: 'service_error_40033', message: 'This loan is not yet eligible for write-off' }),
  40034: msg({ id: 'service_error_40034', message: 'A request for this is already waiting for approval' }),
  40050: msg({ id: 'service_error_40050', message: 'This lender does not offer more time on this loan' }),
  40051: msg({ id: 'service_error_40051', message: 'This loan has used all the due date changes the lender allows' }),
  40052: msg({ id: 'service_error_40052', message: 'This due date has already been moved' }),
  40053: msg({ id: 'service_error_40053', message: 'A due date can be moved only until 15 days after it' }),
  40054: msg({ id: 'service_error_40054', message: 'This change would take the loan above the legal limit on charges' }),
  40055: msg({ id: 'service_error_40055', message: 'Choose one of the offered numbers of days' }),
  40056: msg({ id: 'service_error_40056', message: 'This installment is already paid' }),
  40057: msg({ id: 'service_error_40057', message: 'With this change a payment would be more than you can afford each month' }),
  40058: msg({ id: 'service_error_40058', message: "This payment would reach the next one's due date: choose fewer days or move every payment" }),
  40070: msg({ id: 'service_error_40070', message: "Outside the contact hours the rules allow in the borrower's time zone" }),
  40060: msg({ id: 'service_error_40060', message: "Verify the borrower's identity before approving: open it in the identity queue" }),
  40061: msg({ id: 'service_error_40061', message: 'This identity has already been decided' }),
  40071: msg({ id: 'service_error_40071', message: 'This borrower has already been contacted as often as the rules allow today' }),
  40072: msg({ id: 'service_error_40072', message: 'This borrower disputes the debt: contacts are paused until the dispute is resolved' }),
  40073: msg({ id: 'service_error_40073', message: 'Emergency contacts may be used only after the borrower has been unreachable for the days the rules require' }),
  40074: msg({ id: 'service_error_40074', message: 'Use one of the approved templates for this recipient and channel' }),
  40075: msg({ id: 'service_error_40075', message: 'This template has placeholders that are not allowed' }),
  40090: msg({ id: 'service_error_40090', message: 'Each photo must be a JPEG or PNG of at most 5 MB' }),
  40091: msg({ id: 'service_error_40091', message: 'This ticket is closed' }),
  40100: msg({ id: 'service_error_40100', message: 'The start of the range must be on or before its end' }),
  40101: msg({ id: 'service_error_40101', message: 'Choose a range of at most 366 days' }),
  40102: msg({ id: 'service_error_40102', message: 'Choose a month that has already ended' }),
  40103: msg({ id: 'service_error_40103', message: "Set the lender's credit-bureau member code (CREDIT_BUREAU_MEMBER_CODE) before making the bureau file" }),
  40104: msg({ id: 'service_error_40104', message: 'There is no such correction file for this month' }),
  40105: msg({ id: 'service_error_40105', message: 'Nothing has changed since the file of this month was made: there is nothing to correct' }),
  40106: msg({ id: 'service_error_40106', message: 'This file is being made: try again in a minute' }),
  40140: msg({ id: 'service_error_40140', message: 'This report has already been answered' }),
  40141: msg({ id: 'service_error_40141', message: "The payment provider has no such transaction under this payment's reference" }),
  40142: msg({ id: 'service_error_40142', message: 'This provider transaction is already posted' }),
  40143: msg({ id: 'service_error_40143', message: "The provider transaction is not the payment's amount and currency: resolve it in reconciliation" }),
  40144: msg({ id: 'service_error_40144', message: 'This mismatch is already resolved' }),
  40110: msg({ id: 'service_error_40110', message: 'Interest and fees can be waived only on a loan being repaid' }),
  40111: msg({ id: 'service_error_40111', message: 'That is more than the interest and fees still owed on this installment' }),
  40112: msg({ id: 'service_error_40112', message: 'A payment with this provider reference has already been posted' }),
  40113: msg({ id: 'service_error_40113', message: 'The payment provider has received no payment under this reference' }),
  40114: msg({ id: 'service_error_40114', message: 'The amount differs from what the payment provider received under this reference' }),
  40115: msg({ id: 'service_error_40115', message: 'A payment can be posted only to a loan that has been paid out' }),
  40116: msg({ id: 'service_error_40116', message: "The account must be in the borrower's own name, as on their ID" }),
  40117: msg({ id: 'service_error_40117', message: "This is the borrower's own account: retry the payout without a new account" }),
  40118: msg({ id: 'service_error_40118', message: 'This payout can no longer be retried' }),
  40119: msg({ id: 'service_error_40119', message: 'This reference belongs to a payment opened in the app: match it from the payment report, not by hand' }),
  40130: msg({ id: 'service_error_40130', message: 'The payment service did not answer. Try again in a moment' }),
  40131: msg({ id: 'service_error_40131', message: 'The payment service cannot take this payment now. Choose another way to pay' }),
  40132: msg({ id: 'service_error_40132', message: 'The payout service did not answer in time. Nothing was sent twice: try again in a moment' }),
  40150: msg({ id: 'service_error_40150', message: 'This e-wallet is not offered here. Choose another e-wallet or another way to pay' }),
  40151: msg({ id: 'service_error_40151', message: 'Your open payments already ask for what paying off costs today. Pay or cancel one first' }),
  40152: msg({ id: 'service_error_40152', message: 'This payment has been paid and can no longer be cancelled' }),

  40160: msg({ id: 'service_error_40160', message: 'A staff member with this name already exists' }),
  40161: msg({ id: 'service_error_40161', message: 'You cannot disable your own account' }),
  40162: msg({ id: 'service_error_40162', message: 'This staff member is already disabled' }),
  40163: msg({ id: 'service_error_40163', message: 'A second look must come from another staff member' }),
  40164: msg({ id: 'service_error_40164', message: 'This decision has already had its second look' }),
  40170: msg({ id: 'service_error_40170', message: "Above the law's limit for the borrower's income or what they can afford: it cannot be approved, only refused" }),
  40180: msg({ id: 'service_error_40180', message: 'A change to a lending rule needs a justification' }),
  40181: msg({ id: 'service_error_40181', message: 'This setting changed after the request was made: ask for the change again' }),
  110012: msg({ id: 'service_error_110012', message: 'A bank account change needs re-verification' }),
}

/** The words for any error a call, or saving on the phone, can end with. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const descriptor = ERROR_TEXT[error.code as ErrorCode]
    return descriptor ? i18n._(descriptor) : error.message
  }
  // offline/storage-full.ts's StorageFullError, known by its name: src/i18n stays out of
  // src/offline, whose database must not come into the first screen's code through here.
  if (error instanceof Error && error.name === 'StorageFullError') {
    return i18n._(msg`This phone's storage is full. Free some space, then try again.`)
  }
  if (error instanceof NetworkError && error.status !== null) {
    return i18n._(msg`Network error (${error.status}), please try again`)
  }
  return i18n._(msg`No connection. Check your mobile data or Wi-Fi and try again`)
}
