import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTCOME_EFFECTS } from '../../bench/scale-outcomes'
import { scoreWith } from '../../contract/credit/score'
import { scorecardConfigSchema, scoreTableSchema, type ScoreTable } from '../../contract/credit/scorecard'
import { openDatabase } from '../../server/db/client'
import type { ScorecardFit } from '../../server/domain/credit/fit/score-fit'
import { newDataDir } from '../support/database-snapshot'
import { writeScaleBook } from '../support/scale-book'
import { inheritedEnv } from '../support/server-process'

// npm run score:fit on a book written by the scale generator, whose settled loans went bad with
// known effects (bench/scale-outcomes.ts): log-odds +0.5 per 100 points of instalment-to-spare
// (to 400) and −0.04 per year of age. The fit must find them again.
const exec = promisify(execFile)
/** 6,000 borrowers: about 5,500 loans of the first lender with a known outcome, 800 of them bad. */
const BORROWERS = 6000
/** How near the fitted effects must come: a third of the true effect either way. */
const TOLERANCE = 1 / 3

// The fit reads its own PGlite book whichever database the server project runs on: once is enough.
const onPostgres = process.env.TEST_DB === 'postgres'
let dataDir: string
let outDir: string
let fit: ScorecardFit
let table: ScoreTable

const runFit = (args: string[]) =>
  exec(process.execPath, ['--import', 'tsx', 'server/cli/score-fit.ts', ...args], { env: { ...inheritedEnv(), DATA_DIR: dataDir }, encoding: 'utf8' })

beforeAll(async () => {
  if (onPostgres) return
  dataDir = await newDataDir('score-fit')
  outDir = await mkdtemp(join(tmpdir(), 'jackey-score-fit-'))
  await writeScaleBook(dataDir, { step: 1, last: BORROWERS, now: new Date() })
  await runFit(['--company', '1', '--out', outDir])
  fit = JSON.parse(await readFile(join(outDir, 'company-1-fit.json'), 'utf8')) as ScorecardFit
  table = JSON.parse(await readFile(join(outDir, 'company-1-draft-table.json'), 'utf8')) as ScoreTable
}, 180_000)

afterAll(async () => {
  if (onPostgres) return
  await rm(dataDir, { recursive: true, force: true })
  await rm(outDir, { recursive: true, force: true })
})

/**
 * The fitted log-odds of bad per bin (β·WoE) against the bin's mean value (capped as the
 * generator caps it): the slope of a weighted least-squares line through them.
 */
function fittedSlope(attribute: string, cap = Number.POSITIVE_INFINITY): number {
  const a = fit.attributes.find((x) => x.attribute === attribute)
  if (!a) throw new Error(`no ${attribute}`)
  const points = a.bins.map((b) => ({ x: Math.min(b.sum / (b.good + b.bad), cap), y: a.coefficient * b.woe, w: b.good + b.bad }))
  const w = points.reduce((s, p) => s + p.w, 0)
  const mx = points.reduce((s, p) => s + p.w * p.x, 0) / w
  const my = points.reduce((s, p) => s + p.w * p.y, 0) / w
  return points.reduce((s, p) => s + p.w * (p.x - mx) * (p.y - my), 0) / points.reduce((s, p) => s + p.w * (p.x - mx) ** 2, 0)
}

/** The spread of an attribute's fitted log-odds over its bins. */
function fittedRange(attribute: string): number {
  const a = fit.attributes.find((x) => x.attribute === attribute)
  const ys = (a?.bins ?? []).map((b) => (a?.coefficient ?? 0) * b.woe)
  return ys.length === 0 ? 0 : Math.max(...ys) - Math.min(...ys)
}

describe.skipIf(onPostgres)('npm run score:fit on a generated book with known effects', () => {
  it('fits on the loans with a known outcome and holds out about 30% of them', () => {
    expect(fit.converged).toBe(true)
    expect(fit.fitted.loans).toBeGreaterThan(3000)
    expect(fit.fitted.bad).toBeGreaterThan(300)
    const share = fit.heldOut.loans / (fit.heldOut.loans + fit.fitted.loans)
    expect(share).toBeGreaterThan(0.27)
    expect(share).toBeLessThan(0.33)
  })

  it('finds the age effect: younger borrowers riskier, −0.04 log-odds a year within a third', () => {
    const slope = fittedSlope('age')
    expect(slope).toBeLessThan(0)
    expect(Math.abs(slope - OUTCOME_EFFECTS.age)).toBeLessThan(Math.abs(OUTCOME_EFFECTS.age) * TOLERANCE)
  })

  it('finds the instalment-to-spare effect: +0.5 log-odds per 100 points within a third', () => {
    const per100 = fittedSlope('payment_to_spare', OUTCOME_EFFECTS.spareCap) * 100
    expect(per100).toBeGreaterThan(0)
    expect(Math.abs(per100 - OUTCOME_EFFECTS.paymentToSpare)).toBeLessThan(OUTCOME_EFFECTS.paymentToSpare * TOLERANCE)
  })

  it('gives the attributes that decided nothing less weight than the two that did', () => {
    const decided = Math.min(fittedRange('age'), fittedRange('payment_to_spare'))
    for (const attribute of ['amount_to_income', 'repaid_loans', 'bureau_open_loans', 'bureau_worst_delinquency', 'bureau_past_due', 'bureau_inquiries']) {
      expect(fittedRange(attribute)).toBeLessThan(decided)
    }
  })

  it('separates the held-out loans better than chance', () => {
    expect(fit.discrimination.heldOut?.auc).toBeGreaterThan(0.65)
    expect(fit.discrimination.heldOut?.gini).toBeCloseTo(2 * (fit.discrimination.heldOut?.auc ?? 0) - 1, 9)
  })

  it('writes a draft table in the SCORECARD table shape, which scores an application', () => {
    expect(scoreTableSchema.safeParse(table).success).toBe(true)
    expect(scorecardConfigSchema.safeParse({ champion: table, challenger: null, challengerShare: 0 }).success).toBe(true)
    const young = scoreWith(table, { age: 23, payment_to_spare: 450, amount_to_income: 2000, bureau_open_loans: null, bureau_worst_delinquency: null, bureau_past_due: null, bureau_inquiries: null, repaid_loans: 0 })
    const settled = scoreWith(table, { age: 58, payment_to_spare: 10, amount_to_income: 50, bureau_open_loans: null, bureau_worst_delinquency: null, bureau_past_due: null, bureau_inquiries: null, repaid_loans: 3 })
    expect(settled.score).toBeGreaterThan(young.score + 50)
    expect(young.reasons.slice(0, 2).sort()).toEqual(['score_age', 'score_payment_to_spare'])
  })

  it('writes a report with every attribute and the held-out figures', async () => {
    const report = await readFile(join(outDir, 'company-1-report.md'), 'utf8')
    for (const a of fit.attributes) expect(report).toContain(`### ${a.attribute}`)
    expect(report).toMatch(/\| held out \| \d+ \| \d+ \| 0\.\d{3} \|/)
  })

  it('refuses while a server holds the data folder (exit 3), and changes nothing', async () => {
    const held = await openDatabase({ dataDir })
    try {
      await expect(runFit(['--company', '1', '--out', outDir])).rejects.toMatchObject({ code: 3 })
    } finally {
      await held.close()
    }
  })

  it('answers a usage error without a company (exit 2)', async () => {
    await expect(runFit([])).rejects.toMatchObject({ code: 2 })
  })
})
