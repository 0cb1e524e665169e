import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { contactRefusal } from '../../contract/market/contact-hours'
import { ticketAnswerDue, ticketServiceDays } from '../../contract/ticket-answer-due'

const BANGKOK = 'Asia/Bangkok'
const NONE = { fixedHolidays: [], movingHolidays: [] }

describe("a ticket's answer due date", () => {
  it('counts working days from the day after it was opened', () => {
    // Monday 7 Dec 2026, 10:00 in Bangkok.
    expect(ticketAnswerDue(new Date('2026-12-07T03:00:00Z'), 2, BANGKOK, NONE)).toBe('2026-12-09')
  })

  it('skips the weekend', () => {
    // Thursday 3 Dec 2026: Friday, then Monday.
    expect(ticketAnswerDue(new Date('2026-12-03T03:00:00Z'), 2, BANGKOK, NONE)).toBe('2026-12-07')
  })

  it("starts from the market's day, not UTC's", () => {
    // 23:30 UTC on Friday 4 Dec is already Saturday 5 Dec in Bangkok: Monday and Tuesday count.
    expect(ticketAnswerDue(new Date('2026-12-04T23:30:00Z'), 2, BANGKOK, NONE)).toBe('2026-12-08')
  })

  it("skips the market's fixed public holidays", () => {
    // Thursday 10 Dec is Constitution Day in Thailand.
    expect(ticketAnswerDue(new Date('2026-12-09T03:00:00Z'), 1, BANGKOK, { fixedHolidays: ['12-10'], movingHolidays: [] })).toBe('2026-12-11')
  })

  it("skips the market pack's moving holidays of the year", () => {
    // Monday 2 March 2026 in Bangkok; Tuesday 3 March is Makha Bucha.
    expect(ticketAnswerDue(new Date('2026-03-02T03:00:00Z'), 1, BANGKOK, MARKETS.TH.contactHours)).toBe('2026-03-04')
    // Wednesday 1 April 2026 in Manila: Maundy Thursday, Good Friday, Black Saturday, then Sunday.
    expect(ticketAnswerDue(new Date('2026-04-01T03:00:00Z'), 2, MARKETS.PH.timeZone, MARKETS.PH.contactHours)).toBe('2026-04-07')
    // Friday 27 August 2027: Monday 30 is National Heroes Day, the last Monday of August.
    expect(ticketAnswerDue(new Date('2027-08-27T03:00:00Z'), 1, MARKETS.PH.timeZone, MARKETS.PH.contactHours)).toBe('2027-08-31')
    // The same Monday in 2026 is a working day: the moving holiday belongs to its year only.
    expect(ticketAnswerDue(new Date('2026-03-01T03:00:00Z'), 1, BANGKOK, MARKETS.TH.contactHours)).toBe('2026-03-02')
  })

  it("closes Thailand's contact hours at 18:00 on a moving holiday, as on a fixed one", () => {
    const at = (iso: string) => contactRefusal(MARKETS.TH, { at: new Date(iso), daysPastDue: 5, agreed: false, contactsToday: 0 })
    // 18:30 in Bangkok on Makha Bucha 2026 (a Tuesday), and on the Tuesday after.
    expect(at('2026-03-03T11:30:00Z')).toBe('outsideHours')
    expect(at('2026-03-10T11:30:00Z')).toBeNull()
  })

  it('takes the configured service days only when they are a positive whole number', () => {
    expect(ticketServiceDays(5)).toBe(5)
    expect(ticketServiceDays(0)).toBe(3)
    expect(ticketServiceDays('2')).toBe(3)
    expect(ticketServiceDays(undefined)).toBe(3)
  })
})
