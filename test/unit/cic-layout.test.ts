// The CIC field table and the small rules the Philippine bureau file is written by.
import { describe, expect, it } from 'vitest'
import { cicOverdueBand } from '../../contract/market/ph/cic/codes'
import { CIC_RECORDS } from '../../contract/market/ph/cic/fields'
import { cicLine, owedPesos, pesos } from '../../server/domain/staff/reports/cic/cic-record'
import { splitName } from '../../server/domain/staff/reports/cic/cic-subject'

describe('the CIC field table', () => {
  it("holds as many fields as CIC's overview counts for each record, each named once", () => {
    expect(Object.fromEntries(Object.entries(CIC_RECORDS).map(([type, fields]) => [type, fields.length]))).toEqual({ HD: 6, ID: 123, CI: 143, FT: 4 })
    for (const fields of Object.values(CIC_RECORDS)) expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length)
  })

  it('sets a value in its place and every other field empty, the record type first', () => {
    const line = cicLine('CI', { 'Provider Contract No': '42', 'Overdue Days': '1' }).split('|')
    expect([line.length, line[0], line[6], line[34], line.filter((v) => v !== '').length]).toEqual([143, 'CI', '42', '1', 3])
  })

  it('keeps the delimiter and line breaks out of a value, and refuses a field the record does not have', () => {
    expect(cicLine('FT', { 'Provider Code': 'AB|CD\r\nEF' }).split('|')).toEqual(['FT', 'AB CD EF', '', ''])
    expect(() => cicLine('FT', { Nickname: 'x' })).toThrow('FT has no field "Nickname"')
  })
})

describe('the figures', () => {
  it('are whole pesos, and a sum still owed is never written as 0', () => {
    expect([pesos(123_450, 2), pesos(123_449, 2), owedPesos(40, 2), owedPesos(0, 2), owedPesos(123_450, 2)]).toEqual(['1235', '1234', '1', '0', '1235'])
  })

  it("fall in CIC's overdue bands", () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 180, 181, 365, 366].map(cicOverdueBand)).toEqual(['0', '1', '1', '2', '2', '3', '3', '4', '4', '5', '5', '6'])
  })
})

describe("a borrower's name", () => {
  it('splits at the surname, keeping its particles', () => {
    expect(splitName('Juan dela Cruz')).toEqual({ first: 'Juan', last: 'dela Cruz' })
    expect(splitName('Ma. Clara de los Santos')).toEqual({ first: 'Ma. Clara', last: 'de los Santos' })
    expect(splitName('Jose Protasio Rizal')).toEqual({ first: 'Jose Protasio', last: 'Rizal' })
    expect(splitName('  Mercado ')).toEqual({ first: 'Mercado', last: 'Mercado' })
  })
})
