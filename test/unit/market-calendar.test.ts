import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { contactRefusal } from '../../contract/market/contact-hours'
import { inWindow, localMoment, localToday, nextLocalMidnight } from '../../contract/market/local-time'

describe("the borrower's calendar at local midnight", () => {
  it('turns the day at 17:00 UTC in Bangkok and at 16:00 UTC in Manila', () => {
    expect(localToday('Asia/Bangkok', new Date('2027-03-10T16:59:59Z'))).toBe('2027-03-10')
    expect(localToday('Asia/Bangkok', new Date('2027-03-10T17:00:00Z'))).toBe('2027-03-11')
    expect(localToday('Asia/Manila', new Date('2027-03-10T15:59:59Z'))).toBe('2027-03-10')
    expect(localToday('Asia/Manila', new Date('2027-03-10T16:00:00Z'))).toBe('2027-03-11')
    expect(localMoment('Asia/Manila', new Date('2027-03-10T16:00:00Z'))).toEqual({ date: '2027-03-11', time: '00:00', weekday: 4 })
  })

  it('finds the next local midnight, strictly later, also from a midnight itself', () => {
    expect(nextLocalMidnight('Asia/Bangkok', new Date('2027-03-10T12:00:00Z')).toISOString()).toBe('2027-03-10T17:00:00.000Z')
    expect(nextLocalMidnight('Asia/Bangkok', new Date('2027-03-10T17:00:00Z')).toISOString()).toBe('2027-03-11T17:00:00.000Z')
    expect(nextLocalMidnight('Asia/Manila', new Date('2027-03-10T15:59:00Z')).toISOString()).toBe('2027-03-10T16:00:00.000Z')
  })

  it('assumes no fixed offset: in New York the midnights around the clock changes are found too', () => {
    expect(nextLocalMidnight('America/New_York', new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(nextLocalMidnight('America/New_York', new Date('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })

  it('answers a second call in the same minute as the first, even after the first answer was changed, and not past the minute', () => {
    const first = localMoment('Asia/Bangkok', new Date('2027-03-10T16:59:00.000Z'))
    first.date = 'changed'
    expect(localMoment('Asia/Bangkok', new Date('2027-03-10T16:59:59.999Z'))).toEqual({ date: '2027-03-10', time: '23:59', weekday: 3 })
    expect(localMoment('Asia/Manila', new Date('2027-03-10T16:59:59.999Z'))).toEqual({ date: '2027-03-11', time: '00:59', weekday: 4 })
    expect(localMoment('Asia/Bangkok', new Date('2027-03-10T17:00:00.000Z'))).toEqual({ date: '2027-03-11', time: '00:00', weekday: 4 })
  })

  it("reads each time on its own where a zone's offset had seconds (Bangkok's mean time, +06:42:04, until 1920)", () => {
    expect(localMoment('Asia/Bangkok', new Date('1900-01-01T10:00:00Z')).time).toBe('16:42')
    expect(localMoment('Asia/Bangkok', new Date('1900-01-01T10:00:57Z')).time).toBe('16:43')
  })

  it('counts a window from its start, up to but not including its end', () => {
    expect(inWindow('08:00', { from: '08:00', to: '20:00' })).toBe(true)
    expect(inWindow('20:00', { from: '08:00', to: '20:00' })).toBe(false)
  })
})

describe('when a lender may contact a borrower about a debt', () => {
  const contact = (market: 'TH' | 'PH', at: string, more: Partial<Parameters<typeof contactRefusal>[1]> = {}) =>
    contactRefusal(MARKETS[market], { at: new Date(at), daysPastDue: 3, agreed: false, contactsToday: 0, ...more })

  it('in Thailand: weekdays 08:00 to 20:00, weekends and holidays 08:00 to 18:00, once a day', () => {
    expect(contact('TH', '2027-03-10T07:59:00+07:00')).toBe('outsideHours')
    expect(contact('TH', '2027-03-10T08:00:00+07:00')).toBeNull()
    expect(contact('TH', '2027-03-10T19:59:00+07:00')).toBeNull()
    expect(contact('TH', '2027-03-10T20:00:00+07:00')).toBe('outsideHours')
    expect(contact('TH', '2027-03-13T17:59:00+07:00')).toBeNull()
    expect(contact('TH', '2027-03-13T18:00:00+07:00')).toBe('outsideHours')
    // Songkran, a Tuesday, keeps the weekend hours; so does a holiday the lender adds.
    expect(contact('TH', '2027-04-13T18:30:00+07:00')).toBe('outsideHours')
    expect(contact('TH', '2027-03-10T18:30:00+07:00', { holidays: ['2027-03-10'] })).toBe('outsideHours')
    expect(contact('TH', '2027-03-10T10:00:00+07:00', { contactsToday: 1 })).toBe('dailyLimit')
    expect(contact('TH', '2027-03-10T21:00:00+07:00', { agreed: true, daysPastDue: 40 })).toBe('outsideHours')
  })

  it('in the Philippines: 06:00 to 22:00, unless more than 15 days past due or the borrower agreed', () => {
    expect(contact('PH', '2027-03-10T05:59:00+08:00')).toBe('outsideHours')
    expect(contact('PH', '2027-03-10T06:00:00+08:00')).toBeNull()
    expect(contact('PH', '2027-03-10T21:59:00+08:00')).toBeNull()
    expect(contact('PH', '2027-03-10T22:00:00+08:00')).toBe('outsideHours')
    expect(contact('PH', '2027-03-10T23:00:00+08:00', { daysPastDue: 15 })).toBe('outsideHours')
    expect(contact('PH', '2027-03-10T23:00:00+08:00', { daysPastDue: 16 })).toBeNull()
    expect(contact('PH', '2027-03-10T23:00:00+08:00', { agreed: true })).toBeNull()
  })
})
