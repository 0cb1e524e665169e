// What the fit keeps while it reads the book: per attribute, the loans and bad loans at each value
// (first read), then per combination of coarse bins (second read). Both grow with the number of
// distinct values and bins, never with the number of loans.
import type { ScoreInputs } from '../../../../contract/credit/score'
import { SCORE_ATTRIBUTES, type ScoreAttribute } from '../../../../contract/credit/scorecard'
import type { FitLoan } from './fit-loans'
import { type BinningOptions, coarseBins, fineBins, type Tally, type WoeBin, woeOf } from './woe-binning'

// Percents can run to the thousands for a tiny income; beyond this they all share one value.
const VALUE_LIMIT = 100_000
/** A missing value gets its own WoE only with this many loans behind it; else 0, the book's own odds. */
export const MIN_MISSING_LOANS = 30

export type ValueTallies = Record<ScoreAttribute, { values: Map<number, Tally>; missing: Tally }>

export function newValueTallies(): ValueTallies {
  return Object.fromEntries(SCORE_ATTRIBUTES.map((a) => [a, { values: new Map(), missing: { good: 0, bad: 0 } }])) as ValueTallies
}

const count = (tally: Tally, bad: boolean) => {
  if (bad) tally.bad++
  else tally.good++
}

export function tallyValues(tallies: ValueTallies, loan: FitLoan): void {
  for (const attribute of SCORE_ATTRIBUTES) {
    const value = loan.inputs[attribute]
    const at = tallies[attribute]
    if (value === null) {
      count(at.missing, loan.bad)
      continue
    }
    const v = Math.max(-VALUE_LIMIT, Math.min(VALUE_LIMIT, value))
    let tally = at.values.get(v)
    if (!tally) at.values.set(v, (tally = { good: 0, bad: 0 }))
    count(tally, loan.bad)
  }
}

export type AttributeBins = { attribute: ScoreAttribute; bins: WoeBin[]; missing: Tally & { woe: number; iv: number } }

export function binAttributes(tallies: ValueTallies, goods: number, bads: number, options: BinningOptions): AttributeBins[] {
  return SCORE_ATTRIBUTES.map((attribute) => {
    const { values, missing } = tallies[attribute]
    const fine = fineBins([...values].map(([value, t]) => ({ value, ...t })), options.fineBins)
    const bins = coarseBins(fine, goods, bads, options)
    const enough = missing.good + missing.bad >= MIN_MISSING_LOANS
    const woe = enough ? woeOf(missing, goods, bads) : 0
    const iv = goods > 0 && bads > 0 && enough ? (missing.good / goods - missing.bad / bads) * woe : 0
    return { attribute, bins, missing: { ...missing, woe, iv } }
  })
}

/** The bin a value falls in, as the table reads it (the first whose next bin starts above it); bins.length for missing. */
export function binIndexOf(bins: readonly WoeBin[], value: number | null): number {
  if (value === null || bins.length === 0) return bins.length
  for (let i = 0; i < bins.length - 1; i++) if (value < (bins[i + 1] as WoeBin).from) return i
  return bins.length - 1
}

export type Pattern = { bins: number[]; good: number; bad: number }
export type Patterns = Map<string, Pattern>

export function tallyPattern(patterns: Patterns, attributes: readonly AttributeBins[], inputs: ScoreInputs, bad: boolean): void {
  const bins = attributes.map((a) => binIndexOf(a.bins, inputs[a.attribute]))
  const key = bins.join(',')
  let pattern = patterns.get(key)
  if (!pattern) patterns.set(key, (pattern = { bins, good: 0, bad: 0 }))
  count(pattern, bad)
}

/** The WoE of each attribute's bin in a pattern: the row the regression sees. */
export function woesOf(attributes: readonly AttributeBins[], bins: readonly number[]): number[] {
  return attributes.map((a, i) => {
    const index = bins[i] ?? a.bins.length
    return index === a.bins.length ? a.missing.woe : (a.bins[index]?.woe ?? 0)
  })
}
