import { describe, expect, it } from 'vitest'
import { orderOver } from '../../contract/new-application'
import { questionnaireAnswered } from '../../contract/questionnaire-progress'

const order = (status: number, reapplyAfter?: string) => ({ status, orderId: 1, applyAmount: 1000, balance: 0, contract: null, ...(reapplyAfter ? { reapplyAfter } : {}) })

describe('when a new application may start', () => {
  it('may after a settled loan or a cancelled one', () => {
    expect(orderOver(order(10))).toBe(true)
    expect(orderOver(order(12))).toBe(true)
  })

  it('may after a refusal only once the server no longer names a reapply date', () => {
    expect(orderOver(order(5, '2026-12-31'))).toBe(false)
    expect(orderOver(order(5))).toBe(true)
  })

  it('may not while an order is open', () => {
    for (const status of [0, 1, 3, 9, 4, 13]) expect(orderOver(order(status))).toBe(false)
  })
})

describe('the questionnaire', () => {
  const answers = { job: 'teacher', monthlyIncome: 30000, expenses: 12000, loanPurpose: 'education', loanBefore: false, guarantee: false }

  it('counts as answered once every answer is there, a "no" included', () => {
    expect(questionnaireAnswered(answers)).toBe(true)
    expect(questionnaireAnswered({ ...answers, expenses: null })).toBe(false)
  })
})
