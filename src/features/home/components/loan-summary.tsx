import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense } from 'react'
import { ORDER_STATUS } from '../../../../contract/order-status'
import type { LoanProgress } from '../../../../contract/schemas/orders'
import { NetworkError } from '../../../api/network-error'
import { errorText } from '../../../i18n/error-text'
import { formatDate } from '../../../ui/formats'
import { Money } from '../../../ui/money'
import { type ChipKind, StatusChip } from '../../../ui/status-chip'
import '../home.css'

// Home is a first screen (the app chunk, vite.config.ts): the payoff's parts, folded until asked for, load after it.
const PayoffBreakdown = lazy(() => import('../../../ui/payoff-breakdown').then((m) => ({ default: m.PayoffBreakdown })))

type Props = {
  /** The latest loan; null when there is none, undefined until it has been loaded. */
  progress: LoanProgress | undefined
  error: unknown
  currency: string
  onRetry: () => void
}

/**
 * Home's account of the latest loan: what is owed and what to pay next by when, with what paying
 * everything off today costs and how it is made, or what can be withdrawn. Offline it shows the
 * figures last kept on this phone (Home adds their time), and never an amount that is not known:
 * with nothing kept it says so instead.
 */
export function LoanSummary({ progress, error, currency, onRetry }: Props) {
  const { t } = useLingui()
  const money = (amount: number) => <Money amount={amount} currency={currency} />
  if (progress === undefined) {
    if (!error) return (
        <Hero label={t`Your loan`}>
          <span className="skeleton-block hero-skeleton" />
        </Hero>
      )
    const offline = error instanceof NetworkError && error.status === null
    return (
      <Hero label={t`Your loan`}>
        <p className="hero-note">{offline ? t`Not available offline. What you owe shows here once you are connected.` : errorText(error)}</p>
        <button type="button" className="btn btn-text hero-action" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </Hero>
    )
  }
  if (progress === null) {
    return (
      <Hero label={t`Your loan`}>
        <p className="hero-note">
          <Trans>You have no loan yet.</Trans>
        </p>
      </Hero>
    )
  }
  const { status } = progress
  if (status === ORDER_STATUS.repaying || status === ORDER_STATUS.writtenOff) {
    const next = progress.nextDue
    const due = next ? formatDate(next.dueDate) : ''
    const chip = status === ORDER_STATUS.writtenOff ? 'writtenOff' : next?.overdue ? 'overdue' : 'repaying'
    return (
      <>
        <Hero label={t`Left to repay`} chip={chip}>
          {progress.outstanding === undefined ? null : money(progress.outstanding)}
          {next ? (
            <p className="hero-note" data-testid="next-due">
              {next.overdue ? (
                <Trans>
                  <Money amount={next.amt} currency={currency} /> overdue since {due}. Please pay it now.
                </Trans>
              ) : (
                <Trans>
                  Next payment <Money amount={next.amt} currency={currency} /> due on {due}
                </Trans>
              )}
            </p>
          ) : null}
        </Hero>
        {progress.payoff !== undefined && progress.payoffParts ? (
          <details className="card payoff-details" data-testid="home-payoff">
            <summary>
              <span>
                <Trans>
                  Pay off everything today: <strong>{money(progress.payoff)}</strong>
                </Trans>
              </span>
            </summary>
            <Suspense fallback={null}>
              <PayoffBreakdown parts={progress.payoffParts} payoff={progress.payoff} currency={currency} />
            </Suspense>
          </details>
        ) : null}
      </>
    )
  }
  if (status === ORDER_STATUS.fundsReady) {
    return progress.balance > 0 ? (
      <Hero label={t`You can withdraw`} chip="ready">
        {money(progress.balance)}
      </Hero>
    ) : (
      <Hero label={t`On its way to your bank account`} chip="ready">
        {money(progress.applyAmount)}
      </Hero>
    )
  }
  if (status === ORDER_STATUS.approved) {
    return (
      <Hero label={t`You can withdraw after signing the contract`} chip="approved">
        {money(progress.applyAmount)}
      </Hero>
    )
  }
  if (status === ORDER_STATUS.submitted || status === ORDER_STATUS.inReview) {
    return (
      <Hero label={t`You applied for`} chip="review">
        {money(progress.applyAmount)}
      </Hero>
    )
  }
  const closed: Partial<Record<number, ChipKind>> = { [ORDER_STATUS.settled]: 'settled', [ORDER_STATUS.refused]: 'refused', [ORDER_STATUS.cancelled]: 'cancelled' }
  return (
    <Hero label={t`Your loan`} chip={closed[status]}>
      <p className="hero-note">
        <Trans>Nothing to repay.</Trans>
      </p>
      {progress.reapplyAfter ? <ReapplyDate date={formatDate(progress.reapplyAfter)} /> : null}
    </Hero>
  )
}

function Hero({ label, chip, children }: { label: string; chip?: ChipKind; children: ReactNode }) {
  return (
    <section className="hero money-hero" aria-labelledby="loan-summary-label" data-testid="loan-summary">
      <span className="hero-top">
        <span id="loan-summary-label" className="hero-label">
          {label}
        </span>
        {chip ? <StatusChip kind={chip} /> : null}
      </span>
      {children}
    </section>
  )
}

function ReapplyDate({ date }: { date: string }) {
  return (
    <p className="hero-note" data-testid="reapply-after">
      <Trans>You may apply again from {date}.</Trans>
    </p>
  )
}
