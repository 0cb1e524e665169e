// Scoring one application with one table: pure, so the decision job, the reviewer's page and a
// test compute the same thing from the same numbers.
import { SCORE_ATTRIBUTES, type ScoreAttribute, type ScoreBand, type ScoreReason, type ScoreTable } from './scorecard'

/** Each attribute's value; null when it cannot be known (the table's `missing` points apply). */
export type ScoreInputs = Record<ScoreAttribute, number | null>

export type ScoreResult = {
  version: string
  score: number
  band: ScoreBand
  points: Partial<Record<ScoreAttribute, number>>
  /** Up to four attributes that cost the most points against their best bin, the costliest first. */
  reasons: ScoreReason[]
}

const REASONS_SHOWN = 4

export function scoreWith(table: ScoreTable, inputs: ScoreInputs): ScoreResult {
  const points: Partial<Record<ScoreAttribute, number>> = {}
  const costs: { attribute: ScoreAttribute; cost: number }[] = []
  let score = table.baseScore
  for (const { attribute, bins, missing } of table.attributes) {
    const value = inputs[attribute]
    const earned = value === null ? missing : (bins.find((b) => b.below === null || value < b.below)?.points ?? missing)
    points[attribute] = earned
    score += earned
    const best = Math.max(missing, ...bins.map((b) => b.points))
    if (best > earned) costs.push({ attribute, cost: best - earned })
  }
  // Ties keep the catalogue's order, so the same application always gives the same reasons.
  costs.sort((a, b) => b.cost - a.cost || SCORE_ATTRIBUTES.indexOf(a.attribute) - SCORE_ATTRIBUTES.indexOf(b.attribute))
  return { version: table.version, score, band: bandOf(table, score), points, reasons: costs.slice(0, REASONS_SHOWN).map((c) => `score_${c.attribute}` as const) }
}

export function bandOf(table: ScoreTable, score: number): ScoreBand {
  const band = table.bands.find((b) => score >= b.minScore) ?? table.bands.at(-1)
  if (!band) throw new Error('a score table has bands')
  return band
}

/** Population stability index of counts per band against the table's reference shares. */
export function psi(table: ScoreTable, counts: Record<string, number>): number | null {
  const total = Object.values(counts).reduce((s, n) => s + n, 0)
  if (total === 0) return null
  // An empty band would make the logarithm infinite: both shares are floored, as is usual.
  const floor = 0.0001
  let sum = 0
  for (const band of table.bands) {
    const actual = Math.max((counts[band.band] ?? 0) / total, floor)
    const expected = Math.max(band.referenceShare, floor)
    sum += (actual - expected) * Math.log(actual / expected)
  }
  return Math.round(sum * 10_000) / 10_000
}
