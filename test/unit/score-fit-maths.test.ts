import { describe, expect, it } from 'vitest'
import { DEFAULT_SCORE_TABLE } from '../../contract/credit/default-scorecard'
import { scoreTableSchema } from '../../contract/credit/scorecard'
import { discrimination } from '../../server/domain/credit/fit/discrimination'
import { draftBands, draftTable, fittedAttributes, scaleOf } from '../../server/domain/credit/fit/draft-table'
import { binIndexOf, MIN_MISSING_LOANS } from '../../server/domain/credit/fit/fit-tallies'
import { loanOutcome } from '../../server/domain/credit/fit/loan-outcome'
import { fitLogistic, solve } from '../../server/domain/credit/fit/logistic-irls'
import { coarseBins, fineBins, type ValueTally } from '../../server/domain/credit/fit/woe-binning'

// The scorecard fit's pure parts (server/domain/credit/fit/, docs/scorecard.md "Fitting a table").
const sigmoid = (eta: number) => 1 / (1 + Math.exp(-eta))

/** A small deterministic generator (mulberry32), so a sampled test draws the same loans every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('the logistic regression (Newton / IRLS)', () => {
  it('solves a small linear system', () => {
    expect(solve([[2, 1], [1, 3]], [3, 5])).toEqual([expect.closeTo(0.8, 12), expect.closeTo(1.4, 12)])
  })

  it('finds the coefficients exactly when each group holds its expected bad count (the known answer)', () => {
    const rows = []
    for (const x1 of [-2, -1, 0, 1, 2]) for (const x2 of [0, 1]) rows.push({ x: [x1, x2], total: 1000, bad: 1000 * sigmoid(-1 + 0.8 * x1 - 0.5 * x2) })
    const fit = fitLogistic(rows, { ridge: 0 })
    expect(fit.converged).toBe(true)
    expect(fit.intercept).toBeCloseTo(-1, 8)
    expect(fit.coefficients[0]).toBeCloseTo(0.8, 8)
    expect(fit.coefficients[1]).toBeCloseTo(-0.5, 8)
  })

  it('recovers known coefficients from 20,000 sampled loans within sampling error', () => {
    const next = random(7)
    const rows = Array.from({ length: 20_000 }, () => {
      const x = [next() * 4 - 2, next() < 0.5 ? 1 : 0]
      return { x, total: 1, bad: next() < sigmoid(-1.5 - 0.7 * (x[0] ?? 0) + 0.9 * (x[1] ?? 0)) ? 1 : 0 }
    })
    const fit = fitLogistic(rows)
    expect(fit.intercept).toBeCloseTo(-1.5, 1)
    expect(fit.coefficients[0]).toBeCloseTo(-0.7, 1)
    expect(fit.coefficients[1]).toBeCloseTo(0.9, 1)
  })

  it('keeps an attribute that carries nothing (every value 0) at 0 instead of failing', () => {
    const fit = fitLogistic([
      { x: [1, 0], total: 100, bad: 10 },
      { x: [-1, 0], total: 100, bad: 40 },
    ])
    expect(fit.converged).toBe(true)
    expect(fit.coefficients[1]).toBe(0)
  })
})

describe('weight-of-evidence binning', () => {
  // Bad rate rising with the value, plus a wobble that breaks the order of neighbouring fine bins.
  const values: ValueTally[] = Array.from({ length: 200 }, (_, v) => {
    const total = 50
    const bad = Math.round(total * sigmoid(-3 + v / 50 + 0.6 * Math.sin(v / 3)))
    return { value: v, good: total - bad, bad }
  })
  const goods = values.reduce((s, v) => s + v.good, 0)
  const bads = values.reduce((s, v) => s + v.bad, 0)

  it('cuts fine bins of about equal counts', () => {
    const fine = fineBins(values, 20)
    expect(fine).toHaveLength(20)
    for (const bin of fine) expect(bin.good + bin.bad).toBe(500)
  })

  it('merges fine bins until the WoE runs one way and each bin holds its minimum share', () => {
    const fine = fineBins(values, 40)
    expect(fine.some((b, i) => i > 0 && b.bad / (b.good + b.bad) < ((fine[i - 1]?.bad ?? 0) / ((fine[i - 1]?.good ?? 0) + (fine[i - 1]?.bad ?? 0))))).toBe(true)
    const bins = coarseBins(fine, goods, bads, { minBinShare: 0.05, maxBins: 6 })
    expect(bins.length).toBeGreaterThan(2)
    expect(bins.length).toBeLessThanOrEqual(6)
    // Risk rises with the value: the WoE (ln good share / bad share) falls from bin to bin.
    for (let i = 1; i < bins.length; i++) expect(bins[i]?.woe).toBeLessThan(bins[i - 1]?.woe ?? 0)
    for (const bin of bins) expect(bin.good + bin.bad).toBeGreaterThanOrEqual(0.05 * 10_000)
    expect(bins.map((b) => [b.from, b.to]).flat()).toEqual([...bins.map((b) => [b.from, b.to]).flat()].sort((a, b) => a - b))
  })

  it('makes a U-shaped risk monotone rather than keep both arms', () => {
    const u: ValueTally[] = Array.from({ length: 100 }, (_, v) => ({ value: v, good: 90 - Math.abs(v - 50) / 2, bad: 10 + Math.abs(v - 50) / 2 }))
    const g = u.reduce((s, v) => s + v.good, 0)
    const b = u.reduce((s, v) => s + v.bad, 0)
    const bins = coarseBins(fineBins(u, 20), g, b, { minBinShare: 0.02, maxBins: 10 })
    const woes = bins.map((x) => x.woe)
    const up = woes.every((w, i) => i === 0 || w >= (woes[i - 1] ?? 0))
    const down = woes.every((w, i) => i === 0 || w <= (woes[i - 1] ?? 0))
    expect(up || down).toBe(true)
  })

  it('puts a value in the bin the table will put it in: the first whose next bin starts above it', () => {
    const bins = coarseBins(fineBins(values, 20), goods, bads, { minBinShare: 0.05, maxBins: 6 })
    const second = bins[1]
    if (!second) throw new Error('two bins at least')
    expect(binIndexOf(bins, second.from - 0.5)).toBe(0)
    expect(binIndexOf(bins, second.from)).toBe(1)
    expect(binIndexOf(bins, 1e9)).toBe(bins.length - 1)
    expect(binIndexOf(bins, null)).toBe(bins.length)
  })
})

describe('AUC, Gini and KS', () => {
  // Good loans scored 3, 4, 5; bad ones 1, 2, 4. Of the 9 good–bad pairs the good one scores
  // higher in 7 and ties in 1: AUC 7.5 / 9. At or below 2: 2/3 of the bad, none of the good: KS 2/3.
  it('match a hand-checked example', () => {
    const d = discrimination([
      { score: 1, good: 0, bad: 1 },
      { score: 2, good: 0, bad: 1 },
      { score: 3, good: 1, bad: 0 },
      { score: 4, good: 1, bad: 1 },
      { score: 5, good: 1, bad: 0 },
    ])
    expect(d?.auc).toBeCloseTo(7.5 / 9, 12)
    expect(d?.gini).toBeCloseTo(2 * (7.5 / 9) - 1, 12)
    expect(d?.ks).toBeCloseTo(2 / 3, 12)
  })

  it('give 1, 1 and 1 for a perfect score and 0.5, 0, 0 for one that ranks nothing', () => {
    expect(discrimination([{ score: 1, good: 0, bad: 5 }, { score: 9, good: 5, bad: 0 }])).toMatchObject({ auc: 1, gini: 1, ks: 1 })
    expect(discrimination([{ score: 1, good: 5, bad: 5 }])).toMatchObject({ auc: 0.5, gini: 0, ks: 0 })
    expect(discrimination([{ score: 1, good: 5, bad: 0 }])).toBeNull()
  })
})

describe('whether a loan went bad', () => {
  const rule = { badDays: 30, windowMonths: 6 }
  const periods = [
    { dueDate: '2026-02-01', amountMinor: 100, paidMinor: 100, repaid: true },
    { dueDate: '2026-03-01', amountMinor: 100, paidMinor: 100, repaid: true },
  ]
  const loan = { payoutDay: '2026-01-01', finished: true }

  it('is bad when the first instalment was paid 45 days late, though the loan was settled', () => {
    const late = [{ day: '2026-03-18', amountMinor: 200 }]
    expect(loanOutcome(periods, late, loan, rule, '2026-12-01')).toEqual({ bad: true, known: true })
  })

  it('is good when every period was paid within 30 days of its due date', () => {
    const paid = [{ day: '2026-03-02', amountMinor: 100 }, { day: '2026-03-20', amountMinor: 100 }]
    expect(loanOutcome(periods, paid, loan, rule, '2026-12-01')).toEqual({ bad: false, known: true })
  })

  it('lays payments over periods oldest first: a later period paid before an earlier one does not hide the earlier one', () => {
    const payments = [{ day: '2026-02-28', amountMinor: 100 }, { day: '2026-04-10', amountMinor: 100 }]
    // The first payment pays period 1 (27 days late); the second pays period 2 40 days late.
    expect(loanOutcome(periods, payments, loan, rule, '2026-12-01').bad).toBe(true)
  })

  it('is not known while a loan being repaid is within its window and not yet bad', () => {
    expect(loanOutcome(periods, [{ day: '2026-02-01', amountMinor: 100 }], { ...loan, finished: false }, rule, '2026-03-15')).toEqual({ bad: false, known: false })
  })

  it('does not count lateness that reached 30 days only after the window', () => {
    const long = [{ dueDate: '2026-06-20', amountMinor: 100, paidMinor: 0, repaid: false }]
    expect(loanOutcome(long, [], { ...loan, finished: false }, rule, '2026-12-01')).toEqual({ bad: false, known: true })
  })
})

describe('the draft table', () => {
  it('scales to 600 points at 50:1 with 20 points to double the odds', () => {
    const { factor, offset } = scaleOf({ baseScore: 600, baseOdds: 50, pdo: 20 })
    expect(factor).toBeCloseTo(28.8539, 3)
    expect(offset).toBeCloseTo(487.123, 2)
    // Odds of 100:1 (twice the base) score 620.
    expect(offset + factor * Math.log(100)).toBeCloseTo(620, 9)
  })

  it('parses with the SCORECARD table schema, its bands holding the shares the table in force expects', () => {
    const bins = coarseBins(fineBins(Array.from({ length: 60 }, (_, v) => ({ value: v + 20, good: 50 + v, bad: 20 - Math.floor(v / 4) })), 10), 4770, 570, { minBinShare: 0.05, maxBins: 5 })
    const attributes = fittedAttributes([{ attribute: 'age', bins, missing: { good: 0, bad: 0, woe: 0, iv: 0 } }], [-1], 28.85)
    const scores = Array.from({ length: 100 }, (_, i) => ({ score: 400 + i * 3, good: 9, bad: 1 }))
    const bands = draftBands(DEFAULT_SCORE_TABLE.bands, scores)
    expect(bands.map((b) => b.referenceShare)).toEqual([0.45, 0.35, 0.12, 0.08])
    // Scores 697, 694 … 400, ten loans each: the top 45 scores down to 565, the next 35 to 460, 12 more to 424.
    expect(bands.map((b) => b.minScore)).toEqual([565, 460, 424, 0])
    const table = draftTable('fit-test', 500, attributes, bands)
    expect(scoreTableSchema.safeParse(table).success).toBe(true)
    expect(table.attributes[0]?.bins.at(-1)?.below).toBeNull()
    expect(MIN_MISSING_LOANS).toBeGreaterThan(0)
  })
})
