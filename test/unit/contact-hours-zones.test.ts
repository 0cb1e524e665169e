// Indonesia's collection hours (POJK 22/2023 art. 62) kept in each borrower's own zone: the
// province decides WIB, WITA or WIT, with a region list standing in for the generated one.
import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { contactRefusal } from '../../contract/market/contact-hours'
import { nextContactOpening } from '../../contract/market/contact-opening'
import { inBorrowerZone } from '../../contract/market/province-time-zone'
import { hoursWords } from '../../backoffice/features/collections/collection-words'
import { contactNow, hoursInWords } from '../../server/domain/staff/collections/contact-now'

const ID = {
  ...MARKETS.ID,
  regions: [
    { province: 'DKI Jakarta', cities: ['Kota Jakarta Pusat'] },
    { province: 'Bali', cities: ['Kota Denpasar'], timeZone: 'Asia/Makassar' },
    { province: 'Papua', cities: ['Kota Jayapura'], timeZone: 'Asia/Jayapura' },
  ],
}
const check = (provinceCity: string | null, iso: string) =>
  contactRefusal(inBorrowerZone(ID, provinceCity), { at: new Date(iso), daysPastDue: 3, agreed: false, contactsToday: 0 })

describe("collection hours in an Indonesian borrower's own zone", () => {
  it('refuses a call to Jayapura at 19:30 Jakarta time, 21:30 there, and allows one to Jakarta', () => {
    // Wednesday 25 November 2026, 12:30 UTC.
    expect(check('Papua,Kota Jayapura', '2026-11-25T12:30:00Z')).toBe('outsideHours')
    expect(check('DKI Jakarta,Kota Jakarta Pusat', '2026-11-25T12:30:00Z')).toBeNull()
  })

  it('allows Jayapura at 08:00 there, which is 06:00 in Jakarta, when Jakarta is still closed', () => {
    expect(check('Papua,Kota Jayapura', '2026-11-24T23:00:00Z')).toBeNull()
    expect(check('DKI Jakarta,Kota Jakarta Pusat', '2026-11-24T23:00:00Z')).toBe('outsideHours')
  })

  it("keeps the market's zone for a borrower without a province or with an unknown one", () => {
    expect(inBorrowerZone(ID, null).timeZone).toBe('Asia/Jakarta')
    expect(inBorrowerZone(ID, 'Atlantis,Kota').timeZone).toBe('Asia/Jakarta')
    expect(inBorrowerZone(ID, 'Bali,Kota Denpasar').timeZone).toBe('Asia/Makassar')
  })

  it('allows Saturdays 08:00-20:00 but no contact on a Sunday or a national holiday', () => {
    // Saturday 28 November 2026, 10:00 in Jakarta; Sunday 29th; Independence Day, Monday 17 August 2026.
    expect(check(null, '2026-11-28T03:00:00Z')).toBeNull()
    expect(check(null, '2026-11-29T03:00:00Z')).toBe('outsideHours')
    expect(check(null, '2026-08-17T03:00:00Z')).toBe('outsideHours')
    // Idul Fitri 1447, Saturday 21 March 2026 (SKB 3 Menteri).
    expect(check(null, '2026-03-21T03:00:00Z')).toBe('outsideHours')
  })

  it('puts a reminder refused on a Saturday evening in Jayapura to Monday 08:00 there', () => {
    const opening = nextContactOpening(inBorrowerZone(ID, 'Papua,Kota Jayapura'), new Date('2026-11-28T11:30:00Z'))
    expect(opening).toEqual(new Date('2026-11-29T23:00:00Z'))
  })

  it('changes nothing in Thailand and the Philippines, which have one zone and no closed days', () => {
    expect(inBorrowerZone(MARKETS.TH, 'Bangkok,Bang Rak').timeZone).toBe(MARKETS.TH.timeZone)
    expect(inBorrowerZone(MARKETS.PH, 'Metro Manila,Makati').timeZone).toBe(MARKETS.PH.timeZone)
    expect(MARKETS.TH.contactHours.closedOnSundaysAndHolidays).toBeUndefined()
    expect(MARKETS.PH.contactHours.closedOnSundaysAndHolidays).toBeUndefined()
  })
})

describe('the hours a collector is shown for an Indonesian borrower', () => {
  it("name the borrower's zone and the closed Sundays and holidays; Thailand's read as before", () => {
    const papua = inBorrowerZone(ID, 'Papua,Kota Jayapura')
    const now = contactNow(papua, new Date('2026-11-25T12:30:00Z'), { daysPastDue: 3, disputed: false, madeToday: 0 })
    expect(now).toMatchObject({ timeZone: 'Asia/Jayapura', localTime: '21:30', refusedBy: 'outsideHours', closedOnSundaysAndHolidays: true })
    expect(hoursWords(now)).toBe('08:00–20:00 weekdays · 08:00–20:00 Saturdays · none on Sundays and holidays')
    expect(hoursInWords(papua)).toContain('none on Sundays and public holidays (Asia/Jayapura)')
    const bangkok = contactNow(MARKETS.TH, new Date('2026-11-25T05:00:00Z'), { daysPastDue: 3, disputed: false, madeToday: 0 })
    expect(bangkok).not.toHaveProperty('closedOnSundaysAndHolidays')
    expect(hoursWords(bangkok)).toBe('08:00–20:00 weekdays · 08:00–18:00 weekends and holidays')
  })
})
