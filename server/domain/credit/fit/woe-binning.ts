// Coarse classing by weight of evidence: an attribute's values cut into fine bins of about equal
// counts, then adjacent bins merged until the WoE runs one way (each bin safer, or each riskier,
// than the one before) and every bin holds a minimum share of the loans. WoE = ln(share of the
// good loans / share of the bad loans): positive where loans are safer than the book's average.

/** Loans with one value of an attribute, and the sum of the values (for a bin's mean). */
export type Tally = { good: number; bad: number }
export type ValueTally = Tally & { value: number }

export type Bin = Tally & {
  /** The bin's lowest and highest value seen. */
  from: number
  to: number
  /** Σ value · loans, for the bin's mean value. */
  sum: number
}

export type WoeBin = Bin & { woe: number; iv: number }

export type BinningOptions = { fineBins: number; minBinShare: number; maxBins: number }

/** Half a loan added to each side keeps the logarithm finite for a bin with no bad (or no good) loans. */
export function woeOf(bin: Tally, goods: number, bads: number): number {
  return Math.log((bin.good + 0.5) / (goods + 0.5) / ((bin.bad + 0.5) / (bads + 0.5)))
}

export function informationValue(bin: Tally, goods: number, bads: number): number {
  if (goods === 0 || bads === 0) return 0
  return (bin.good / goods - bin.bad / bads) * woeOf(bin, goods, bads)
}

const loans = (t: Tally) => t.good + t.bad

/** Fine bins of about equal counts; one value never spans two bins. */
export function fineBins(values: readonly ValueTally[], count: number): Bin[] {
  const sorted = [...values].sort((a, b) => a.value - b.value)
  const total = sorted.reduce((s, v) => s + loans(v), 0)
  const bins: Bin[] = []
  let current: Bin | null = null
  let seen = 0
  for (const v of sorted) {
    current ??= { from: v.value, to: v.value, good: 0, bad: 0, sum: 0 }
    current.to = v.value
    current.good += v.good
    current.bad += v.bad
    current.sum += v.value * loans(v)
    seen += loans(v)
    if (seen >= (total * (bins.length + 1)) / count) {
      bins.push(current)
      current = null
    }
  }
  if (current) bins.push(current)
  return bins
}

function merged(a: Bin, b: Bin): Bin {
  return { from: a.from, to: b.to, good: a.good + b.good, bad: a.bad + b.bad, sum: a.sum + b.sum }
}

/** +1 when the WoE grows with the value (higher values safer), −1 when it falls: the sign of their weighted covariance. */
function direction(bins: readonly Bin[], goods: number, bads: number): 1 | -1 {
  const n = bins.reduce((s, b) => s + loans(b), 0)
  const meanX = bins.reduce((s, b) => s + b.sum, 0) / n
  const meanW = bins.reduce((s, b) => s + loans(b) * woeOf(b, goods, bads), 0) / n
  const cov = bins.reduce((s, b) => s + loans(b) * (b.sum / loans(b) - meanX) * (woeOf(b, goods, bads) - meanW), 0)
  return cov >= 0 ? 1 : -1
}

/**
 * Merges fine bins (in value order) until the WoE is monotone, each bin holds at least
 * `minBinShare` of the loans, and there are at most `maxBins`. A merged bin's WoE lies between its
 * two parts', so a later merge never breaks the order an earlier one made.
 */
export function coarseBins(fine: readonly Bin[], goods: number, bads: number, options: Omit<BinningOptions, 'fineBins'>): WoeBin[] {
  let bins = fine.filter((b) => loans(b) > 0)
  if (bins.length === 0) return []
  const total = bins.reduce((s, b) => s + loans(b), 0)
  const woe = (b: Bin) => woeOf(b, goods, bads)
  const mergeAt = (i: number) => {
    bins = [...bins.slice(0, i), merged(bins[i] as Bin, bins[i + 1] as Bin), ...bins.slice(i + 2)]
  }
  const sign = direction(bins, goods, bads)
  // Pool adjacent violators: merge the first pair out of order until none is.
  for (let i = 0; i < bins.length - 1; ) {
    if (sign * (woe(bins[i + 1] as Bin) - woe(bins[i] as Bin)) < 0) {
      mergeAt(i)
      i = Math.max(0, i - 1)
    } else i++
  }
  // The smallest bin under the minimum share joins the neighbour nearer in WoE.
  for (;;) {
    const small = bins.map((b, i) => ({ i, n: loans(b) })).filter((b) => b.n < options.minBinShare * total && bins.length > 1)
    const smallest = small.sort((a, b) => a.n - b.n)[0]
    if (!smallest) break
    const { i } = smallest
    const left = i > 0 ? Math.abs(woe(bins[i] as Bin) - woe(bins[i - 1] as Bin)) : Infinity
    const right = i < bins.length - 1 ? Math.abs(woe(bins[i] as Bin) - woe(bins[i + 1] as Bin)) : Infinity
    mergeAt(left <= right ? i - 1 : i)
  }
  // Too many bins: the adjacent pair closest in WoE becomes one.
  while (bins.length > options.maxBins) {
    let closest = 0
    for (let i = 1; i < bins.length - 1; i++) {
      if (Math.abs(woe(bins[i + 1] as Bin) - woe(bins[i] as Bin)) < Math.abs(woe(bins[closest + 1] as Bin) - woe(bins[closest] as Bin))) closest = i
    }
    mergeAt(closest)
  }
  return bins.map((b) => ({ ...b, woe: woe(b), iv: informationValue(b, goods, bads) }))
}
