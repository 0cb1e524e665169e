// When a reminder refused for the hour may go: the next opening of the market's window in the
// borrower's time zone, at each edge of both markets' windows.
import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { localInstant, nextContactOpening } from '../../contract/market/contact-opening'

const TH = MARKETS.TH
const PH = MARKETS.PH
const at = (iso: string) => new Date(iso)

describe('the next contact opening in Bangkok (UTC+7)', () => {
  it('is 08:00 for a reminder queued at 07:59, and now from 08:00 to 19:59 on a weekday', () => {
    // Wednesday 25 November 2026.
    expect(nextContactOpening(TH, at('2026-11-25T00:59:00Z'))).toEqual(at('2026-11-25T01:00:00Z'))
    expect(nextContactOpening(TH, at('2026-11-25T01:00:00Z'))).toEqual(at('2026-11-25T01:00:00Z'))
    expect(nextContactOpening(TH, at('2026-11-25T12:59:00Z'))).toEqual(at('2026-11-25T12:59:00Z'))
  })

  it('is 08:00 the next morning from 20:00 on a weekday, and from 18:00 on a weekend or holiday', () => {
    expect(nextContactOpening(TH, at('2026-11-25T13:00:00Z'))).toEqual(at('2026-11-26T01:00:00Z'))
    // Saturday 28 November 2026: open at 17:59, closed at 18:00 until Sunday 08:00.
    expect(nextContactOpening(TH, at('2026-11-28T10:59:00Z'))).toEqual(at('2026-11-28T10:59:00Z'))
    expect(nextContactOpening(TH, at('2026-11-28T11:00:00Z'))).toEqual(at('2026-11-29T01:00:00Z'))
    // Constitution Day, Thursday 10 December 2026.
    expect(nextContactOpening(TH, at('2026-12-10T11:00:00Z'))).toEqual(at('2026-12-11T01:00:00Z'))
  })

  it('is the next day at 08:00 when the day’s contacts are used up', () => {
    expect(nextContactOpening(TH, at('2026-11-25T05:00:00Z'), { notToday: true })).toEqual(at('2026-11-26T01:00:00Z'))
    // 00:30 local: the next local day starts in 23.5 hours, not now.
    expect(nextContactOpening(TH, at('2026-11-25T17:30:00Z'), { notToday: true })).toEqual(at('2026-11-27T01:00:00Z'))
  })
})

describe('the next contact opening in Manila (UTC+8)', () => {
  it('is 06:00 for a reminder queued at 05:59, every day of the week', () => {
    expect(nextContactOpening(PH, at('2026-11-24T21:59:00Z'))).toEqual(at('2026-11-24T22:00:00Z'))
    expect(nextContactOpening(PH, at('2026-11-24T22:00:00Z'))).toEqual(at('2026-11-24T22:00:00Z'))
    // Sunday 29 November 2026.
    expect(nextContactOpening(PH, at('2026-11-28T21:59:00Z'))).toEqual(at('2026-11-28T22:00:00Z'))
  })

  it('is now at 21:59 and 06:00 the next morning from 22:00', () => {
    expect(nextContactOpening(PH, at('2026-11-25T13:59:00Z'))).toEqual(at('2026-11-25T13:59:00Z'))
    expect(nextContactOpening(PH, at('2026-11-25T14:00:00Z'))).toEqual(at('2026-11-25T22:00:00Z'))
  })
})

describe('localInstant', () => {
  it('names the instant of a local date and time in either market', () => {
    expect(localInstant('Asia/Bangkok', '2027-01-01', '08:00')).toEqual(at('2027-01-01T01:00:00Z'))
    expect(localInstant('Asia/Manila', '2027-01-01', '06:00')).toEqual(at('2026-12-31T22:00:00Z'))
  })
})
