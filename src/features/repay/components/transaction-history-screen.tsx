import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRemote } from '../../../api/use-remote'
import { payoutFailureText } from '../../../i18n/payout-failure-text'
import { formatDateTime } from '../../../ui/formats'
import { NotLoaded } from '../../../ui/not-loaded'
import { Money } from '../../../ui/money'
import { Page } from '../../../ui/page'
import { fetchTransactions, type Transaction } from '../api'
import '../repay.css'
import { TransactionChip } from './transaction-chip'

/** Money paid out to the borrower and paid back, newest first, as the server orders it. */
export function TransactionHistoryScreen({ currency }: { currency: string }) {
  const { t } = useLingui()
  const list = useRemote(fetchTransactions)
  return (
    <Page title={t`Payment history`} back>
      {!list.data ? (
        <NotLoaded error={list.error} loading={list.loading} reload={list.reload} count={3} />
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

function TransactionItem({ tx, currency }: { tx: Transaction; currency: string }) {
  const { t } = useLingui()
  return (
    <li className="tx-item" data-testid="transaction" data-kind={tx.kind} data-status={tx.status}>
      <div className="period-line">
        <span className="period-title">{tx.kind === 'disbursement' ? t`Loan paid out` : t`Repayment`}</span>
        <Money amount={tx.amt} currency={currency} className="period-amount" />
      </div>
      <div className="period-line">
        <span className="period-note">
          {formatDateTime(tx.at)} · {t`Loan ${tx.orderId}`}
        </span>
        <TransactionChip status={tx.status} />
      </div>
      {tx.status === 'failed' && tx.reason ? (
        <p className="tx-reason">
          {payoutFailureText(tx.reason)} <Trans>The money went back to your loan balance.</Trans>
        </p>
      ) : null}
    </li>
  )
}
