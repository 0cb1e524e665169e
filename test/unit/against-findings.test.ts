import { describe, expect, it } from 'vitest'
import { againstFindings } from '../../contract/admin/against-findings'
import type { Finding } from '../../contract/admin/schemas/review'

const finding = (rule: Finding['rule'], passed: boolean): Finding => ({ rule, passed, detail: '' })
const allPassed = [finding('not_affordable', true), finding('identity_not_verified', true), finding('manual_review_above', false)]

describe('a reviewer decision against the engine', () => {
  it('is an approval where a rule failed, not where only the review threshold sent it to a person', () => {
    expect(againstFindings(allPassed, { decision: 'approve', reasons: [] })).toEqual([])
    expect(againstFindings([...allPassed, finding('open_loan', false)], { decision: 'approve', reasons: [] })).toEqual(['open_loan'])
  })

  it('is a refusal for a rule the engine found passed, not one for a reason it does not check', () => {
    expect(againstFindings(allPassed, { decision: 'refuse', reasons: ['not_affordable'] })).toEqual(['not_affordable'])
    expect(againstFindings(allPassed, { decision: 'refuse', reasons: ['fraud', 'other', 'profile_incomplete'] })).toEqual([])
    expect(againstFindings([finding('not_affordable', false)], { decision: 'refuse', reasons: ['not_affordable'] })).toEqual([])
  })
})
