import { type FormEvent, useState } from 'react'
import type { RiskMonitor } from '../../../contract/admin/schemas/risk'
import { call } from '../../api'
import { money } from '../../components/format'
import { ErrorNotice, Loading } from '../../components/notice'
import { ScorecardPanel } from './scorecard-panel'
import { useLoad } from '../../components/use-load'
import { DateInput } from '../../components/date-input'

type Range = { from: string; to: string }

const pct = (ratio: number | null) => (ratio === null ? '—' : `${(ratio * 100).toFixed(1)} %`)
const iso = (d: Date) => d.toISOString().slice(0, 10)

function lastNinetyDays(): Range {
  const now = new Date()
  return { from: iso(new Date(now.getTime() - 89 * 86_400_000)), to: iso(now) }
}

// PSI's usual reading: under 0.1 stable, 0.1 to 0.25 worth watching, above 0.25 the population moved.
function psiWord(psi: number | null): string {
  if (psi === null) return 'no applications'
  return psi < 0.1 ? 'stable' : psi < 0.25 ? 'watch' : 'shifted: review the table'
}

/** A bar as wide as its share: the chart is the table, readable without colour. */
function Bar({ share, label }: { share: number | null; label: string }) {
  return (
    <div className="bar-cell" aria-label={`${label} ${pct(share)}`}>
      <span className="bar" style={{ width: `${Math.round((share ?? 0) * 100)}%` }} />
      <span className="small">{pct(share)}</span>
    </div>
  )
}

/** Applications, approvals, score distribution against the reference, bad rates, champion against challenger. */
export function RiskPage() {
  const [range, setRange] = useState<Range>(lastNinetyDays)
  const report = useLoad(() => call('/risk/monitor', range), JSON.stringify(range))
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setRange({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') })
  }
  return (
    <section>
      <header className="page-header">
        <h1>Risk</h1>
      </header>
      <p className="muted">Applications made on these days (the market's time zone, both ends included). Definitions: docs/scorecard.md.</p>
      <form className="row-form" onSubmit={apply}>
        <label>
          From
          <DateInput name="from" defaultValue={range.from} required />
        </label>
        <label>
          To
          <DateInput name="to" defaultValue={range.to} required />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {report.error ? <ErrorNotice error={report.error} /> : report.data ? <Figures m={report.data} /> : <Loading />}
      <ScorecardPanel />
    </section>
  )
}

function Figures({ m }: { m: RiskMonitor }) {
  const tables = [m.champion, ...(m.challenger ? [m.challenger] : [])]
  return (
    <>
      <div className="figures">
        <div className="figure">
          <span className="muted small">Applications</span>
          <strong>{m.applications}</strong>
        </div>
        <div className="figure">
          <span className="muted small">Approval rate ({m.approved} of {m.decided} decided)</span>
          <strong>{pct(m.approvalRate)}</strong>
        </div>
        <div className="figure">
          <span className="muted small">PSI against the reference</span>
          <strong>
            {m.psi === null ? '—' : m.psi.toFixed(3)} ({psiWord(m.psi)})
          </strong>
        </div>
      </div>
      <h2>Score bands ({m.champion.version})</h2>
      <p className="muted small">Bad: a period {m.badDefinition.daysPastDue} days past due and unpaid at the end of the period, or written off.</p>
      <table>
        <thead>
          <tr>
            <th>Band</th>
            <th>From score</th>
            <th>Applications</th>
            <th>Share</th>
            <th>Reference</th>
            <th>Approved</th>
            <th>Loans</th>
            <th>Bad</th>
            <th>Bad rate</th>
          </tr>
        </thead>
        <tbody>
          {m.bands.map((b) => (
            <tr key={b.band}>
              <td>{b.band}</td>
              <td>{b.minScore}</td>
              <td>{b.applications}</td>
              <td>
                <Bar share={b.share} label="share" />
              </td>
              <td>
                <Bar share={b.referenceShare} label="reference" />
              </td>
              <td>{b.approved}</td>
              <td>{b.loans}</td>
              <td>{b.bad}</td>
              <td>
                <Bar share={b.badRate} label="bad rate" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Bad rate by month of payout</h2>
      {m.vintages.length === 0 ? (
        <p className="muted">No loan was paid out of these applications.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Month</th>
              <th>Loans</th>
              <th>Paid out</th>
              <th>Bad</th>
              <th>Bad rate</th>
            </tr>
          </thead>
          <tbody>
            {m.vintages.map((v) => (
              <tr key={v.month}>
                <td>{v.month}</td>
                <td>{v.loans}</td>
                <td>{money(v.disbursed)}</td>
                <td>{v.bad}</td>
                <td>
                  <Bar share={v.badRate} label="bad rate" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Champion and challenger</h2>
      <table>
        <thead>
          <tr>
            <th>Table</th>
            <th>Decided</th>
            <th>Approval rate</th>
            <th>Average score</th>
            <th>Loans</th>
            <th>Bad rate</th>
            <th>PSI</th>
          </tr>
        </thead>
        <tbody>
          {tables.map((t, i) => (
            <tr key={t.version}>
              <td>
                {i === 0 ? 'Champion' : 'Challenger'} {t.version}
              </td>
              <td>{t.decided}</td>
              <td>{pct(t.approvalRate)}</td>
              <td>{t.averageScore ?? '—'}</td>
              <td>{t.loans}</td>
              <td>{pct(t.badRate)}</td>
              <td>{t.psi === null ? '—' : t.psi.toFixed(3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
