import { describe, expect, it } from 'vitest'
import { dayRange, monthOf } from '../../backoffice/components/format'

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

describe('a span of days being recomputed', () => {
  it('names its first and last day once, and a single day alone', () => {
    // ICU puts (thin) spaces around the dash or not, by version.
    expect(dayRange('2026-11-03', '2026-11-05')).toMatch(/^3\s?–\s?5 Nov 2026$/)
    expect(dayRange('2026-10-30', '2026-11-14')).toMatch(/^30 Oct\s?–\s?14 Nov 2026$/)
    expect(dayRange('2026-11-03', '2026-11-03')).toBe('3 Nov 2026')
  })
})
