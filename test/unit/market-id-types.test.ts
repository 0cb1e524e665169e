import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compactId, thaiNationalIdProblem } from '../../contract/market/id-numbers'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import type { IdType } from '../../contract/market/types'

const type = (code: string): IdType => {
  const found = Object.values(MARKET_PROFILES).flatMap((m) => m.idTypes).find((t) => t.code === code)
  if (!found) throw new Error(`no ID type ${code}`)
  return found
}
const problem = (code: string, typed: string) => type(code).check(type(code).normalize(typed))

describe('the Thai national ID number', () => {
  // 1 2 3 4 5 6 7 8 9 0 1 2 weighted 13 down to 2: 13+24+33+40+45+48+49+48+45+0+3+4 = 352;
  // 352 mod 11 = 0, and (11 − 0) mod 10 = 1.
  it('accepts 1234567890121, whose check digit is 1, with or without dashes', () => {
    expect(thaiNationalIdProblem('1234567890121')).toBeNull()
    expect(problem('th_national_id', '1-2345-67890-12-1')).toBeNull()
  })

  // 1 1 0 1 7 0 0 2 3 0 7 0 weighted 13 down to 2: 13+12+0+10+63+0+0+12+15+0+21+0 = 146;
  // 146 mod 11 = 3, and (11 − 3) mod 10 = 8.
  it('tells a wrong check digit (1101700230705 should end in 8) from a wrong shape', () => {
    expect(thaiNationalIdProblem('1101700230705')).toBe('checksum')
    expect(thaiNationalIdProblem('1101700230708')).toBeNull()
  })

  it.each(['123456789012', '12345678901211', '123456789012a', ''])('refuses "%s" by its shape', (s) => {
    expect(thaiNationalIdProblem(s)).toBe('format')
  })

  it('accepts exactly one last digit once the first 12 are fixed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (body) => {
        expect([...'0123456789'].filter((check) => thaiNationalIdProblem(body + check) === null)).toHaveLength(1)
      }),
    )
  })
})

describe('the Philippine ID documents, each by its own shape', () => {
  it.each([
    ['ph_philsys', '1234-5678-9012-3456'],
    ['ph_philsys', '1234 5678 9012'],
    ['ph_umid', '0111-2345678-9'],
    ['ph_drivers_licence', 'n01-23-456789'],
    ['ph_passport', 'p1234567a'],
    ['ph_sss', '34-5678901-2'],
    ['ph_tin', '123-456-789'],
    ['ph_tin', '123-456-789-000'],
  ])('%s accepts %s', (code, typed) => {
    expect(problem(code, typed)).toBeNull()
  })

  it.each([
    ['ph_philsys', '1234-5678-9012-345'],
    ['ph_umid', '0111-2345678'],
    ['ph_drivers_licence', '01-23-456789'],
    ['ph_passport', 'P12345678'],
    ['ph_sss', '34-5678901'],
    ['ph_tin', '123-456-78'],
    ['ph_tin', 'ABC-456-789'],
  ])('%s refuses %s by its shape', (code, typed) => {
    expect(problem(code, typed)).toBe('format')
  })

  it.each([
    ['th_national_id', '1-2345-67890-12-12'],
    ['ph_philsys', '1234-5678-9012-3456-7'],
    ['ph_passport', 'P1234567AB'],
    ['ph_sss', '34-5678901-23'],
  ])('%s says %s is too long, rather than of the wrong shape', (code, typed) => {
    expect(problem(code, typed)).toBe('tooLong')
  })

  it('keeps numbers without separators and letters in capitals', () => {
    expect(compactId(' n01-23 456.789 ')).toBe('N0123456789')
  })
})

// 31 71 01: DKI Jakarta, Kota Jakarta Selatan, a district; 150890: born 15 August 1990 (55 for a
// woman: 15 + 40); 0001: the first number issued that day there.
describe('the Indonesian NIK', () => {
  const nik = type('id_ektp')

  it('accepts a man’s NIK and a woman’s, whose day has 40 added, with or without spaces', () => {
    expect(problem('id_ektp', '3171 0115 0890 0001')).toBeNull()
    expect(problem('id_ektp', '3171015508900001')).toBeNull()
  })

  it('refuses a province code no province has, and a regency or district 00', () => {
    expect(problem('id_ektp', '3971011508900001')).toBe('format')
    expect(problem('id_ektp', '0071011508900001')).toBe('format')
    expect(problem('id_ektp', '3100011508900001')).toBe('format')
    expect(problem('id_ektp', '3171001508900001')).toBe('format')
  })

  it('refuses a birth date no calendar has, for a man or a woman', () => {
    for (const typed of ['3171013208900001', '3171017208900001', '3171011513900001', '3171010008900001', '3171014008900001', '3171013002900001']) {
      expect(problem('id_ektp', typed), typed).toBe('format')
    }
  })

  it('takes 29 February only in a year divisible by four', () => {
    expect(problem('id_ektp', '3171012902920001')).toBeNull()
    expect(problem('id_ektp', '3171012902910001')).toBe('format')
  })

  it('refuses the serial 0000, which is never issued', () => {
    expect(problem('id_ektp', '3171011508900000')).toBe('format')
  })

  it('refuses a number of the wrong length by its length', () => {
    expect(problem('id_ektp', '317101150890000')).toBe('format')
    expect(problem('id_ektp', '31710115089000011')).toBe('tooLong')
  })

  it('agrees with the birthday it holds, for a man and a woman alike', () => {
    expect(nik.disagrees?.('3171011508900001', { birthday: '1990-08-15' })).toBeNull()
    expect(nik.disagrees?.('3171015508900001', { birthday: '1990-08-15' })).toBeNull()
    expect(nik.disagrees?.('3171010502050001', { birthday: '2005-02-05' })).toBeNull()
  })

  it('disagrees with a birthday of another day, month or year', () => {
    for (const birthday of ['1990-08-16', '1990-09-15', '1991-08-15', '1890-08-16']) {
      expect(nik.disagrees?.('3171011508900001', { birthday }), birthday).toBe('birthDate')
    }
  })
})

describe('every ID type of every market', () => {
  const all = Object.values(MARKET_PROFILES).flatMap((m) => m.idTypes.map((t) => ({ market: m, type: t })))

  it('accepts its own example, which borrowers are shown', () => {
    for (const { type: t } of all) expect(t.check(t.normalize(t.example)), t.code).toBeNull()
  })

  it('has a unique code and labels in the languages its market offers', () => {
    expect(new Set(all.map(({ type: t }) => t.code)).size).toBe(all.length)
    for (const { market, type: t } of all) for (const locale of market.locales) expect(t.label[locale], `${t.code} ${locale}`).toBeTruthy()
  })

  it('opens a text keyboard only for documents with letters', () => {
    expect(all.filter(({ type: t }) => t.inputMode === 'text').map(({ type: t }) => t.code)).toEqual(['ph_drivers_licence', 'ph_passport'])
  })
})
