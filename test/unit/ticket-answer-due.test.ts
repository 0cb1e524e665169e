import { describe, expect, it } from 'vitest'
import { ticketAnswerDue, ticketServiceDays } from '../../contract/ticket-answer-due'

const BANGKOK = 'Asia/Bangkok'

describe("a ticket's answer due date", () => {
  it('counts working days from the day after it was opened', () => {
    // Monday 7 Dec 2026, 10:00 in Bangkok.
    expect(ticketAnswerDue(new Date('2026-12-07T03:00:00Z'), 2, BANGKOK, [])).toBe('2026-12-09')
  })

  it('skips the weekend', () => {
    // Thursday 3 Dec 2026: Friday, then Monday.
    expect(ticketAnswerDue(new Date('2026-12-03T03:00:00Z'), 2, BANGKOK, [])).toBe('2026-12-07')
  })

  it("starts from the market's day, not UTC's", () => {
    // 23:30 UTC on Friday 4 Dec is already Saturday 5 Dec in Bangkok: Monday and Tuesday count.
    expect(ticketAnswerDue(new Date('2026-12-04T23:30:00Z'), 2, BANGKOK, [])).toBe('2026-12-08')
  })

  it("skips the market's fixed public holidays", () => {
    // Thursday 10 Dec is Constitution Day in Thailand.
    expect(ticketAnswerDue(new Date('2026-12-09T03:00:00Z'), 1, BANGKOK, ['12-10'])).toBe('2026-12-11')
  })

  it('takes the configured service days only when they are a positive whole number', () => {
    expect(ticketServiceDays(5)).toBe(5)
    expect(ticketServiceDays(0)).toBe(3)
    expect(ticketServiceDays('2')).toBe(3)
    expect(ticketServiceDays(undefined)).toBe(3)
  })
})
