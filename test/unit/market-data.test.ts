import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKET } from '../../contract/market'
import { TH_BANKS } from '../../contract/market/th-banks'
import { TH_REGIONS } from '../../contract/market/th-regions'
import { marketRulesSchema, TH_RULES } from '../../contract/market-rules'

const publicFile = (urlPath: string) => new URL(`../../public${urlPath}`, import.meta.url)

describe('TH_BANKS', () => {
  it('lists 24 banks under distinct Bank of Thailand 3-digit codes, in code order', () => {
    const codes = TH_BANKS.map((bank) => bank.code)
    expect(TH_BANKS).toHaveLength(24)
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBe(24)
    expect(codes).toEqual([...codes].sort())
  })

  it('names the largest banks under their own codes', () => {
    const name = (code: string) => TH_BANKS.find((bank) => bank.code === code)?.name
    expect(name('002')).toBe('Bangkok Bank')
    expect(name('004')).toBe('Kasikornbank')
    expect(name('006')).toBe('Krungthai Bank')
    expect(name('011')).toBe('TMBThanachart Bank')
    expect(name('014')).toBe('Siam Commercial Bank')
    expect(name('025')).toBe('Bank of Ayudhya (Krungsri)')
    expect(name('030')).toBe('Government Savings Bank')
  })

  it('serves a committed SVG logo for every bank, named by its code', () => {
    for (const bank of TH_BANKS) {
      expect(bank.logo).toBe(`/bank-logos/${bank.code}.svg`)
      const file = publicFile(bank.logo)
      expect(existsSync(file), `${bank.logo} for ${bank.name}`).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/<svg[\s>]/)
    }
  })
})

describe('TH_REGIONS', () => {
  const allNames = TH_REGIONS.flatMap((region) => [region.province, ...region.cities])

  it('has the 77 provinces and their 928 districts', () => {
    expect(TH_REGIONS).toHaveLength(77)
    expect(TH_REGIONS.reduce((count, region) => count + region.cities.length, 0)).toBe(928)
  })

  it('gives Bangkok its 50 districts', () => {
    const bangkok = TH_REGIONS.find((region) => region.province === 'Bangkok')
    expect(bangkok?.cities).toHaveLength(50)
    expect(bangkok?.cities).toContain('Sathon')
  })

  it('spells out the province names the package runs together', () => {
    const provinces = TH_REGIONS.map((region) => region.province)
    expect(provinces).toContain('Nakhon Ratchasima')
    expect(provinces).toContain('Nakhon Sawan')
  })

  it('never repeats a province, nor a district within its province', () => {
    expect(new Set(TH_REGIONS.map((region) => region.province)).size).toBe(77)
    for (const region of TH_REGIONS) expect(new Set(region.cities).size, region.province).toBe(region.cities.length)
  })

  // provinceCity travels as "province,city", so a comma inside a name would split it wrongly.
  it('uses names that are trimmed, non-empty and free of commas', () => {
    for (const name of allNames) expect(name).toMatch(/^[^,\s](?:[^,]*[^,\s])?$/)
  })
})

describe('DEFAULT_MARKET', () => {
  it('is Thailand, in baht, with the Thai lists and the Thai rules', () => {
    expect(DEFAULT_MARKET).toEqual({ code: 'TH', currency: 'THB', banks: TH_BANKS, regions: TH_REGIONS, rules: TH_RULES })
    expect(marketRulesSchema.safeParse(DEFAULT_MARKET.rules).success).toBe(true)
  })
})
