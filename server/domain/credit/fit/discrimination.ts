// How well a score separates good loans from bad ones, from counts per score: AUC, Gini and KS,
// where a higher score means a safer loan.

export type ScoreCount = { score: number; good: number; bad: number }

export type Discrimination = {
  /** The chance a good loan scores above a bad one, ties counting half. */
  auc: number
  /** 2·AUC − 1. */
  gini: number
  /** The largest gap between the shares of bad and of good loans at or below a score. */
  ks: number
  good: number
  bad: number
}

export function discrimination(counts: readonly ScoreCount[]): Discrimination | null {
  const byScore = new Map<number, { good: number; bad: number }>()
  for (const { score, good, bad } of counts) {
    const at = byScore.get(score) ?? { good: 0, bad: 0 }
    at.good += good
    at.bad += bad
    byScore.set(score, at)
  }
  const sorted = [...byScore.entries()].sort((a, b) => a[0] - b[0])
  const goods = sorted.reduce((s, [, c]) => s + c.good, 0)
  const bads = sorted.reduce((s, [, c]) => s + c.bad, 0)
  if (goods === 0 || bads === 0) return null
  let badBelow = 0
  let goodBelow = 0
  let pairs = 0
  let ks = 0
  for (const [, { good, bad }] of sorted) {
    pairs += good * (badBelow + bad / 2)
    badBelow += bad
    goodBelow += good
    ks = Math.max(ks, Math.abs(badBelow / bads - goodBelow / goods))
  }
  const auc = pairs / (goods * bads)
  return { auc, gini: 2 * auc - 1, ks, good: goods, bad: bads }
}
