// The fitted model as a table in the SCORECARD shape (contract/credit/scorecard.ts), scaled the
// usual way: score = offset + factor · ln(odds of good), factor = PDO / ln 2,
// offset = base score − factor · ln(base odds). With log-odds(bad) = α + Σ βᵢ·WoEᵢ, each bin is
// worth −βᵢ·WoE·factor; the textbook form spreads the constant (offset − α·factor) over the
// attributes (+ offset/n − α·factor/n each), the table keeps it whole in `baseScore`: the same
// scores, with one rounding instead of n. A draft only: it is put in force through the
// four-eyes scorecard change like any table (docs/scorecard.md).
import type { ScoreBand, ScoreTable } from '../../../../contract/credit/scorecard'
import type { ScoreCount } from './discrimination'
import type { AttributeBins } from './fit-tallies'

export type Scaling = { baseScore: number; baseOdds: number; pdo: number }

export function scaleOf({ baseScore, baseOdds, pdo }: Scaling): { factor: number; offset: number } {
  const factor = pdo / Math.LN2
  return { factor, offset: baseScore - factor * Math.log(baseOdds) }
}

// The table's limit on a bin's points (contract/credit/scorecard.ts).
const POINTS_LIMIT = 1000
const clampPoints = (p: number) => Math.max(-POINTS_LIMIT, Math.min(POINTS_LIMIT, Math.round(p)))

export type FittedAttribute = AttributeBins & { coefficient: number; points: number[]; missingPoints: number }

export function fittedAttributes(attributes: readonly AttributeBins[], coefficients: readonly number[], factor: number): FittedAttribute[] {
  return attributes.map((a, i) => {
    const beta = coefficients[i] ?? 0
    // 0 + 0 would print as -0 in the table.
    const points = (woe: number) => clampPoints(-beta * woe * factor) + 0
    return { ...a, coefficient: beta, points: a.bins.map((b) => points(b.woe)), missingPoints: points(a.missing.woe) }
  })
}

export function draftTable(version: string, baseScore: number, attributes: readonly FittedAttribute[], bands: ScoreBand[]): ScoreTable {
  return {
    version,
    baseScore,
    attributes: attributes.map((a) => ({
      attribute: a.attribute,
      missing: a.missingPoints,
      // A value falls in the first bin it is below: each bin ends where the next one's first value begins.
      bins: a.bins.length === 0 ? [{ below: null, points: 0 }] : a.bins.map((_, i) => ({ below: a.bins[i + 1]?.from ?? null, points: a.points[i] ?? 0 })),
    })),
    bands,
  }
}

/**
 * The bands of the table in force (names, outcomes, limits), their cut-offs moved to the fitted
 * scores so each band holds about the share of the fitted loans the table in force expects of
 * it; the shares reached become the reference shares. Paid-out loans are not every applicant:
 * the lender sets the cut-offs before submitting the draft.
 */
export function draftBands(inForce: readonly ScoreBand[], scores: readonly ScoreCount[]): ScoreBand[] {
  const sorted = [...scores].sort((a, b) => b.score - a.score)
  const total = sorted.reduce((s, c) => s + c.good + c.bad, 0)
  const bands: ScoreBand[] = []
  let wanted = 0
  let taken = 0
  let next = 0
  for (const [i, band] of inForce.entries()) {
    const last = i === inForce.length - 1
    wanted += band.referenceShare * total
    let minScore = Number.POSITIVE_INFINITY
    const before = taken
    while (!last && next < sorted.length && taken < wanted) {
      const at = sorted[next++] as ScoreCount
      taken += at.good + at.bad
      minScore = at.score
    }
    const above = bands.at(-1)?.minScore ?? Number.POSITIVE_INFINITY
    if (last) minScore = Math.min(0, above - 1)
    else if (!(minScore < above)) minScore = above - 1
    // A band the scores never reached (a reference share of 0) sits just above the next one.
    if (!Number.isFinite(minScore)) minScore = Number.isFinite(above) ? above - 1 : (sorted[0]?.score ?? 0) + 1
    if (last) taken = total
    bands.push({ ...band, minScore, referenceShare: total === 0 ? band.referenceShare : Math.round(((taken - before) / total) * 10_000) / 10_000 })
  }
  // Rounding each share to 4 places: what is left over goes to the last band.
  const last = bands.at(-1)
  if (last && total > 0) last.referenceShare = Math.round((1 - bands.slice(0, -1).reduce((s, b) => s + b.referenceShare, 0)) * 10_000) / 10_000
  return bands
}
