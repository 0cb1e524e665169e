// Why a payout failed, in the borrower's language. Each reason points only at the
// borrower's own bank account: a failed payout never asks for a payment.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PayoutFailure } from '../../contract/payout-failures'
import { i18n } from './i18n'

const PAYOUT_FAILURE_TEXT: Record<PayoutFailure, MessageDescriptor> = {
  account_closed: msg({ id: 'payout_failure_account_closed', message: 'Your bank says this account is closed.' }),
  name_mismatch: msg({ id: 'payout_failure_name_mismatch', message: 'The name on this bank account is not the name you verified.' }),
  account_invalid: msg({ id: 'payout_failure_account_invalid', message: 'Your bank does not know this account number.' }),
  bank_unavailable: msg({ id: 'payout_failure_bank_unavailable', message: 'Your bank could not take the payment just now.' }),
}

export function payoutFailureText(reason: PayoutFailure): string {
  return i18n._(PAYOUT_FAILURE_TEXT[reason])
}
