import { describe, expect, it } from 'vitest'
import { DEFAULT_SCORE_TABLE } from '../../contract/credit/default-scorecard'
import { bandOf, psi, type ScoreInputs, scoreWith } from '../../contract/credit/score'
import { scoreTableSchema } from '../../contract/credit/scorecard'
import { assignedRole } from '../../server/domain/credit/assignment'

const clean: ScoreInputs = {
  age: 36,
  payment_to_spare: 30,
  amount_to_income: 150,
  bureau_open_loans: 0,
  bureau_worst_delinquency: 0,
  bureau_past_due: 0,
  bureau_inquiries: 0,
  repaid_loans: 0,
}

describe('the scorecard', () => {
  it('adds the base to the points of the bin each value falls in', () => {
    const result = scoreWith(DEFAULT_SCORE_TABLE, clean)
    expect(result.points).toEqual({ age: 70, payment_to_spare: 90, amount_to_income: 65, bureau_open_loans: 70, bureau_worst_delinquency: 100, bureau_past_due: 60, bureau_inquiries: 50, repaid_loans: 20 })
    expect(result.score).toBe(200 + 70 + 90 + 65 + 70 + 100 + 60 + 50 + 20)
    expect(result.band.band).toBe('A')
  })

  it('names the four attributes that cost the most points against their best bin, ties in the catalogue order', () => {
    const result = scoreWith(DEFAULT_SCORE_TABLE, { ...clean, bureau_worst_delinquency: 95, bureau_past_due: 60, bureau_inquiries: 8 })
    // Costs: delinquency 180, past due 100, repaid 40, inquiries 45, amount 15, payment 20.
    expect(result.reasons).toEqual(['score_bureau_worst_delinquency', 'score_bureau_past_due', 'score_bureau_inquiries', 'score_repaid_loans'])
  })

  it('gives a missing value its own points, and a value on a bin edge the next bin', () => {
    const result = scoreWith(DEFAULT_SCORE_TABLE, { ...clean, bureau_open_loans: null, age: 25 })
    expect(result.points.bureau_open_loans).toBe(45)
    expect(result.points.age).toBe(55)
  })

  it('puts a score below every band in the last one', () => {
    expect(bandOf(DEFAULT_SCORE_TABLE, -500).band).toBe('D')
    expect(bandOf(DEFAULT_SCORE_TABLE, 580).band).toBe('B')
    expect(bandOf(DEFAULT_SCORE_TABLE, 579).band).toBe('C')
  })

  it('measures the PSI against the reference: 0 when the shares match, larger as they drift', () => {
    expect(psi(DEFAULT_SCORE_TABLE, { A: 45, B: 35, C: 12, D: 8 })).toBe(0)
    const drifted = psi(DEFAULT_SCORE_TABLE, { A: 20, B: 30, C: 25, D: 25 }) ?? 0
    expect(drifted).toBeGreaterThan(0.25)
    expect(psi(DEFAULT_SCORE_TABLE, {})).toBeNull()
  })

  it('refuses a table whose bins go down or whose last bin does not take the rest', () => {
    const broken = structuredClone(DEFAULT_SCORE_TABLE)
    broken.attributes[0] = { attribute: 'age', missing: 0, bins: [{ below: 30, points: 1 }, { below: 25, points: 2 }, { below: null, points: 3 }] }
    expect(scoreTableSchema.safeParse(broken).success).toBe(false)
    broken.attributes[0] = { attribute: 'age', missing: 0, bins: [{ below: 30, points: 1 }] }
    expect(scoreTableSchema.safeParse(broken).success).toBe(false)
    expect(scoreTableSchema.safeParse(DEFAULT_SCORE_TABLE).success).toBe(true)
  })
})

describe('champion and challenger', () => {
  const split = { champion: DEFAULT_SCORE_TABLE, challenger: { ...DEFAULT_SCORE_TABLE, version: 'next' }, challengerShare: 0.3 }

  it('assigns the same application to the same table every time, and about the configured share to the challenger', () => {
    const roles = Array.from({ length: 4000 }, (_, i) => assignedRole(split, i + 1))
    expect(Array.from({ length: 4000 }, (_, i) => assignedRole(split, i + 1))).toEqual(roles)
    const share = roles.filter((r) => r === 'challenger').length / roles.length
    expect(share).toBeGreaterThan(0.27)
    expect(share).toBeLessThan(0.33)
  })

  it('sends everything to the champion without a challenger or a share', () => {
    expect(assignedRole({ ...split, challenger: null }, 7)).toBe('champion')
    expect(assignedRole({ ...split, challengerShare: 0 }, 7)).toBe('champion')
  })
})
