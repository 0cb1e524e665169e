import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type BankEntry, paysIntoWallets } from '../bank-name'
import type { WizardUser } from '../steps'
import { AccountSummary } from './account-summary'

type Props = { user: WizardUser & { realName: string | null }; banks: readonly BankEntry[]; hasAccount: boolean }

export function BankStep({ user, banks, hasAccount }: Props) {
  // Where the lender also pays into e-wallets (GCash, Maya), "bank account" would leave them out.
  const wallets = paysIntoWallets(banks)
  return (
    <>
      <h2 className="wizard-step-title">
        <Trans>Where should the money go?</Trans>
      </h2>
      {hasAccount ? (
        <>
          <p>
            {wallets ? (
              <Trans>We pay only into your own verified account, in your name.</Trans>
            ) : (
              <Trans>We pay only into your own verified bank account, in your name.</Trans>
            )}
          </p>
          <AccountSummary bankName={user.bankName} cardNo={user.cardNo} holder={user.realName} banks={banks} />
        </>
      ) : (
        <p className="card">
          {wallets ? (
            <Trans>Add a bank or e-wallet account in your own name to receive the money.</Trans>
          ) : (
            <Trans>Add a bank account in your own name to receive the money.</Trans>
          )}
        </p>
      )}
      <Link to="/bankInfo" className="btn btn-text inline-link">
        {hasAccount ? (
          wallets ? (
            <Trans>Change account</Trans>
          ) : (
            <Trans>Change bank account</Trans>
          )
        ) : wallets ? (
          <Trans>Add an account</Trans>
        ) : (
          <Trans>Add a bank account</Trans>
        )}
      </Link>
    </>
  )
}
