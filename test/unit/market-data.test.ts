import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MARKETS, type PayoutChannel } from '../../contract/market'
import { ID_BANK_ACCOUNTS, ID_BANKS, ID_EWALLETS } from '../../contract/market/id/banks'
import { ID_PROVINCE_CODES } from '../../contract/market/id/province-codes'
import { ID_REGIONS } from '../../contract/market/id/regions'
import { PH_BANKS, PH_EWALLETS } from '../../contract/market/ph/banks'
import { PH_REGION_GROUPS, PH_REGIONS } from '../../contract/market/ph/regions'
import { TH_BANKS, TH_PROMPTPAY } from '../../contract/market/th/banks'
import { TH_REGIONS } from '../../contract/market/th/regions'
import { marketRulesSchema, PH_RULES, TH_RULES } from '../../contract/market-rules'

const publicFile = (urlPath: string) => new URL(`../../public${urlPath}`, import.meta.url)
const packs = Object.values(MARKETS)
const cityCount = (regions: readonly { cities: readonly string[] }[]) => regions.reduce((n, r) => n + r.cities.length, 0)

describe.each(packs)('the $code payout channels', ({ code: market, payoutChannels }) => {
  it('give every channel its own code and a kind', () => {
    const codes = payoutChannels.map((channel) => channel.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const channel of payoutChannels) expect(['bank', 'ewallet', 'proxy'], channel.code).toContain(channel.kind)
  })

  // A market whose codes another market uses too (Thai and Indonesian banks both go by three digits) files its logos under its own code.
  it('serve a committed SVG logo for every channel, named by its code', () => {
    for (const channel of payoutChannels) {
      expect([`/bank-logos/${channel.code}.svg`, `/bank-logos/${market}-${channel.code}.svg`]).toContain(channel.logo)
      const file = publicFile(channel.logo)
      expect(existsSync(file), `${channel.logo} for ${channel.name}`).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/<svg[\s>]/)
    }
  })

  it('describe every account number with a sane format and an example that fits it', () => {
    for (const { code, account } of payoutChannels) {
      if (account.type !== 'digits') {
        expect(account.example, code).toMatch(/^[\d ]{9,}$/)
        continue
      }
      expect(account.min, code).toBeGreaterThanOrEqual(6)
      expect(account.max, code).toBeGreaterThanOrEqual(account.min)
      expect(account.max, code).toBeLessThanOrEqual(20)
      expect(account.example, code).toMatch(/^\d+$/)
      expect(account.example.length, code).toBeGreaterThanOrEqual(account.min)
      expect(account.example.length, code).toBeLessThanOrEqual(account.max)
    }
  })
})

describe.each(packs)('the $code regions', ({ regions }) => {
  it('never repeat a province, nor a city within its province', () => {
    expect(new Set(regions.map((region) => region.province)).size).toBe(regions.length)
    for (const region of regions) expect(new Set(region.cities).size, region.province).toBe(region.cities.length)
  })

  it('list the provinces, and each province its cities, in alphabetical order', () => {
    const sorted = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'))
    expect(regions.map((region) => region.province)).toEqual(sorted(regions.map((region) => region.province)))
    for (const region of regions) expect(region.cities, region.province).toEqual(sorted(region.cities))
  })

  // provinceCity travels as "province,city", so a comma inside a name would split it wrongly.
  it('use names that are trimmed, non-empty and free of commas', () => {
    for (const name of regions.flatMap((region) => [region.province, ...region.cities])) {
      expect(name).toMatch(/^[^,\s](?:[^,]*[^,\s])?$/)
    }
  })
})

describe('the logos of every market', () => {
  it('never share a file between two channels', () => {
    const logos = packs.flatMap((pack) => pack.payoutChannels.map((channel) => channel.logo))
    expect(new Set(logos).size).toBe(logos.length)
  })
})

