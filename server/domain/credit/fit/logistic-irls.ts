// Logistic regression by Newton–Raphson (iteratively reweighted least squares) with a small ridge
// term, on grouped rows: each row is a combination of inputs with its counts of bad and of all
// loans, so a book of millions fits from the few thousand combinations its bins make.
// Our own, not a package: none is in the project, and the npm ones (ml-logistic-regression) fit
// by gradient descent with a fixed step and number of rounds, one row per loan, and report no
// convergence; Newton's method converges in a handful of steps on a problem this size (a few
// coefficients) and is short enough to check against a known answer (test/unit/score-fit-maths.test.ts).

export type GroupedRow = { x: readonly number[]; bad: number; total: number }

export type LogisticFit = { intercept: number; coefficients: number[]; iterations: number; converged: boolean }

export type LogisticOptions = {
  /**
   * λ of the penalty λ/2·Σβ² on the coefficients (not the intercept): a weak prior that keeps an
   * attribute with no information (every WoE 0) at 0 instead of making the system singular.
   */
  ridge?: number
  maxIterations?: number
  /** Stop when no coefficient moves by more than this in a step. */
  tolerance?: number
}

const sigmoid = (eta: number) => 1 / (1 + Math.exp(-eta))

/** Fits log-odds(bad) = intercept + Σ coefficients·x. */
export function fitLogistic(rows: readonly GroupedRow[], options: LogisticOptions = {}): LogisticFit {
  const { ridge = 1, maxIterations = 50, tolerance = 1e-9 } = options
  const k = (rows[0]?.x.length ?? 0) + 1
  const theta = new Array<number>(k).fill(0)
  // Starting from the book's bad rate saves a step or two and avoids a first overshoot.
  const bad = rows.reduce((s, r) => s + r.bad, 0)
  const total = rows.reduce((s, r) => s + r.total, 0)
  if (bad > 0 && bad < total) theta[0] = Math.log(bad / (total - bad))
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const gradient = new Array<number>(k).fill(0)
    const hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0))
    for (const row of rows) {
      const z = [1, ...row.x]
      const p = sigmoid(z.reduce((s, v, i) => s + v * (theta[i] ?? 0), 0))
      const w = row.total * p * (1 - p)
      const residual = row.bad - row.total * p
      for (let i = 0; i < k; i++) {
        gradient[i] = (gradient[i] ?? 0) + residual * (z[i] ?? 0)
        const hi = hessian[i] as number[]
        for (let j = 0; j < k; j++) hi[j] = (hi[j] ?? 0) + w * (z[i] ?? 0) * (z[j] ?? 0)
      }
    }
    for (let i = 1; i < k; i++) {
      gradient[i] = (gradient[i] ?? 0) - ridge * (theta[i] ?? 0)
      const hi = hessian[i] as number[]
      hi[i] = (hi[i] ?? 0) + ridge
    }
    const step = solve(hessian, gradient)
    let largest = 0
    for (let i = 0; i < k; i++) {
      theta[i] = (theta[i] ?? 0) + (step[i] ?? 0)
      largest = Math.max(largest, Math.abs(step[i] ?? 0))
    }
    if (largest < tolerance) return { intercept: theta[0] ?? 0, coefficients: theta.slice(1), iterations: iteration, converged: true }
  }
  return { intercept: theta[0] ?? 0, coefficients: theta.slice(1), iterations: maxIterations, converged: false }
}

/** A·x = b by Gaussian elimination with partial pivoting (A is small: one row per coefficient). */
export function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] ?? 0])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r
    const pivotRow = m[pivot] as number[]
    m[pivot] = m[col] as number[]
    m[col] = pivotRow
    const p = pivotRow[col] ?? 0
    if (Math.abs(p) < 1e-300) throw new RangeError('singular system')
    for (let r = col + 1; r < n; r++) {
      const row = m[r] as number[]
      const f = (row[col] ?? 0) / p
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - f * (pivotRow[c] ?? 0)
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] as number[]
    let s = row[n] ?? 0
    for (let c = r + 1; c < n; c++) s -= (row[c] ?? 0) * (x[c] ?? 0)
    x[r] = s / (row[r] ?? 1)
  }
  return x
}
