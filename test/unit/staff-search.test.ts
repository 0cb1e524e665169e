import { describe, expect, it } from 'vitest'
import { parseStaffSearch } from '../../contract/admin/staff-search'

describe('what staff type into a search box', () => {
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
    expect(parseStaffSearch(typed)).toMatchObject({ kind: 'number', phones: ['+66812345678'] })
  })

  it.each([['09171234567'], ['0917 123 4567'], ['0917-123-4567'], ['+639171234567'], ['+63 917 123 4567'], ['0063 917-123-4567']])(
    'reads the Philippine mobile %s as +639171234567',
    (typed) => {
      expect(parseStaffSearch(typed)).toMatchObject({ kind: 'number', phones: ['+639171234567'] })
    },
  )

  it('reads digits as an order number too, with or without the # the back office writes', () => {
    expect(parseStaffSearch('1042')).toEqual({ kind: 'number', phones: [], orderId: 1042 })
    expect(parseStaffSearch('#1042')).toEqual({ kind: 'number', phones: [], orderId: 1042 })
    expect(parseStaffSearch('0812345678')).toEqual({ kind: 'number', phones: ['+66812345678'], orderId: 812345678 })
  })

  it('names no order for a number larger than any order id, nor for one with a +', () => {
    expect(parseStaffSearch('99999999999')).toMatchObject({ orderId: null })
    expect(parseStaffSearch('+66812345678')).toMatchObject({ orderId: null })
  })

  it('reads anything else as a name, spaces collapsed, and an empty box as no search', () => {
    expect(parseStaffSearch('  Somchai   Jai ')).toEqual({ kind: 'name', name: 'Somchai Jai' })
    expect(parseStaffSearch('สมชาย')).toEqual({ kind: 'name', name: 'สมชาย' })
    expect(parseStaffSearch('   ')).toBeNull()
  })
})
