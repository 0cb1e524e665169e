import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PayoutFailure } from '../../../../contract/payout-failures'
import { payoutFailureText } from '../../../i18n/payout-failure-text'
import { AlertIcon } from '../../../ui/icons'

/**
 * A payout the bank sent back: why, and what the borrower can change (their own bank
 * account). It never asks for a payment; the money is back in the loan balance.
 */
export function PayoutFailureNotice({ reason }: { reason: PayoutFailure | null }) {
  return (
    <div className="notice notice-error" role="alert" data-testid="payout-failed" data-reason={reason ?? ''}>
      <AlertIcon />
      <div className="notice-stack">
        <p>
          <strong>
            <Trans>Your bank did not accept the money.</Trans>
          </strong>{' '}
          {reason ? payoutFailureText(reason) : null}
        </p>
        <p>
          <Trans>
            The money is back in your loan balance. Check your bank account details, or change to another account in your own name, then withdraw
            again. You do not need to pay anything.
          </Trans>
        </p>
        <Link to="/bankInfo" className="btn btn-text inline-link">
          <Trans>Check or change bank account</Trans>
        </Link>
      </div>
    </div>
  )
}