describe('MARKETS', () => {
  it('gives Thailand its banks, PromptPay, provinces and rules', () => {
    expect(MARKETS.TH).toMatchObject({ code: 'TH', currency: 'THB', regions: TH_REGIONS, rules: TH_RULES })
    expect(MARKETS.TH.payoutChannels).toEqual([...TH_BANKS, TH_PROMPTPAY])
  })

  it('gives the Philippines its banks, e-wallets, provinces and rules', () => {
    expect(MARKETS.PH).toMatchObject({ code: 'PH', currency: 'PHP', regions: PH_REGIONS, rules: PH_RULES })
    expect(MARKETS.PH.payoutChannels).toEqual([...PH_BANKS, ...PH_EWALLETS])
  })

  it('gives Indonesia its banks, e-wallets and provinces', () => {
    expect(MARKETS.ID).toMatchObject({ code: 'ID', currency: 'IDR', regions: ID_REGIONS })
    expect(MARKETS.ID.payoutChannels).toEqual([...ID_BANK_ACCOUNTS, ...ID_EWALLETS])
    expect(ID_BANKS).toEqual(MARKETS.ID.payoutChannels)
  })

  it('holds rules that pass the rules schema', () => {
    for (const pack of packs) expect(marketRulesSchema.safeParse(pack.rules).success, pack.code).toBe(true)
  })
})

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

  it('takes 10-digit account numbers, and 12 at GSB, GHB and BAAC', () => {
    const lengths = (code: string) => {
      const { account } = TH_BANKS.find((bank) => bank.code === code) as PayoutChannel
      return account.type === 'digits' ? [account.min, account.max] : null
    }
    expect(lengths('004')).toEqual([10, 10])
    for (const code of ['030', '033', '034']) expect(lengths(code), code).toEqual([12, 12])
  })

  it('pays PromptPay to a mobile number or a national ID', () => {
    expect(TH_PROMPTPAY).toMatchObject({ code: 'PROMPTPAY', kind: 'proxy', account: { type: 'mobileOrNationalId' } })
  })
})

