import { useState } from 'react'
import { call } from '../../api'
import { money, words } from '../../components/format'
import { ErrorNotice, Loading } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'
import { DateInput } from '../../components/date-input'

/**
 * A day's ledger per account, and whether every entry sums to zero. Days are the lender's market
 * days: until one is picked the server answers its market's today, not the browser's UTC day.
 */
export function ReconciliationPanel() {
  const [date, setDate] = useState('')
  const report = useLoad(() => call('/money/reconciliation', date ? { date } : {}), `reconciliation-${date}`)
  return (
    <div className="card">
      <header className="page-header">
        <h2>Daily reconciliation</h2>
        <label className="inline">
          Day (the lender's time zone)
          <DateInput value={date || report.data?.date || ''} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
      </header>
      <ErrorNotice error={report.error} />
      {!report.data ? (
        <Loading />
      ) : (
        <>
          <p>
            {report.data.balanced ? <Badge tone="ok">ledger balances</Badge> : <Badge tone="bad">ledger does not balance</Badge>}{' '}
            <span className="muted">{report.data.entries} entries checked, each must sum to zero.</span>
          </p>
          <table className="compact">
            <thead>
              <tr>
                <th>Account</th>
                <th className="num">Movement on the day</th>
                <th className="num">Balance at the end of the day</th>
              </tr>
            </thead>
            <tbody>
              {report.data.accounts.map((a) => (
                <tr key={a.account}>
                  <td>{words(a.account)}</td>
                  <td className="num">{money(a.movement)}</td>
                  <td className="num">{money(a.balance)}</td>
                </tr>
              ))}
              {report.data.accounts.length === 0 ? (
                <tr>
                  <td colSpan={3} className="empty">
                    No ledger lines yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {report.data.unbalanced.length > 0 ? (
            <ul className="plain error">
              {report.data.unbalanced.map((e) => (
                <li key={e.entryId}>
                  Entry {e.entryId} sums to {money(e.sum)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  )
}
