import { describe, expect, it } from 'vitest'
import { provinceTimeZone } from '../../contract/market/province-time-zone'

const market = {
  timeZone: 'Asia/Jakarta',
  regions: [
    { province: 'Bali', cities: ['Kota Denpasar'], timeZone: 'Asia/Makassar' },
    { province: 'DKI Jakarta', cities: ['Kota Jakarta Pusat'] },
  ],
}

describe("a borrower's time zone", () => {
  it("is their province's where it has one", () => expect(provinceTimeZone(market, 'Bali')).toBe('Asia/Makassar'))
  it("is the market's for a province without one, an unknown province or none", () => {
    expect(provinceTimeZone(market, 'DKI Jakarta')).toBe('Asia/Jakarta')
    expect(provinceTimeZone(market, 'Atlantis')).toBe('Asia/Jakarta')
    expect(provinceTimeZone(market, null)).toBe('Asia/Jakarta')
  })
})
