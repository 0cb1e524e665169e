import { describe, expect, it } from 'vitest'
import { historyLimit, type LimitGrowth, repaidOnTime } from '../../contract/loan-history-limit'

const PRODUCT = { minAmountMinor: 2_000_00, maxAmountMinor: 10_000_00 }
const HOLD: LimitGrowth = { startAmount: 4_000, stepAmount: 2_000, afterLate: 'hold' }
const onTime = { onTime: true }
const late = { onTime: false }

describe('the limit after closed loans', () => {
  it('is the product maximum without a rule, whatever the history', () => {
    expect(historyLimit(null, [late, onTime], PRODUCT, 2)).toEqual({ limitMinor: 10_000_00, reason: null })
  })

  it('starts at the rule start and grows a step per loan repaid on time, up to the product maximum', () => {
    expect(historyLimit(HOLD, [], PRODUCT, 2)).toEqual({ limitMinor: 4_000_00, reason: null })
    expect(historyLimit(HOLD, [onTime], PRODUCT, 2)).toEqual({ limitMinor: 6_000_00, reason: 'repaid_on_time' })
    expect(historyLimit(HOLD, [onTime, onTime, onTime, onTime], PRODUCT, 2)).toEqual({ limitMinor: 10_000_00, reason: 'repaid_on_time' })
  })

  it('holds after a late loan, or starts over when the rule says reset', () => {
    expect(historyLimit(HOLD, [onTime, late], PRODUCT, 2)).toEqual({ limitMinor: 6_000_00, reason: null })
    expect(historyLimit({ ...HOLD, afterLate: 'reset' }, [onTime, onTime, late], PRODUCT, 2)).toEqual({ limitMinor: 4_000_00, reason: null })
    expect(historyLimit({ ...HOLD, afterLate: 'reset' }, [onTime, late, onTime], PRODUCT, 2)).toEqual({ limitMinor: 6_000_00, reason: 'repaid_on_time' })
  })

  it('reads the rule in the currency of the product: whole rupiah have no minor unit', () => {
    const rupiah = { minAmountMinor: 500_000, maxAmountMinor: 5_000_000 }
    const rule: LimitGrowth = { startAmount: 1_000_000, stepAmount: 500_000, afterLate: 'hold' }
    expect(historyLimit(rule, [], rupiah, 0)).toEqual({ limitMinor: 1_000_000, reason: null })
    expect(historyLimit(rule, [onTime], rupiah, 0)).toEqual({ limitMinor: 1_500_000, reason: 'repaid_on_time' })
  })

  it('keeps a start outside the product bounds within them', () => {
    expect(historyLimit({ ...HOLD, startAmount: 500 }, [], PRODUCT, 2).limitMinor).toBe(2_000_00)
    expect(historyLimit({ ...HOLD, startAmount: 50_000 }, [onTime], PRODUCT, 2)).toEqual({ limitMinor: 10_000_00, reason: null })
  })
})

describe('a loan repaid on time', () => {
  const periods = [
    { dueDate: '2026-02-28', amountMinor: 100 },
    { dueDate: '2026-03-31', amountMinor: 100 },
  ]

  it('has every period covered by the end of its due date', () => {
    expect(repaidOnTime(periods, [{ paidOn: '2026-02-28', amountMinor: 100 }, { paidOn: '2026-03-31', amountMinor: 100 }])).toBe(true)
    expect(repaidOnTime(periods, [{ paidOn: '2026-03-01', amountMinor: 100 }, { paidOn: '2026-03-02', amountMinor: 100 }])).toBe(false)
    expect(repaidOnTime(periods, [{ paidOn: '2026-02-28', amountMinor: 60 }, { paidOn: '2026-03-20', amountMinor: 140 }])).toBe(false)
  })

  it('counts a payoff that forgave interest as covering everything after it', () => {
    expect(repaidOnTime(periods, [{ paidOn: '2026-02-10', amountMinor: 180 }])).toBe(true)
    expect(repaidOnTime(periods, [{ paidOn: '2026-03-10', amountMinor: 180 }])).toBe(false)
  })
})
