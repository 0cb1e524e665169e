import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react'
import { ADMIN_REPORT_EXPORT } from '../../../contract/admin/endpoints'
import type { PortfolioFigures } from '../../../contract/admin/schemas/reports'
import { call, postForBlob } from '../../api'
import { CreditFilesCard } from './credit-files-card'
import { calendarDay, dayRange, listed, money } from '../../components/format'
import { LedgerTiePanel } from './ledger-tie-panel'
import { ErrorNotice, Loading } from '../../components/notice'
import { saveBlob } from '../../components/save-blob'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'
import { DateInput } from '../../components/date-input'

// uPlot comes with the charts, in a chunk of its own, when this page first shows figures.
const PortfolioCharts = lazy(() => import('./portfolio-charts'))

type Range = { from: string; to: string }

/** How often a page waiting for the figures of days being written asks again. */
const POLL_MS = 3_000

const pct = (ratio: number | null) => (ratio === null ? '—' : `${(ratio * 100).toFixed(1)} %`)
const iso = (d: Date) => d.toISOString().slice(0, 10)

/** The days a job writes before the figures show (oldest first): a few by name, a month's as a span. */
function preparedDays(days: string[]): string {
  if (days.length <= 3) return listed(days.map(calendarDay))
  return `${days.length} days between ${calendarDay(days[0] ?? '')} and ${calendarDay(days.at(-1) ?? '')}`
}

/** The last whole month, and the one before it for the credit file. */
function lastMonth(): Range {
  const now = new Date()
  return { from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))), to: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))) }
}

/** Portfolio figures for a range of days, their CSV, and the monthly credit-bureau file. */
export function ReportsPage() {
  const canFile = useSession()?.staff.roles.includes('money') ?? false
  const [range, setRange] = useState<Range>(lastMonth)
  const [fileError, setFileError] = useState<unknown>(null)
  const report = useLoad(() => call('/reports/portfolio', range), JSON.stringify(range))
  const { data, reload } = report
  useEffect(() => {
    if (data?.state !== 'preparing' && !(data?.state === 'ready' && data.stale.length > 0)) return
    const timer = setTimeout(reload, POLL_MS)
    return () => clearTimeout(timer)
  }, [data, reload])
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setRange({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') })
  }
  const download = async (url: string, body: unknown, fileName: string) => {
    setFileError(null)
    try {
      saveBlob(await postForBlob(url, body), fileName)
    } catch (e) {
      setFileError(e)
    }
  }
  return (
    <section>
      <header className="page-header">
        <h1>Portfolio</h1>
        <button type="button" className="button" onClick={() => download(ADMIN_REPORT_EXPORT, range, `portfolio-${range.from}-${range.to}.csv`)}>
          Download CSV
        </button>
      </header>
      <p className="muted">Days in the market's time zone, both ends included. How each figure is computed: docs/portfolio-figures.md.</p>
      <form className="row-form" onSubmit={apply}>
        <label>
          From
          <DateInput name="from" defaultValue={range.from} required />
        </label>
        <label>
          To
          <DateInput name="to" defaultValue={range.to} required />
        </label>
        <button type="submit" className="button primary">
          Show
        </button>
      </form>
      <ErrorNotice error={report.error ?? fileError} />
      {report.loading && !report.data ? <Loading /> : null}
      {data?.state === 'preparing' ? (
        <p className="notice" role="status">
          Preparing the figures for {preparedDays(data.days)} — this page updates itself.
        </p>
      ) : null}
      {data?.state === 'ready' && data.stale.length > 0 ? (
        <p className="notice" role="status">
          Figures for {dayRange(data.stale[0] ?? '', data.stale.at(-1) ?? '')} are being recomputed: data for those days arrived late. This page updates itself.
        </p>
      ) : null}
      {data?.state === 'ready' ? <Figures data={data} /> : null}
      {canFile && data?.state === 'ready' ? <LedgerTiePanel range={range} version={data.stale.join()} /> : null}
      {canFile ? <CreditFilesCard defaultMonth={lastMonth().from.slice(0, 7)} /> : null}
    </section>
  )
}

function Figures({ data }: { data: PortfolioFigures }) {
  const { book } = data
  return (
    <>
      <div className="summary">
        <Figure label={`Disbursed (${data.currency})`} value={money(data.disbursed)} />
        <Figure label={`Collected (${data.currency})`} value={money(data.collected)} />
        <Figure label="Collection efficiency" value={pct(data.collectionEfficiency)} />
        <Figure label={`Outstanding (${data.currency})`} value={money(book.outstanding)} />
        <Figure label="PAR1 / PAR30 / PAR90" value={`${pct(book.par1)} / ${pct(book.par30)} / ${pct(book.par90)}`} />
        <Figure label="Promises kept" value={`${pct(data.promises.rate)} of ${data.promises.due}`} />
        <Figure label="Loans outstanding" value={String(book.loans)} />
      </div>
      {data.through < data.to ? (
        <p className="notice" role="status">
          Figures up to the end of {calendarDay(data.through)}, the last day closed: a day closes two hours after its midnight.
        </p>
      ) : null}
      <Suspense fallback={<Loading />}>
        <PortfolioCharts data={data} />
      </Suspense>
      <h2>By product and month of disbursement</h2>
      {data.cohorts.length === 0 ? <p className="empty">No loan was paid out in this range.</p> : null}
      {data.cohorts.length > 0 ? (
        <table className="compact">
          <thead>
            <tr>
              <th>Month</th>
              <th>Product</th>
              <th className="num">Disbursed</th>
              <th className="num">Loans outstanding</th>
              <th className="num">Outstanding</th>
              <th className="num">PAR1</th>
              <th className="num">PAR30</th>
              <th className="num">PAR90</th>
            </tr>
          </thead>
          <tbody>
            {data.cohorts.map((c) => (
              <tr key={`${c.month}-${c.appId}`}>
                <td>{c.month}</td>
                <td>{c.product}</td>
                <td className="num">{money(c.disbursed)}</td>
                <td className="num">{c.loans}</td>
                <td className="num">{money(c.outstanding)}</td>
                <td className="num">{pct(c.par1)}</td>
                <td className="num">{pct(c.par30)}</td>
                <td className="num">{pct(c.par90)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h2>Roll rates</h2>
      {data.rollRates.length === 0 ? <p className="empty">The range holds no whole month.</p> : null}
      {data.rollRates.length > 0 ? (
        <table className="compact">
          <thead>
            <tr>
              <th>Month</th>
              <th>From → to (days past due)</th>
              <th className="num">Loans at the start</th>
              <th className="num">Rolled</th>
              <th className="num">Rate</th>
            </tr>
          </thead>
          <tbody>
            {data.rollRates.map((r) => (
              <tr key={`${r.month}-${r.from}`}>
                <td>{r.month}</td>
                <td>
                  {r.from} → {r.to}
                </td>
                <td className="num">{r.loans}</td>
                <td className="num">{r.rolled}</td>
                <td className="num">{pct(r.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="figure">
      <span className="muted small">{label}</span>
      <strong>{value}</strong>
    </div>
  )
}
