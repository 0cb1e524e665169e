import { describe, expect, it } from 'vitest'
import { pinWeakness } from '../../contract/pin-strength'
import { codeOf, pinDigits, pinProblems } from '../../src/features/withdraw/pin-rules'

describe('a withdrawal PIN easy to guess', () => {
  it('is one digit six times, or a run up or down (around 9 to 0 too)', () => {
    for (const pin of ['000000', '777777']) expect(pinWeakness(pin, null)).toBe('repeated')
    for (const pin of ['123456', '654321', '890123', '098765']) expect(pinWeakness(pin, null)).toBe('sequence')
  })

  it("is the borrower's birth date as DDMMYY, YYMMDD or MMDDYY, in the Common and the Buddhist Era", () => {
    const birthday = '1990-07-15'
    for (const pin of ['150790', '900715', '071590', '150733', '330715', '071533']) expect(pinWeakness(pin, birthday)).toBe('birthday')
    expect(pinWeakness('150790', null)).toBeNull()
  })

  it('lets an ordinary PIN through', () => {
    for (const pin of ['246810', '135790', '902417']) expect(pinWeakness(pin, '1990-07-15')).toBeNull()
  })

  it('is said on the form before anything is sent', () => {
    expect(pinProblems({ pin: '123456', confirm: '123456', smsCode: '123456' }).pin).toBe('sequence')
    expect(pinProblems({ pin: '111111', confirm: '111111', smsCode: '123456' }).pin).toBe('repeated')
    expect(pinProblems({ pin: '246810', confirm: '246810', smsCode: '123456' }).pin).toBeUndefined()
  })

  it('says a PIN or a code with a digit too many is too long, never cutting it, and takes a code pasted with spaces', () => {
    expect(pinProblems({ pin: '2468107', confirm: '2468107', smsCode: '1234567' })).toMatchObject({ pin: 'pinTooLong', smsCode: 'codeTooLong' })
    expect(pinDigits('246 810 7')).toBe('2468107')
    expect(pinProblems({ pin: '246810', confirm: '246810', smsCode: '123 456' })).toEqual({})
    expect(codeOf(' 123-456 ')).toBe('123456')
  })
})
