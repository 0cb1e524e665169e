import { describe, expect, it } from 'vitest'
import { AUDIT_EVENTS, auditDetail, auditEventWords, currencyAmount } from '../../backoffice/features/audit/audit-words'

describe('the audit log in words', () => {
  it('names an event type from the table, and an unknown one from its code', () => {
    expect(auditEventWords('approve')).toBe('Approved application')
    expect(auditEventWords('set_company_config')).toBe('Changed company setting')
    expect(auditEventWords('something_new')).toBe('something new')
    expect(auditEventWords('toString')).toBe('toString')
  })

  it('has a distinct name for every event type, so the filter reads unambiguously', () => {
    const names = Object.values(AUDIT_EVENTS)
    expect(new Set(names).size).toBe(names.length)
  })

  it("writes minor units as the lender's currency", () => {
    expect(currencyAmount(150_000, 'THB')).toBe('THB\u00a01,500.00') // en-US has no baht sign: the code, then a no-break space
    expect(currencyAmount(99, 'PHP')).toBe('₱0.99')
  })

  it('shows before and after as key and value, amounts as money', () => {
    expect(auditDetail({ amountMinor: 12_345, outstandingAfterMinor: 0, note: 'Agreed by phone' }, 'THB')).toEqual([
      'amount: THB\u00a0123.45',
      'outstanding after: THB\u00a00.00',
      'note: Agreed by phone',
    ])
    expect(auditDetail('New FAQ', 'THB')).toEqual(['New FAQ'])
    expect(auditDetail(null, 'THB')).toEqual([])
    expect(auditDetail({ holdReason: null, field: 'identity' }, 'THB')).toEqual(['hold reason: —', 'field: identity'])
  })
})
