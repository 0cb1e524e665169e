import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { UserInfo } from '../../../../contract/schemas/accounts'
import type { LoanProgress } from '../../../../contract/schemas/orders'
import { Button } from '../../../ui/button'
import { Money } from '../../../ui/money'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { type MainAction, mainAction } from '../main-action'
import { PolicyDialog } from './policy-dialog'

type Props = {
  user: UserInfo | null
  progress: LoanProgress | undefined
  currency: string
  title: string
  /** Runs the main button's action (the route puts the signature first where one is missing). */
  onMain: (action: MainAction) => void
}

export function HomeScreen({ user, progress, currency, title, onMain }: Props) {
  const { t } = useLingui()
  const [agreed, setAgreed] = useState(false)
  const [policyOpen, setPolicyOpen] = useState(false)
  const action = user ? mainAction(user, progress ?? undefined) : null
  const label = action
    ? { ssd_1: t({ id: 'ssd_1', message: 'Complete your information' }), wallet: t`View my loan`, apply: t`Apply for a loan` }[action.kind]
    : t`Loading…`
  const shortcuts = [
    { to: '/repayDetail', label: t`Repayments` },
    { to: '/faq', label: t`Help & FAQ` },
    { to: '/transactionHistory', label: t`History` },
    { to: '/about', label: t`About us` },
    { to: '/contract', label: t`Contract` },
    { to: '/order', label: t`My loans` },
  ]

  return (
    <Page
      title={title}
      footer={
        <>
          <label className="checkbox">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>
              <Trans>I have read and agree to the</Trans>{' '}
              <button type="button" className="btn btn-text inline-link" onClick={() => setPolicyOpen(true)}>
                <Trans>borrowing policy</Trans>
              </button>
            </span>
          </label>
          <Button disabled={!action || !agreed} onClick={() => action && onMain(action)}>
            {label}
          </Button>
        </>
      }
    >
      <section className="hero" aria-labelledby="balance-label">
        <span id="balance-label" className="hero-label">
          <Trans>Balance</Trans>
        </span>
        {progress === undefined && !user ? (
          <span className="skeleton-block hero-skeleton" />
        ) : (
          <Money amount={progress?.balance ?? 0} currency={currency} />
        )}
      </section>
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
