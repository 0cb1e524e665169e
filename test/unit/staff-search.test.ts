import { describe, expect, it } from 'vitest'
import { parseStaffSearch } from '../../contract/admin/staff-search'

describe('what staff of a company type into a search box', () => {
  it.each([
    ['0812345678'],
    ['081 234 5678'],
    ['081-234-5678'],
    ['+66812345678'],
    ['+66 81 234 5678'],
    ['+66-81-234-5678'],
    ['0066 81 234 5678'],
    [' (081) 234.5678 '],
  ])('reads the Thai mobile %s as +66812345678', (typed) => {
    expect(parseStaffSearch(typed, 'TH')).toMatchObject({ kind: 'number', phones: ['+66812345678'] })
  })

  it.each([['09171234567'], ['0917 123 4567'], ['0917-123-4567'], ['+639171234567'], ['+63 917 123 4567'], ['0063 917-123-4567']])(
    'reads the Philippine mobile %s as +639171234567',
    (typed) => {
      expect(parseStaffSearch(typed, 'PH')).toMatchObject({ kind: 'number', phones: ['+639171234567'] })
    },
  )

  it.each([['081234567890'], ['0812 3456 7890'], ['0812-3456-7890'], ['+6281234567890'], ['+62 812 3456 7890'], ['0062 812-3456-7890']])(
    'reads the Indonesian mobile %s as +6281234567890',
    (typed) => {
      expect(parseStaffSearch(typed, 'ID')).toMatchObject({ kind: 'number', phones: ['+6281234567890'] })
    },
  )

  // 0812345678 is a Thai mobile and an Indonesian one: each company's staff find their own borrower.
  it('reads a number two markets share as the number of the staff’s own market', () => {
    expect(parseStaffSearch('0812345678', 'TH')).toMatchObject({ phones: ['+66812345678'] })
    expect(parseStaffSearch('0812345678', 'ID')).toMatchObject({ phones: ['+62812345678'] })
    expect(parseStaffSearch('0812345678', 'PH')).toMatchObject({ phones: [] })
  })

  it('finds no phone for another market’s number in international form', () => {
    expect(parseStaffSearch('+66812345678', 'ID')).toMatchObject({ kind: 'number', phones: [] })
    expect(parseStaffSearch('+6281234567890', 'TH')).toMatchObject({ kind: 'number', phones: [] })
  })

  it('reads digits as an order number too, with or without the # the back office writes', () => {
    expect(parseStaffSearch('1042', 'TH')).toEqual({ kind: 'number', phones: [], orderId: 1042 })
    expect(parseStaffSearch('#1042', 'ID')).toEqual({ kind: 'number', phones: [], orderId: 1042 })
    expect(parseStaffSearch('0812345678', 'TH')).toEqual({ kind: 'number', phones: ['+66812345678'], orderId: 812345678 })
  })

  it('names no order for a number larger than any order id, nor for one with a +', () => {
    expect(parseStaffSearch('99999999999', 'PH')).toMatchObject({ orderId: null })
    expect(parseStaffSearch('+66812345678', 'TH')).toMatchObject({ orderId: null })
  })

  it('reads anything else as a name, spaces collapsed, and an empty box as no search', () => {
    expect(parseStaffSearch('  Somchai   Jai ', 'TH')).toEqual({ kind: 'name', name: 'Somchai Jai' })
    expect(parseStaffSearch('สมชาย', 'TH')).toEqual({ kind: 'name', name: 'สมชาย' })
    expect(parseStaffSearch('   ', 'ID')).toBeNull()
  })
})
