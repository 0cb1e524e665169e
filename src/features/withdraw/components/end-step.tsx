import { Trans } from '@lingui/react/macro'
import '../../../ui/money-ui.css'
import { CheckIcon, ClockIcon } from '../../../ui/status-icons'
import { Money } from '../../../ui/money'
import type { Payout } from '../api'
import type { BankEntry } from '../bank-name'
import type { WizardUser } from '../steps'
import { AccountSummary } from './account-summary'
import { PayoutFailureNotice } from './payout-failure-notice'

type Props = { payout: Payout | null; user: WizardUser & { realName: string | null }; banks: readonly BankEntry[]; currency: string }

/** Where the money is: on its way (it settles within seconds), arrived, or sent back by the bank. */
export function EndStep({ payout, user, banks, currency }: Props) {
  if (!payout) {
    return (
      <p className="card">
        <Trans>There is no withdrawal on this loan yet.</Trans>
      </p>
    )
  }
  if (payout.status === 'failed') return <PayoutFailureNotice reason={payout.reason} />
  const pending = payout.status === 'pending'
  return (
    <section className="payout-status" data-testid="payout-status" data-status={payout.status} aria-live="polite">
      <span className={`chip ${pending ? 'chip-review' : 'chip-approved'}`}>
        {pending ? <ClockIcon /> : <CheckIcon />}
        <span>{pending ? <Trans>On its way</Trans> : <Trans>Paid out</Trans>}</span>
      </span>
      <h2 className="wizard-step-title">
        {pending ? <Trans>Your money is on its way</Trans> : <Trans>The money is in your bank account</Trans>}
      </h2>
      <Money amount={payout.amount} currency={currency} className="payout-amount" />
      <p>
        {pending ? (
          <Trans>It usually arrives within seconds. This page updates by itself.</Trans>
        ) : (
          <Trans>Your repayment schedule is ready. You can repay early at any time, without any penalty.</Trans>
        )}
      </p>
      <AccountSummary bankName={user.bankName} cardNo={user.cardNo} holder={user.realName} banks={banks} />
    </section>
  )
}
