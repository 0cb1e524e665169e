// The portfolio charts, with uPlot: this module is imported lazily by the reports page, so the
// library is a chunk of its own that only the back office ever downloads.
import { useEffect, useMemo, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { ROLL_BUCKETS, type PortfolioFigures } from '../../../contract/admin/schemas/reports'
import { monthOf } from '../../components/format'

const PAR_SERIES = ['PAR1', 'PAR30', 'PAR90']
const PAR_MEANING = ['share of the outstanding 1 day or more overdue', '30 days or more overdue', '90 days or more overdue']
const COLOURS = ['#0b6b3a', '#d08700', '#b42318', '#5b3cc4']
const HALF_MONTH = 15 * 86_400
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`) / 1000
const percent = (_: uPlot, values: number[]) => values.map((v) => `${Math.round(v * 100)} %`)

/** Names each line by its colour, always shown: uPlot's own legend shows values only on hover. */
function Legend({ series, meanings }: { series: string[]; meanings?: string[] }) {
  return (
    <ul className="chart-legend">
      {series.map((label, i) => (
        <li key={label}>
          <span className="swatch" style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
          <strong>{label}</strong>
          {meanings?.[i] ? <span className="muted"> {meanings[i]}</span> : null}
        </li>
      ))}
    </ul>
  )
}

type ChartProps = { title: string; series: string[]; meanings?: string[]; x: number[]; ys: (number | null)[][] }

function Chart({ title, series, meanings, x, ys }: ChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element || x.length === 0) return
    const plot = new uPlot(
      {
        title,
        width: Math.max(320, element.clientWidth),
        height: 240,
        // Half a month either side of the data (uPlot applies this again on each redraw, so it reads
        // the data, not the range it is given): the points off the edges, one month not stretched over years.
        scales: { x: { time: true, range: () => [(x[0] ?? 0) - HALF_MONTH, (x.at(-1) ?? 0) + HALF_MONTH] }, y: { range: [0, 1] } },
        // One tick per month of data, named as the rest of the back office names months ("Oct 2026").
        axes: [{ splits: () => x, values: (_, ticks) => ticks.map(monthOf) }, { values: percent, size: 56 }],
        legend: { show: false },
        series: [{ label: 'Month', value: (_, v) => (v === null ? '—' : monthOf(v)) }, ...series.map((label, i) => ({ label, stroke: COLOURS[i % COLOURS.length], width: 2, points: { show: true } }))],
      },
      [x, ...ys] as uPlot.AlignedData,
      element,
    )
    return () => plot.destroy()
  }, [title, series, x, ys])
  return (
    <figure className="chart-figure">
      <div ref={box} className="chart" />
      {x.length > 0 ? <Legend series={series} meanings={meanings} /> : null}
    </figure>
  )
}

/** PAR-n of each month of disbursement, over all products, weighted by what is outstanding. */
function parByCohort(data: PortfolioFigures) {
  const months = [...new Set(data.cohorts.map((c) => c.month))].sort()
  const par = (month: string, key: 'par1' | 'par30' | 'par90') => {
    const rows = data.cohorts.filter((c) => c.month === month)
    const outstanding = rows.reduce((acc, c) => acc + c.outstanding, 0)
    return outstanding === 0 ? null : rows.reduce((acc, c) => acc + (c[key] ?? 0) * c.outstanding, 0) / outstanding
  }
  return { x: months.map(monthStart), ys: (['par1', 'par30', 'par90'] as const).map((key) => months.map((m) => par(m, key))) }
}

function rollsByMonth(data: PortfolioFigures) {
  const months = [...new Set(data.rollRates.map((r) => r.month))].sort()
  const from = ROLL_BUCKETS.slice(0, -1)
  return {
    labels: from.map((b, i) => `${b} → ${ROLL_BUCKETS[i + 1]}`),
    x: months.map(monthStart),
    ys: from.map((b) => months.map((m) => data.rollRates.find((r) => r.month === m && r.from === b)?.rate ?? null)),
  }
}

export default function PortfolioCharts({ data }: { data: PortfolioFigures }) {
  const cohorts = useMemo(() => parByCohort(data), [data])
  const rolls = useMemo(() => rollsByMonth(data), [data])
  return (
    <div className="columns">
      <Chart title="PAR by month of disbursement" series={PAR_SERIES} meanings={PAR_MEANING} x={cohorts.x} ys={cohorts.ys} />
      <Chart title="Roll rates" series={rolls.labels} x={rolls.x} ys={rolls.ys} />
    </div>
  )
}
