import { describe, expect, it } from 'vitest'
import { monthOf } from '../../backoffice/components/format'

describe('months on a chart axis', () => {
  it('names the month of its first second, whatever the browser zone', () => {
    expect(monthOf(Date.parse('2026-10-01T00:00:00Z') / 1000)).toBe('Oct 2026')
    expect(monthOf(Date.parse('2027-01-01T00:00:00Z') / 1000)).toBe('Jan 2027')
  })
})

describe('the words beside a date picker', () => {
  it("show the picked day or month in the back office's format, and nothing for a half-typed one", async () => {
    const { dayWords } = await import('../../backoffice/components/date-input')
    expect(dayWords('2026-10-31')).toBe('31 Oct 2026')
    expect(dayWords('2026-10', 'month')).toBe('Oct 2026')
    expect(dayWords('')).toBe('')
    expect(dayWords('2026-13-45')).toBe('')
  })
})