describe('TH_REGIONS', () => {
  it('has the 77 provinces and their 928 districts', () => {
    expect(TH_REGIONS).toHaveLength(77)
    expect(cityCount(TH_REGIONS)).toBe(928)
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
})

describe('the Philippine payout channels', () => {
  it('include the main InstaPay banks and the digital banks under Xendit channel codes', () => {
    const codes = PH_BANKS.map((bank) => bank.code)
    for (const code of ['PH_BDO', 'PH_BPI', 'PH_MET', 'PH_LBP', 'PH_PNB', 'PH_SEC', 'PH_UBP', 'PH_RCBC', 'PH_CBC', 'PH_EWB']) {
      expect(codes).toContain(code)
    }
    for (const code of ['PH_GOTYME', 'PH_MAYA', 'PH_SEA']) expect(codes).toContain(code)
    expect(PH_BANKS.every((bank) => bank.kind === 'bank' && bank.account.type === 'digits')).toBe(true)
  })

  it('pay GCash and Maya to the wallet’s mobile number', () => {
    expect(PH_EWALLETS.map((wallet) => wallet.code)).toEqual(['PH_GCASH', 'PH_PAYMAYA'])
    for (const wallet of PH_EWALLETS) expect(wallet).toMatchObject({ kind: 'ewallet', account: { type: 'mobile' } })
  })

  it('take BPI’s 10-digit and Metrobank’s 13-digit account numbers', () => {
    const account = (code: string) => PH_BANKS.find((bank) => bank.code === code)?.account
    expect(account('PH_BPI')).toMatchObject({ min: 10, max: 10 })
    expect(account('PH_MET')).toMatchObject({ min: 13, max: 13 })
  })

  it('draw a titled monogram for the channels no logo package covers', () => {
    for (const channel of [...PH_BANKS, ...PH_EWALLETS, TH_PROMPTPAY, ...ID_BANKS]) {
      const svg = readFileSync(publicFile(channel.logo), 'utf8')
      expect(svg, channel.code).toContain('viewBox="0 0 64 64"')
      expect(svg, channel.code).toContain(`<title>${channel.name}</title>`)
    }
  })
})

describe('PH_REGIONS', () => {
  const cities = (province: string) => PH_REGIONS.find((region) => region.province === province)?.cities

  it('has the PSGC provinces with Metro Manila and the Special Geographic Area, and 1,642 cities and municipalities', () => {
    expect(PH_REGIONS).toHaveLength(84)
    expect(cityCount(PH_REGIONS)).toBe(1642)
  })

  it('lists Metro Manila as a province of its 16 cities and Pateros', () => {
    expect(cities('Metro Manila')).toHaveLength(17)
    expect(cities('Metro Manila')).toEqual(expect.arrayContaining(['Quezon City', 'Makati City', 'Manila City', 'Pateros']))
  })

  it('puts the independent cities under the province around them', () => {
    expect(cities('Cebu')).toEqual(expect.arrayContaining(['Cebu City', 'Lapu-Lapu City', 'Mandaue City']))
    expect(cities('Davao del Sur')).toContain('Davao City')
    expect(cities('Benguet')).toContain('Baguio City')
  })

  it('writes particles in lower case, as the PSA does', () => {
    expect(cities('Misamis Oriental')).toContain('Cagayan de Oro City')
    expect(cities('Bulacan')).toContain('San Jose del Monte City')
  })

  it('groups every province under exactly one of the 18 PSGC regions', () => {
    expect(PH_REGION_GROUPS).toHaveLength(18)
    const grouped = PH_REGION_GROUPS.flatMap((group) => group.provinces)
    expect([...grouped].sort()).toEqual(PH_REGIONS.map((region) => region.province).sort())
    expect(PH_REGION_GROUPS.find((group) => group.region === 'Region IV-A (CALABARZON)')?.provinces).toEqual([
      'Batangas',
      'Cavite',
      'Laguna',
      'Quezon',
      'Rizal',
    ])
    expect(PH_REGION_GROUPS.find((group) => group.region === 'National Capital Region (NCR)')?.provinces).toEqual(['Metro Manila'])
  })
})

describe('the Indonesian payout channels', () => {
  const bank = (code: string) => ID_BANK_ACCOUNTS.find((b) => b.code === code)

  it('list the banks under distinct Bank Indonesia 3-digit sandi bank codes, in code order', () => {
    const codes = ID_BANK_ACCOUNTS.map((b) => b.code)
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toEqual([...codes].sort())
    expect(ID_BANK_ACCOUNTS.every((b) => b.kind === 'bank' && b.account.type === 'digits')).toBe(true)
  })

  it('name the largest banks under their own codes', () => {
    expect(bank('014')?.name).toBe('Bank Central Asia (BCA)')
    expect(bank('008')?.name).toBe('Bank Mandiri')
    expect(bank('002')?.name).toBe('Bank Rakyat Indonesia (BRI)')
    expect(bank('009')?.name).toBe('Bank Negara Indonesia (BNI)')
    expect(bank('451')?.name).toBe('Bank Syariah Indonesia (BSI)')
    expect(bank('022')?.name).toBe('CIMB Niaga')
    expect(bank('542')?.name).toBe('Bank Jago')
  })

  it('take BCA’s 10-digit account numbers and Mandiri’s 12 to 17 digits', () => {
    expect(bank('014')?.account).toMatchObject({ min: 10, max: 10 })
    expect(bank('008')?.account).toMatchObject({ min: 12, max: 17 })
  })

  it('pay OVO, DANA, GoPay, ShopeePay and LinkAja to the wallet’s mobile number', () => {
    expect(ID_EWALLETS.map((wallet) => wallet.code)).toEqual(['OVO', 'DANA', 'GOPAY', 'SHOPEEPAY', 'LINKAJA'])
    for (const wallet of ID_EWALLETS) expect(wallet).toMatchObject({ kind: 'ewallet', account: { type: 'mobile' } })
  })
})

describe('ID_REGIONS', () => {
  const cities = (province: string) => ID_REGIONS.find((region) => region.province === province)?.cities

  it('has the 38 provinces and their 416 regencies and 98 cities of Kepmendagri 300.2.2-2430/2025', () => {
    expect(ID_REGIONS).toHaveLength(38)
    expect(cityCount(ID_REGIONS)).toBe(514)
    const all = ID_REGIONS.flatMap((region) => region.cities)
    expect(all.filter((city) => city.startsWith('Kabupaten '))).toHaveLength(416)
    expect(all.filter((city) => city.startsWith('Kota '))).toHaveLength(98)
  })

  it('uses the official names, regencies and cities apart', () => {
    expect(cities('Jawa Barat')).toEqual(expect.arrayContaining(['Kabupaten Bogor', 'Kota Bogor', 'Kota Bandung']))
    expect(cities('Daerah Khusus Ibukota Jakarta')).toContain('Kota Administrasi Jakarta Selatan')
    expect(cities('Papua Barat Daya')).toContain('Kota Sorong')
  })

  it('gives each province the zone of Keppres 41/1987: WIB by the market’s own, WITA and WIT by name', () => {
    const zone = (province: string) => ID_REGIONS.find((region) => region.province === province)?.timeZone
    for (const province of ['Aceh', 'Daerah Khusus Ibukota Jakarta', 'Jawa Timur', 'Kalimantan Barat', 'Kalimantan Tengah']) expect(zone(province), province).toBeUndefined()
    for (const province of ['Bali', 'Nusa Tenggara Timur', 'Kalimantan Selatan', 'Kalimantan Utara', 'Sulawesi Selatan', 'Gorontalo']) expect(zone(province), province).toBe('Asia/Makassar')
    for (const province of ['Maluku', 'Maluku Utara', 'Papua', 'Papua Pegunungan', 'Papua Barat Daya']) expect(zone(province), province).toBe('Asia/Jayapura')
  })

  it('knows every province by the code a NIK starts with, one code a province', () => {
    expect(ID_PROVINCE_CODES.size).toBe(ID_REGIONS.length)
    for (const code of ['11', '31', '51', '91', '96']) expect(ID_PROVINCE_CODES.has(code), code).toBe(true)
    for (const code of ['00', '10', '20', '99']) expect(ID_PROVINCE_CODES.has(code), code).toBe(false)
  })
})
