import type { TieFigure } from '../../../contract/admin/schemas/reports'
import { call } from '../../api'
import { money, words } from '../../components/format'
import { ErrorNotice, Loading } from '../../components/notice'
import { Badge } from '../../components/status-badge'
import { useLoad } from '../../components/use-load'

const FIGURE_NAMES: Record<TieFigure, { name: string; ledger: string }> = {
  disbursed: { name: 'Disbursed', ledger: 'cash paid out for payouts' },
  collected: { name: 'Collected', ledger: 'cash received' },
  writtenOff: { name: 'Written off', ledger: 'receivable moved to loss' },
  outstanding: { name: 'Outstanding (principal and interest owed)', ledger: 'receivable balance at the end' },
}

/**
 * The range's figures from the loans beside the ledger's (docs/portfolio-figures.md, "Tied to the
 * ledger"), with each difference; `version` changes when the page's figures do, to read it again.
 */
export function LedgerTiePanel({ range, version }: { range: { from: string; to: string }; version: string }) {
  const tie = useLoad(() => call('/reports/ledgerTie', range), `${JSON.stringify(range)}-${version}`)
  const data = tie.data?.state === 'ready' ? tie.data : null
  const reconciles = data?.figures.every((f) => f.difference === 0) ?? false
  return (
    <div className="card">
      <header className="page-header">
        <h2>Tied to the ledger</h2>
        {data ? reconciles ? <Badge tone="ok">reconciles</Badge> : <Badge tone="bad">differs from the ledger</Badge> : null}
      </header>
      <ErrorNotice error={tie.error} />
      {!data ? (
        <Loading />
      ) : (
        <>
          <table className="compact ledger-tie">
            <thead>
              <tr>
                <th>Figure ({data.currency})</th>
                <th className="num">From the loans</th>
                <th>Ledger</th>
                <th className="num">From the ledger</th>
                <th className="num">Difference</th>
              </tr>
            </thead>
            <tbody>
              {data.figures.map((f) => (
                <tr key={f.figure}>
                  <td>{FIGURE_NAMES[f.figure].name}</td>
                  <td className="num">{money(f.report)}</td>
                  <td className="muted">{FIGURE_NAMES[f.figure].ledger}</td>
                  <td className="num">{money(f.ledger)}</td>
                  <td className="num">{f.difference === 0 ? money(0) : <strong>{money(f.difference)}</strong>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="compact">
            <thead>
              <tr>
                <th>Ledger account</th>
                <th className="num">Movement in the range</th>
                <th className="num">Balance at the end</th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((a) => (
                <tr key={a.account}>
                  <td>{words(a.account)}</td>
                  <td className="num">{money(a.movement)}</td>
                  <td className="num">{money(a.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  )
}
