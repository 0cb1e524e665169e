import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { SEARCH_FROM, searchOptions } from '../../src/ui/option-search'

const provinces = (market: 'TH' | 'PH') => MARKETS[market].regions.map((r) => ({ value: r.province, label: r.province }))
const found = (market: 'TH' | 'PH', query: string, chosen = '') => searchOptions(provinces(market), query, chosen).map((o) => o.value)

describe('the search box of a long list', () => {
  it('is there for the provinces of either market, and for no short list', () => {
    expect(provinces('PH').length).toBeGreaterThanOrEqual(SEARCH_FROM)
    expect(provinces('TH').length).toBeGreaterThanOrEqual(SEARCH_FROM)
    expect(SEARCH_FROM).toBeGreaterThan(6)
  })

  it('finds a province by any part of its name, in any case, without its accents', () => {
    expect(found('PH', 'davao')).toEqual(expect.arrayContaining(['Davao del Norte', 'Davao del Sur']))
    expect(found('PH', 'DEL NORTE davao')).not.toContain('Davao del Sur')
    expect(found('TH', 'bangkok')).toContain('Bangkok')
    const cities = MARKETS.PH.regions.find((r) => r.province === 'Abra')?.cities.map((c) => ({ value: c, label: c })) ?? []
    expect(searchOptions(cities, 'penarrubia', '').map((o) => o.value)).toEqual(['Peñarrubia'])
  })

  it('never hides what is chosen, and shows the whole list with nothing typed', () => {
    expect(found('PH', 'cebu', 'Abra')).toEqual(['Abra', 'Cebu'])
    expect(found('PH', '  ')).toHaveLength(provinces('PH').length)
    expect(found('PH', 'zzz')).toEqual([])
  })
})
