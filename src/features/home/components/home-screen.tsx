import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import type { LoanProgress } from '../../../../contract/schemas/orders'
import { Button } from '../../../ui/button'
import { KeptCopyNote } from '../../../ui/kept-copy-note'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { rememberPolicyAgreed } from '../api'
import { CreditNotice } from './credit-notice'
import { agreedToPolicy, type MainAction, mainAction, needsPolicy } from '../main-action'
import { LoanSummary } from './loan-summary'
import { PolicyDialog } from './policy-dialog'

type Props = {
  user: UserInfo | null
  progress: LoanProgress | undefined
  /** Why the latest loan could not be loaded (offline, for one). */
  progressError: unknown
  /** When the loan shown came from the server, while it is the copy kept on this phone. */
  progressAsOf: number | null
  reloadProgress: () => void
  /** Fetches the user again (after their credit is sent back). */
  reloadUser: () => Promise<unknown>
  currency: string
  title: string
  onMain: (action: MainAction) => void
  /** What the route adds under the loan (the "remind me" button). */
  loanExtra?: ReactNode
  /** Where the identity check stands (the kyc feature's card), above the loan. */
  identityStatus?: ReactNode
}

export function HomeScreen({ user, progress, progressError, progressAsOf, reloadProgress, reloadUser, currency, title, onMain, loanExtra, identityStatus }: Props) {
  const { t } = useLingui()
  const [agreed, setAgreed] = useState(false)
  const [policyOpen, setPolicyOpen] = useState(false)
  const action = user ? mainAction(user, progress ?? undefined) : null
  // Asked once: a borrower who agreed, on this phone or another, is not asked again. Only borrowing
  // waits for it: paying or looking at a loan already taken never does.
  const policyGiven = user !== null && agreedToPolicy(user)
  const asksPolicy = action !== null && needsPolicy(action) && !policyGiven
  const label = action
    ? { pay: t`Pay now`, ssd_1: t({ id: 'ssd_1', message: 'Complete your information' }), wallet: t`View my loan`, apply: t`Apply for a loan` }[action.kind]
    : t`Loading…`
  const shortcuts = [
    { to: '/repayDetail', label: t`Repayments` },
    { to: '/faq', label: t`Help & FAQ` },
    { to: '/transactionHistory', label: t`History` },
    { to: '/about', label: t`About us` },
    { to: '/contract', label: t`Contract` },
    { to: '/order', label: t`My loans` },
  ]
  const policyLink = (
    <button type="button" className="btn btn-text inline-link" onClick={() => setPolicyOpen(true)}>
      <Trans>borrowing policy</Trans>
    </button>
  )
  const main = () => {
    if (!user || !action) return
    if (asksPolicy) void rememberPolicyAgreed(user).catch(() => undefined)
    onMain(action)
  }

  return (
    <Page
      title={title}
      footer={
        <>
          {policyGiven ? (
            <p className="policy-agreed">
              <Trans>You agreed to the</Trans> {policyLink}
            </p>
          ) : !asksPolicy ? null : (
            <label className="checkbox">
              <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              <span>
                <Trans>I have read and agree to the</Trans> {policyLink}
              </span>
            </label>
          )}
          <Button disabled={!action || (asksPolicy && !agreed)} onClick={main}>
            {label}
          </Button>
        </>
      }
    >
      {identityStatus}
      <LoanSummary progress={progress} error={progressError} currency={currency} onRetry={reloadProgress} />
      {loanExtra}
      {user?.credit ? <CreditNotice credit={user.credit} currency={currency} onSent={reloadUser} /> : null}
      <KeptCopyNote asOf={progressAsOf} />
      <NoFeeNotice />
      <nav aria-label={t`Shortcuts`} className="shortcuts">
        {shortcuts.map((s) => (
          <PathLink key={s.to} to={s.to} className="shortcut">
            {s.label}
          </PathLink>
        ))}
      </nav>
      <PolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </Page>
  )
}
