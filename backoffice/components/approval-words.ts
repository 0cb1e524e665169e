// What a four-eyes request changes, in the words a checker reads in a second: the product and
// term, rates as "% a month" with the APR and effective rate they make (the contract's loan
// arithmetic), each rule old → new, and the page of what it changes.
import type { Approval } from '../../contract/admin/schemas/approvals'
import { PERIODS_PER_YEAR, type PeriodUnit, quoteLoan } from '../../contract/loan-math'
import { toMinor } from '../../contract/money'
import { currencyDigits, listed, moneyOf, words } from './format'
import { type ChangeLine, lendingConfigLines, scorecardLines } from './rule-words'

export type ApprovalWords = { headline: string; lines: ChangeLine[]; link: { href: string; label: string } | null }

type Product = NonNullable<Approval['product']>
type Fields = Record<string, unknown>

const fields = (value: unknown): Fields => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {})
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null)
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
const ANY_DAY = '2026-01-01'

/** A rate in thousandths of a percent per period, as a month's percent: 900 a month → "0.90 % a month". */
export function rateWords(thousandths: number, unit: PeriodUnit): string {
  const perPeriod = `${(thousandths / 1000).toFixed(2)} %`
  if (unit === 'month') return `${perPeriod} a month`
  const monthly = ((thousandths / 1000) * PERIODS_PER_YEAR[unit]) / 12
  return `${perPeriod} a ${unit} (${monthly.toFixed(2)} % a month)`
}

/** APR and effective annual rate of the product's largest loan over `periods` at `rate`. */
export function ratesOf(product: Product, periods: number, rate: number): { apr: string; eir: string } | null {
  try {
    const q = quoteLoan({ amountMinor: toMinor(product.maxAmount, currencyDigits(product.currency)), rate, periods, startDate: ANY_DAY, periodUnit: product.periodUnit })
    return { apr: `${q.aprPercent.toFixed(2)} %`, eir: `${q.effectiveAnnualPercent.toFixed(2)} %` }
  } catch {
    return null
  }
}

const line = (label: string, before: string, after: string): ChangeLine => ({ label, before, after, changed: before !== after })

function periodWords(a: Approval, product: Product): ApprovalWords {
  const after = fields(a.payload)
  const before = a.before === null ? null : fields(a.before)
  const unit = product.periodUnit
  const periods = num(after.periods) ?? 0
  const rate = num(after.rate) ?? 0
  const oldPeriods = before ? num(before.periods) : null
  const oldRate = before ? num(before.rate) : null
  const link = { href: `/config#product-${product.id}`, label: `Open ${product.name} in Configuration` }
  const newRates = ratesOf(product, periods, rate)
  if (oldPeriods === null || oldRate === null) {
    return {
      headline: `${product.name}: a new term of ${plural(periods, unit)} at ${rateWords(rate, unit)}`,
      lines: [line('APR', '—', newRates?.apr ?? '—'), line('Effective annual rate (EIR)', '—', newRates?.eir ?? '—')],
      link,
    }
  }
  const oldRates = ratesOf(product, oldPeriods, oldRate)
  const term = oldPeriods === periods ? plural(periods, unit) : `${plural(oldPeriods, unit)} → ${plural(periods, unit)}`
  return {
    headline: `${product.name}, ${term}: ${rateWords(oldRate, unit)} → ${rateWords(rate, unit)}`,
    lines: [
      line('Term', plural(oldPeriods, unit), plural(periods, unit)),
      line('Rate', rateWords(oldRate, unit), rateWords(rate, unit)),
      line(`APR (a ${moneyOf(product.maxAmount, product.currency)} ${product.currency} loan)`, oldRates?.apr ?? '—', newRates?.apr ?? '—'),
      line('Effective annual rate (EIR)', oldRates?.eir ?? '—', newRates?.eir ?? '—'),
    ],
    link,
  }
}

function productWords(a: Approval, product: Product): ApprovalWords {
  const after = fields(a.payload)
  const before = fields(a.before)
  const amount = (v: unknown) => (typeof v === 'number' ? `${moneyOf(v, product.currency)} ${product.currency}` : '—')
  const growth = (v: unknown) => {
    const g = fields(v)
    if (v === null) return 'the largest amount from the first loan'
    return typeof g.startAmount === 'number' ? `from ${amount(g.startAmount)}, +${amount(g.stepAmount)} a loan repaid on time, ${g.afterLate === 'reset' ? 'starts over' : 'holds'} after a late one` : '—'
  }
  const yesNo = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : '—')
  const rows: [string, string, (v: unknown) => string][] = [
    ['name', 'Name', (v) => (typeof v === 'string' ? v : '—')],
    ['minAmount', 'Smallest amount', amount],
    ['maxAmount', 'Largest amount', amount],
    ['step', 'Amount step', amount],
    ['defaultRate', 'Default rate', (v) => (typeof v === 'number' ? rateWords(v, product.periodUnit) : '—')],
    ['disabled', 'Paused', yesNo],
    ['dueDayChoice', 'Borrowers choose the repayment day', yesNo],
    ['limitGrowth', 'Limit growth', growth],
  ]
  // A field the request leaves out stays as it is.
  const lines = rows.filter(([key]) => key in after).map(([key, label, shown]) => line(label, key in before ? shown(before[key]) : '—', shown(after[key])))
  const changed = lines.filter((l) => l.changed)
  return {
    headline: `${product.name}: ${changed.length === 0 ? 'no field changes' : `${listed(changed.map((l) => l.label.toLowerCase()))} change${changed.length === 1 ? 's' : ''}`}`,
    lines: changed,
    link: { href: `/config#product-${product.id}`, label: `Open ${product.name} in Configuration` },
  }
}

function rolesWords(a: Approval): ApprovalWords {
  const roles = (v: unknown) => {
    const list = fields(v).roles
    return Array.isArray(list) && list.length > 0 ? listed(list.map(String)) : 'none'
  }
  const who = a.memberName ?? `staff member ${String(fields(a.payload).staffId ?? '')}`
  return { headline: `Roles of ${who}: ${roles(a.before)} → ${roles(a.payload)}`, lines: [], link: { href: '/staff', label: 'Open Staff' } }
}

/** The card's words for any kind; money kinds keep their own sentence (money-approval-change.tsx), this gives their headline and link. */
export function approvalWords(a: Approval): ApprovalWords {
  if (a.kind === 'period_change' && a.product) return periodWords(a, a.product)
  if (a.kind === 'product_change' && a.product) return productWords(a, a.product)
  if (a.kind === 'staff_roles') return rolesWords(a)
  if (a.kind === 'lending_config') {
    const rules = lendingConfigLines(a.payload, a.before)
    const key = String(fields(a.payload).key ?? '')
    const link = { href: `/config#config-${key}`, label: 'Open the rules in Configuration' }
    if (!rules) return { headline: words(a.kind), lines: [], link }
    const n = rules.lines.length
    return { headline: `${rules.title}: ${n === 0 ? 'no rule changes' : `${n === 1 ? 'one rule changes' : `${n} rules change`}`}`, lines: rules.lines, link }
  }
  if (a.kind === 'scorecard_change') {
    const lines = scorecardLines(a.payload, a.before) ?? []
    return { headline: `Scorecard: ${lines.length === 0 ? 'no table changes' : `${lines.length} change${lines.length === 1 ? '' : 's'}`}`, lines, link: { href: '/risk', label: 'Open Risk' } }
  }
  const orderId = num(fields(a.payload).orderId)
  return { headline: words(a.kind), lines: [], link: orderId === null ? null : { href: `/loans/${orderId}`, label: `Open the borrower and loan #${orderId}` } }
}
