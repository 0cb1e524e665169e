import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { payoutFailureText } from '../../../i18n/payout-failure-text'
import { formatDateTime } from '../../../ui/formats'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { Money } from '../../../ui/money'
import { Page } from '../../../ui/page'
import { type Transaction, useTransactions } from '../api'
import { useMethodNames } from '../method-names'
import '../repay.css'
import { OpenPaymentsSection } from './open-payments-section'
import { TransactionChip } from './transaction-chip'

/** Money paid out to the borrower and paid back, newest first, as the server orders it. */
export function TransactionHistoryScreen({ currency }: { currency: string }) {
  const { t } = useLingui()
  const list = useTransactions()
  return (
    <Page title={t`Payment history`} back>
      <KeptCopyNote asOf={list.asOf} />
      {loansWithPending(list.data ?? []).map((orderId) => (
        <OpenPaymentsSection key={orderId} orderId={orderId} currency={currency} />
      ))}
      {!list.data ? (
        <NotKeptYet error={list.error} loading={list.loading} reload={list.reload} count={3} />
      ) : list.data.length === 0 ? (
        <div className="card empty-note" data-testid="no-transactions">
          <p>
            <Trans>No money has moved yet. Withdrawals and repayments show here.</Trans>
          </p>
          <Link to="/" className="btn btn-secondary link-btn">
            <Trans>Go to Home</Trans>
          </Link>
        </div>
      ) : (
        <ol className="tx-list" data-testid="transactions">
          {list.data.map((tx) => (
            <TransactionItem key={tx.id} tx={tx} currency={currency} />
          ))}
        </ol>
      )}
    </Page>
  )
}

/** The loans with a repayment not yet paid: where open payments, with their codes, may be. */
function loansWithPending(list: readonly Transaction[]): number[] {
  return [...new Set(list.filter((tx) => tx.kind === 'repayment' && tx.status === 'pending').map((tx) => tx.orderId))]
}

function TransactionItem({ tx, currency }: { tx: Transaction; currency: string }) {
  const { t } = useLingui()
  const names = useMethodNames()
  return (
    <li className="tx-item" data-testid="transaction" data-kind={tx.kind} data-status={tx.status}>
      <div className="period-line">
        <span className="period-title">{tx.kind === 'disbursement' ? t`Loan paid out` : tx.kind === 'refund' ? t`Credit refunded to you` : t`Repayment`}</span>
        <Money amount={tx.amt} currency={currency} className="period-amount" />
      </div>
      <div className="period-line">
        <span className="period-note">
          {formatDateTime(tx.at)} · {t`Loan ${tx.orderId}`}
          {tx.method ? ` · ${names[tx.method]}` : null}
        </span>
        <TransactionChip status={tx.status} />
      </div>
      {tx.kind === 'repayment' && tx.status === 'succeeded' ? (
        <Link to="/receipt/$paymentId" params={{ paymentId: tx.id.slice(2) }} className="btn btn-text" data-testid="receipt-link">
          <Trans>View receipt</Trans>
        </Link>
      ) : null}
      {tx.status === 'failed' && tx.reason ? (
        <p className="tx-reason">
          {payoutFailureText(tx.reason)} <Trans>The money went back to your loan balance.</Trans>
        </p>
      ) : null}
    </li>
  )
}
