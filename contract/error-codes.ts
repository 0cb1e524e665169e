// The one catalogue of answer codes. The server sends the English text as `msg`;
// the app shows its own translation (`service_error_{code}`) and falls back to `msg`.
export const ERROR_MESSAGES = {
  5: 'Too many requests, please try again later',
  7: 'This account has been removed',
  401: 'Please log in',
  500: 'Unknown error',
  10000: 'Invalid invite code',
  10001: 'Wrong phone number or password',
  10002: 'This phone number is already registered, please log in',
  10003: 'Account not found',
  10004: 'Request error',
  10005: 'Cannot get authentication info',
  10006: 'User update failed',
  10007: 'User update failed',
  10008: 'Cannot get user info',
  10009: 'Cannot get ID info',
  10011: 'Invalid bank card verification code',
  10012: 'Bank account connection failed',
  10013: 'Please get the code again',
  10014: 'Invalid ID number',
  10019: 'Coupon not found',
  10020: 'Coupon unusable',
  10025: 'Email already exists',
  10026: 'Identity already registered',
  10028: 'Invalid bank account number',
  10035: 'Mobile ID verification failed, please upload the photo again',
  10040: 'Please give your consent first',
  10041: 'You cannot delete your account while a loan is open',
  10042: 'Enter a mobile number of this country',
  10043: 'This type of ID is not accepted here',
  10044: 'Choose a PIN that is harder to guess',
  10060: 'This browser cannot take our reminders: we will send them by SMS',
  10070: 'This passkey request has expired, please try again',
  10071: 'This passkey is not set up for your account',
  10072: 'The passkey could not be verified, please try again',
  10073: 'This passkey belongs to another account',
  10074: 'Wrong password',
  10075: 'This passkey has already been removed',
  10076: 'You have set up as many passkeys as allowed; remove one first',
  20000: 'Upload failed',
  20001: 'Your session has expired, please log in again',
  20002: 'Invalid graphic verification code',
  20003: 'This account is on hold',
  20020: 'This payment cannot be reported: it is not one of your payments waiting to be paid',
  20021: 'You have already reported this payment. We are checking it',
  20010: 'This amount is above your current limit on this product',
  20011: 'This product does not let you choose the repayment day',
  20012: 'Repaying twice a month is not offered here',
  20013: 'With this repayment day the loan would cost more than the law allows: choose another day',
  40000: 'Credit status check failed',
  40001: 'Pay at least the minimum payment and at most what paying off costs today',
  40003: 'Server error',
  40004: 'Application expired',
  40005: 'Already in progress',
  40006: 'Insufficient balance',
  40007: 'Record not found',
  40008: 'This payment method does not take that much in one payment',
  40009: 'This payment method is not available',
  40030: 'You cannot approve or reject your own request',
  40031: 'This request has expired',
  40032: 'This request has already been decided',
  40033: 'This loan is not yet eligible for write-off',
  40034: 'A request for this is already waiting for approval',
  40050: 'This lender does not offer more time on this loan',
  40051: 'This loan has used all the due date changes the lender allows',
  40052: 'This due date has already been moved',
  40053: 'A due date can be moved only until 15 days after it',
  40054: 'This change would take the loan above the legal limit on charges',
  40055: 'Choose one of the offered numbers of days',
  40056: 'This installment is already paid',
  40057: 'With this change a payment would be more than you can afford each month',
  40070: "Outside the contact hours the rules allow in the borrower's time zone",
  40071: 'This borrower has already been contacted as often as the rules allow today',
  40072: 'This borrower disputes the debt: contacts are paused until the dispute is resolved',
  40073: 'Emergency contacts may be used only after the borrower has been unreachable for the days the rules require',
  40074: 'Use one of the approved templates for this recipient and channel',
  40075: 'This template has placeholders that are not allowed',
  40090: 'Each photo must be a JPEG or PNG of at most 5 MB',
  40091: 'This ticket is closed',
  40100: 'The start of the range must be on or before its end',
  40101: 'Choose a range of at most 366 days',
  40102: 'Choose a month that has already ended',
  40110: 'Interest and fees can be waived only on a loan being repaid',
  40111: 'That is more than the interest and fees still owed on this installment',
  40112: 'A payment with this provider reference has already been posted',
  40113: 'The payment provider has received no payment under this reference',
  40114: 'The amount differs from what the payment provider received under this reference',
  40115: 'A payment can be posted only to a loan that has been paid out',
  40116: "The account must be in the borrower's own name, as on their ID",
  40117: "This is the borrower's own account: retry the payout without a new account",
  40118: 'This payout can no longer be retried',
  40119: 'This reference belongs to a payment opened in the app: match it from the payment report, not by hand',
  40130: 'The payment service did not answer. Try again in a moment',
  40131: 'The payment service cannot take this payment now. Choose another way to pay',
  40140: 'This report has already been answered',
  40141: 'The payment provider has no such transaction under this payment\'s reference',
  40142: 'This provider transaction is already posted',
  40143: 'The provider transaction is not the payment\'s amount and currency: resolve it in reconciliation',
  40144: 'This mismatch is already resolved',
  40150: 'This e-wallet is not offered here. Choose another e-wallet or another way to pay',
  40160: "Above the law's limit for the borrower's income or what they can afford: it cannot be approved, only refused",
  110012: 'A bank account change needs re-verification',
} as const satisfies Record<number, string>

export type ErrorCode = keyof typeof ERROR_MESSAGES

export const ERROR_CODES = Object.keys(ERROR_MESSAGES).map(Number) as ErrorCode[]

export const OK = 0

/** Codes after which the app must forget the session and go to /login. */
export const AUTH_CODES: readonly number[] = [401, 20001, 7]
export const HOLD_CODE = 20003
/** Personal data sent for a purpose the borrower has not (or no longer) consented to. */
export const CONSENT_MISSING_CODE = 10040

export function isErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code)
}

export function errorMessage(code: number): string {
  return isErrorCode(code) ? ERROR_MESSAGES[code] : ERROR_MESSAGES[500]
}
