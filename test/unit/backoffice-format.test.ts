import { describe, expect, it } from 'vitest'
import { monthOf } from '../../backoffice/components/format'

describe('months on a chart axis', () => {
  it('names the month of its first second, whatever the browser zone', () => {
    expect(monthOf(Date.parse('2026-10-01T00:00:00Z') / 1000)).toBe('Oct 2026')
    expect(monthOf(Date.parse('2027-01-01T00:00:00Z') / 1000)).toBe('Jan 2027')
  })
})
