import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNational, mobileCandidates, parseMobile } from '../../contract/market/phone'
import { marketCodes } from '../../contract/market/profiles'
import { PHONE_MAX_TYPED } from '../../contract/market/types'

const MARKET_CODES = marketCodes()

describe('a Thai mobile number', () => {
  it.each(['0812345678', '081 234 5678', '081-234-5678', '(081) 234.5678', '+66812345678', '+66 81 234 5678', '0066 81 234 5678'])('reads %s as +66812345678', (typed) => {
    expect(parseMobile(typed, 'TH')).toEqual({ ok: true, e164: '+66812345678' })
  })

  it.each(['0612345678', '0812345678', '0912345678'])('takes the 06, 08 and 09 mobile ranges: %s', (typed) => {
    expect(parseMobile(typed, 'TH').ok).toBe(true)
  })

  it('refuses a Bangkok landline, a Philippine number, a digit too many and what is no number, each with its reason', () => {
    expect(parseMobile('02 123 4567', 'TH')).toEqual({ ok: false, problem: 'notMobile' })
    expect(parseMobile('+63 917 123 4567', 'TH')).toEqual({ ok: false, problem: 'otherMarket' })
    // A Philippine number in its national form is a Thai mobile with a digit too many.
    expect(parseMobile('0917 123 4567', 'TH')).toEqual({ ok: false, problem: 'tooLong' })
    expect(parseMobile('081-234-56789', 'TH')).toEqual({ ok: false, problem: 'tooLong' })
    expect(parseMobile('081 234 567', 'TH')).toEqual({ ok: false, problem: 'format' })
    expect(parseMobile('call me', 'TH')).toEqual({ ok: false, problem: 'format' })
    expect(parseMobile('0'.repeat(PHONE_MAX_TYPED + 1), 'TH')).toEqual({ ok: false, problem: 'tooLong' })
  })
})

describe('a Philippine mobile number', () => {
  it.each(['09171234567', '0917 123 4567', '0917-123-4567', '+639171234567', '+63 917 123 4567', '0063 917 123 4567'])('reads %s as +639171234567', (typed) => {
    expect(parseMobile(typed, 'PH')).toEqual({ ok: true, e164: '+639171234567' })
  })

  it('refuses a Manila landline and a Thai number, each with its reason', () => {
    expect(parseMobile('(02) 8123 4567', 'PH')).toEqual({ ok: false, problem: 'notMobile' })
    expect(parseMobile('+66 81 234 5678', 'PH')).toEqual({ ok: false, problem: 'otherMarket' })
    expect(parseMobile('081 234 5678', 'PH').ok).toBe(false)
    expect(parseMobile('+63 917 123 45678', 'PH')).toEqual({ ok: false, problem: 'tooLong' })
  })
})

describe('an Indonesian mobile number', () => {
  it.each(['0812 3456 7890', '081234567890', '0812-3456-7890', '+6281234567890', '+62 812 3456 7890', '0062 812 3456 7890'])('reads %s as +6281234567890', (typed) => {
    expect(parseMobile(typed, 'ID')).toEqual({ ok: true, e164: '+6281234567890' })
  })

  it('takes the shorter and longer 08 numbers the operators give out', () => {
    expect(parseMobile('0812 345 678', 'ID')).toEqual({ ok: true, e164: '+62812345678' })
    expect(parseMobile('0895 1234 567', 'ID')).toEqual({ ok: true, e164: '+628951234567' })
  })

  it('refuses a Jakarta landline, a Thai number, a digit too many and what is no number, each with its reason', () => {
    expect(parseMobile('021 1234 5678', 'ID')).toEqual({ ok: false, problem: 'notMobile' })
    expect(parseMobile('+66 81 234 5678', 'ID')).toEqual({ ok: false, problem: 'otherMarket' })
    expect(parseMobile('0812 3456 7890 12', 'ID')).toEqual({ ok: false, problem: 'tooLong' })
    expect(parseMobile('nomor saya', 'ID')).toEqual({ ok: false, problem: 'format' })
  })
})

describe('numbers of any market', () => {
  it('are written back in the national form people know', () => {
    expect(formatNational('+66812345678', 'TH')).toBe('081 234 5678')
    expect(formatNational('+639171234567', 'PH')).toBe('0917 123 4567')
    expect(formatNational('+6281234567890', 'ID')).toBe('0812-3456-7890')
  })

  it('are found by what was typed, whichever market it belongs to (for calls that name no lender)', () => {
    // A Thai and an Indonesian mobile alike: a call that names no lender gets every reading.
    expect(mobileCandidates('0812345678', MARKET_CODES).sort()).toEqual(['+62812345678', '+66812345678'])
    expect(mobileCandidates('0917 123 4567', MARKET_CODES)).toEqual(['+639171234567'])
    expect(mobileCandidates('+62 812 3456 7890', MARKET_CODES)).toEqual(['+6281234567890'])
    expect(mobileCandidates('not a phone', MARKET_CODES)).toEqual([])
  })

  it('never throw, and whatever they accept is E.164 that reads back as itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?(0|66|63|62)?[0-9 -]{6,14}$/)), fc.constantFrom(...MARKET_CODES), (typed, market) => {
        const result = parseMobile(typed, market)
        if (result.ok) {
          expect(result.e164).toMatch(/^\+(66|63|62)\d{8,12}$/)
          expect(parseMobile(result.e164, market)).toEqual(result)
        }
      }),
    )
  })
})
