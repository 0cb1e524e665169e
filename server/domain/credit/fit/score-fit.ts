// Fits a scorecard from a lender's own book (docs/scorecard.md, "Fitting a table"): two passes over
// the paid-out loans whose outcome is known, a batch at a time: the first, streamed from the
// database, tallies each attribute's values to bin them by weight of evidence and keeps the loans
// in a spool on disk; the second, from the spool, tallies the combinations of bins; a
// logistic regression on the bins' WoE, scaled to points, gives a draft table, measured on the
// loans held out of the fit.
import type { ScoreBand, ScoreTable } from '../../../../contract/credit/scorecard'
import type { Db } from '../../../db/client'
import { type Discrimination, discrimination, type ScoreCount } from './discrimination'
import { draftBands, draftTable, type FittedAttribute, fittedAttributes, scaleOf } from './draft-table'
import { type FitRead, readFitLoans } from './fit-loans'
import type { FitOptions } from './fit-options'
import { type AttributeBins, binAttributes, newValueTallies, type Patterns, tallyPattern, tallyValues, woesOf } from './fit-tallies'
import { openLoanSpool } from './loan-spool'
import { fitLogistic } from './logistic-irls'

export type FitCounts = { loans: number; bad: number }

export type ScorecardFit = {
  options: FitOptions
  /** The clock the outcomes were judged at. */
  at: string
  fitted: FitCounts
  heldOut: FitCounts
  /** Paid-out loans left out: still within their window and not (yet) bad. */
  unknown: number
  intercept: number
  iterations: number
  converged: boolean
  factor: number
  offset: number
  attributes: FittedAttribute[]
  table: ScoreTable
  /** The draft table's points on the fitted loans and on the held-out ones. */
  discrimination: { fitted: Discrimination | null; heldOut: Discrimination | null }
  /** Distinct combinations of bins the regression ran on: what its memory grows with. */
  patterns: number
}

export type FitContext = { timeZone: string; now: Date; inForce: readonly ScoreBand[] }

export async function fitScorecard(db: Db, options: FitOptions, context: FitContext): Promise<ScorecardFit> {
  const read: FitRead = { ...options, timeZone: context.timeZone, now: context.now }
  const tallies = newValueTallies()
  const fitted = { loans: 0, bad: 0 }
  const heldOut = { loans: 0, bad: 0 }
  let unknown = 0
  const train: Patterns = new Map()
  const test: Patterns = new Map()
  const spool = await openLoanSpool()
  let binned: AttributeBins[]
  try {
    await readFitLoans(db, read, (batch) => {
      unknown += batch.unknown
      for (const loan of batch.loans) {
        const side = loan.holdout ? heldOut : fitted
        side.loans++
        if (loan.bad) side.bad++
        if (!loan.holdout) tallyValues(tallies, loan)
      }
      spool.write(batch.loans)
    })
    const goods = fitted.loans - fitted.bad
    if (fitted.bad === 0 || goods === 0) throw new RangeError(`nothing to fit: ${fitted.loans} loans with a known outcome, ${fitted.bad} of them bad`)
    binned = binAttributes(tallies, goods, fitted.bad, options)
    spool.read(options.batchSize, (loans) => {
      for (const loan of loans) tallyPattern(loan.holdout ? test : train, binned, loan.inputs, loan.bad)
    })
  } finally {
    await spool.remove()
  }
  const rows = [...train.values()].map((p) => ({ x: woesOf(binned, p.bins), bad: p.bad, total: p.good + p.bad }))
  const model = fitLogistic(rows, { ridge: options.ridge })
  const { factor, offset } = scaleOf(options)
  const attributes = fittedAttributes(binned, model.coefficients, factor)
  const baseScore = Math.round(offset - factor * model.intercept)
  const scored = (patterns: Patterns): ScoreCount[] =>
    [...patterns.values()].map((p) => ({
      score: baseScore + attributes.reduce((s, a, i) => s + (p.bins[i] === a.bins.length ? a.missingPoints : (a.points[p.bins[i] ?? 0] ?? 0)), 0),
      good: p.good,
      bad: p.bad,
    }))
  const fittedScores = scored(train)
  const version = options.version ?? `fit-${options.companyId}-${context.now.toISOString().slice(0, 10)}`
  return {
    options,
    at: context.now.toISOString(),
    fitted,
    heldOut,
    unknown,
    intercept: model.intercept,
    iterations: model.iterations,
    converged: model.converged,
    factor,
    offset,
    attributes,
    table: draftTable(version, baseScore, attributes, draftBands(context.inForce, fittedScores)),
    discrimination: { fitted: discrimination(fittedScores), heldOut: discrimination(scored(test)) },
    patterns: train.size + test.size,
  }
}
