import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { channelName, cityName, provinceCityName, provinceName } from '../../contract/market/list-names'
import { TH_REGIONS } from '../../contract/market/th/regions'
import { bankLabel, bankList, cityOptions, provinceOptions, regionList } from '../../src/features/profile/config-lists'
import { bankOf } from '../../src/features/withdraw/bank-name'

const bangkok = TH_REGIONS.find((r) => r.province === 'Bangkok')
if (!bangkok) throw new Error('no Bangkok')

describe('list entries in the borrower language', () => {
  it('name Thai banks, PromptPay, provinces and districts in Thai, keeping the stored code or English name', () => {
    const kbank = MARKETS.TH.payoutChannels.find((c) => c.code === '004')
    expect(kbank && channelName(kbank, 'th')).toBe('ธนาคารกสิกรไทย')
    expect(kbank && channelName(kbank, 'en')).toBe('Kasikornbank')
    expect(kbank && channelName(kbank, 'zh')).toBe('开泰银行')
    const promptPay = MARKETS.TH.payoutChannels.find((c) => c.code === 'PROMPTPAY')
    expect(promptPay && channelName(promptPay, 'th')).toBe('พร้อมเพย์')
    expect(provinceName(bangkok, 'th')).toBe('กรุงเทพมหานคร')
    expect(cityName(bangkok, 'Bang Rak', 'th')).toBe('บางรัก')
    expect(provinceCityName(TH_REGIONS, 'Bangkok,Bang Rak', 'th')).toBe('กรุงเทพมหานคร บางรัก')
    expect(provinceCityName(TH_REGIONS, 'Bangkok,Bang Rak', 'en')).toBe('Bangkok, Bang Rak')
  })

  it('show English where a language has no names of its own: Chinese districts, Filipino places', () => {
    expect(provinceName(bangkok, 'zh')).toBe('Bangkok')
    const tisco = MARKETS.TH.payoutChannels.find((c) => c.code === '067')
    expect(tisco && channelName(tisco, 'zh')).toBe('TISCO Bank')
    expect(provinceCityName(MARKETS.PH.regions, 'Metro Manila,Quezon City', 'fil')).toBe('Metro Manila, Quezon City')
  })

  it("show a lender's own lists as given, and a place the list no longer has as stored", () => {
    const configs = { BANK_LIST: [{ code: 'X1', name: 'Lender Bank', kind: 'bank' }], REGION_LIST: [{ province: 'Krabi', cities: ['Ao Luek'] }] }
    const [bank] = bankList(configs)
    expect(bank && bankLabel(bank, 'th')).toBe('Lender Bank')
    expect(provinceOptions(regionList(configs), 'th')).toEqual([{ value: 'Krabi', label: 'Krabi' }])
    expect(provinceCityName(regionList(configs), 'Phuket,Kathu', 'th')).toBe('Phuket, Kathu')
    // Names that are no names, or do not line up with the cities, are not trusted; the entry stays.
    const mistyped = { BANK_LIST: [{ code: 'X1', name: 'Lender Bank', names: 'ธนาคาร', kind: 'bank' }], REGION_LIST: [{ province: 'Krabi', cities: ['Ao Luek'], names: 1 }] }
    expect(bankList(mistyped).map((b) => bankLabel(b, 'th'))).toEqual(['Lender Bank'])
    expect(provinceOptions(regionList(mistyped), 'th')).toEqual([{ value: 'Krabi', label: 'Krabi' }])
    const broken = [{ province: 'Krabi', cities: ['Ao Luek', 'Lam Thap'], names: { th: { province: 'กระบี่', cities: ['อ่าวลึก'] } } }]
    expect(cityName(broken[0] as (typeof TH_REGIONS)[number], 'Lam Thap', 'th')).toBe('Lam Thap')
  })

  it('list the provinces and districts in Thai order for a Thai reader, valued by their English names', () => {
    const regions = regionList({ REGION_LIST: TH_REGIONS })
    const provinces = provinceOptions(regions, 'th')
    expect(provinces[0]).toEqual({ value: 'Krabi', label: 'กระบี่' })
    expect(provinces.map((p) => p.label)).toEqual([...provinces.map((p) => p.label)].sort(new Intl.Collator('th-TH').compare))
    expect(cityOptions(regions, 'Bangkok', 'th')).toContainEqual({ value: 'Bang Rak', label: 'บางรัก' })
    expect(cityOptions(regions, 'Nowhere', 'th')).toEqual([])
  })

  it('give every Thai province and district its Thai name', () => {
    for (const region of TH_REGIONS) {
      expect(region.names?.th?.cities, region.province).toHaveLength(region.cities.length)
      for (const name of [region.names?.th?.province ?? '', ...(region.names?.th?.cities ?? [])]) expect(name, region.province).toMatch(/^[\u0E00-\u0E7F][\u0E00-\u0E7F ()-]*$/)
    }
  })

  it('name the bank on the withdraw screens in the borrower language', () => {
    expect(bankOf(MARKETS.TH.payoutChannels, '002', 'th')?.name).toBe('ธนาคารกรุงเทพ')
    expect(bankOf(MARKETS.TH.payoutChannels, '002', 'en')).toEqual({ name: 'Bangkok Bank', logo: '/bank-logos/002.svg' })
  })
})
