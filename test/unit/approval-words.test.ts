import { describe, expect, it } from 'vitest'
import type { Approval } from '../../contract/admin/schemas/approvals'
import { DEFAULT_SCORECARD } from '../../contract/credit/default-scorecard'
import { approvalWords, rateWords } from '../../backoffice/components/approval-words'

const CASH = { id: 1, name: 'Jackey Cash', periodUnit: 'month' as const, currency: 'THB', minAmount: 10_000, maxAmount: 3_000_000 }

function approval(overrides: Partial<Approval>): Approval {
  return {
    id: 7,
    kind: 'period_change',
    target: 'period_config:1',
    status: 'requested',
    payload: {},
    before: null,
    makerId: 2,
    makerName: 'maker',
    checkerName: null,
    reason: null,
    note: null,
    product: null,
    memberName: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    expiresAt: '2026-12-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  }
}

const row = (words: ReturnType<typeof approvalWords>, label: string) => words.lines.find((l) => l.label.startsWith(label))

describe('approval cards in words', () => {
  it('says a rate change as the product, its term and % a month, with the APR and EIR it makes', () => {
    const words = approvalWords(approval({ payload: { appId: 1, id: 1, periods: 12, rate: 950 }, before: { appId: 1, periods: 12, rate: 900 }, product: CASH }))
    expect(words.headline).toBe('Jackey Cash, 12 months: 0.90 % a month → 0.95 % a month')
    expect(row(words, 'APR')).toEqual({ label: 'APR (a 3,000,000.00 THB loan)', before: '19.37 %', after: '20.42 %', changed: true })
    expect(row(words, 'Effective annual rate')).toMatchObject({ before: '21.19 %', after: '22.44 %' })
    expect(row(words, 'Term')).toMatchObject({ before: '12 months', after: '12 months', changed: false })
    expect(words.link).toEqual({ href: '/config#product-1', label: 'Open Jackey Cash in Configuration' })
  })

  it('says a new term as such, and a weekly rate also as a month', () => {
    const weekly = { ...CASH, periodUnit: 'week' as const }
    expect(approvalWords(approval({ payload: { appId: 1, periods: 8, rate: 500 }, product: weekly })).headline).toBe('Jackey Cash: a new term of 8 weeks at 0.50 % a week (2.17 % a month)')
    expect(rateWords(900, 'month')).toBe('0.90 % a month')
  })

  it('lists only the product fields that change, in words', () => {
    const before = { appId: 2, name: 'Jackey Mini', minAmount: 1000, maxAmount: 50_000, step: 500, defaultRate: 900, disabled: false, limitGrowth: null, dueDayChoice: false }
    const words = approvalWords(approval({ kind: 'product_change', payload: { ...before, name: 'Jackey Mini Plus', disabled: true }, before, product: { ...CASH, id: 2, name: 'Jackey Mini' } }))
    expect(words.headline).toBe('Jackey Mini: name and paused change')
    expect(words.lines).toEqual([
      { label: 'Name', before: 'Jackey Mini', after: 'Jackey Mini Plus', changed: true },
      { label: 'Paused', before: 'no', after: 'yes', changed: true },
    ])
  })

  it('names each changed lending rule old → new with its unit, and links to the rules', () => {
    const values = { minAge: 22, maxAge: 50, affordabilityMargin: 1.2, livingMinimum: 3100, maxDebtServicePercent: null, manualReviewAbove: 1_000_000, reapplyAfterDays: 30 }
    const words = approvalWords(
      approval({ kind: 'lending_config', payload: { key: 'DECISION_RULES', value: '{}', basedOn: null, currency: 'THB', values: { ...values, manualReviewAbove: 50_000, maxDebtServicePercent: 40 } }, before: { values } }),
    )
    expect(words.headline).toBe('Decision rules: 2 rules change')
    expect(words.lines).toEqual([
      { label: 'Debt payments at most', before: 'none', after: '40 % of income', changed: true },
      { label: 'A person decides above', before: '1,000,000.00 THB', after: '50,000.00 THB', changed: true },
    ])
    expect(words.link?.href).toBe('/config#config-DECISION_RULES')
  })

  it('says whose roles change, and which scorecard figures', () => {
    expect(approvalWords(approval({ kind: 'staff_roles', payload: { staffId: 4, roles: ['reviewer', 'checker'] }, before: { roles: ['reviewer'] }, memberName: 'Anna' })).headline).toBe(
      'Roles of Anna: reviewer → reviewer and checker',
    )
    const challenger = { ...DEFAULT_SCORECARD.champion, version: 'v2' }
    const words = approvalWords(approval({ kind: 'scorecard_change', payload: { scorecard: { ...DEFAULT_SCORECARD, challenger, challengerShare: 0.2 }, note: 'Try v2' }, before: DEFAULT_SCORECARD }))
    expect(row(words, "Challenger's share")).toMatchObject({ before: '0 % of applications', after: '20 % of applications' })
    expect(row(words, 'Challenger: version')).toMatchObject({ before: '—', after: 'v2' })
    expect(words.link?.href).toBe('/risk')
  })
})

describe('recent versions in words', () => {
  it('lists the rules a lending config version sets, and says the rest follow their defaults', async () => {
    const { versionWords } = await import('../../backoffice/features/configs/config-versions')
    expect(versionWords('DECISION_RULES', { manualReviewAbove: 50_000, maxDebtServicePercent: null })).toBe('Debt payments at most none; A person decides above 50,000; the rest at their defaults')
    expect(versionWords('FRAUD_RULES', '{}')).toBe('every rule at its default')
    expect(versionWords('FAQ', 'Never a fee')).toBe('Never a fee')
  })
})
