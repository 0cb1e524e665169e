import { beforeAll, describe, expect, it } from 'vitest'
import { type AuthValues, smsCodeOf, validateAuth } from '../../src/features/auth/validate'
import { baseInfoFieldOf, baseInfoFromUser } from '../../src/features/profile/base-info-rules'
import { loadPhoneRules, type PhoneRules } from '../../src/ui/phone-rules'
import { maskPhone, nationalForm } from '../../src/ui/phone-text'
import { userInfo } from '../support/user-info'

const typed = (mobile: string): AuthValues => ({ mobile, password: 'my secret 123', confirm: 'my secret 123', smsCode: '123456', inviteCode: '' })

let rules: PhoneRules
beforeAll(async () => {
  rules = await loadPhoneRules()
})

describe('the phone field of the login and register screens', () => {
  const problem = (mobile: string, market: 'TH' | 'PH') => validateAuth('register', typed(mobile), rules, market).mobile

  it('takes a Thai mobile number in the national or the international form, with spaces or dashes', () => {
    for (const mobile of ['0812345678', '081 234 5678', '081-234-5678', '+66 81 234 5678', '0066 81 234 5678']) expect(problem(mobile, 'TH')).toBeUndefined()
  })

  it('takes a Philippine mobile number in the national or the international form, with spaces or dashes', () => {
    for (const mobile of ['09171234567', '0917 123 4567', '0917-123-4567', '+63 917 123 4567', '0063 917 123 4567']) expect(problem(mobile, 'PH')).toBeUndefined()
  })

  it("tells a number of the other market from one that is no number, one with too many digits, and a landline, in each market", () => {
    expect(problem('+63 917 123 4567', 'TH')).toBe('otherMarket')
    expect(problem('+66 81 234 5678', 'PH')).toBe('otherMarket')
    expect(problem('02 123 4567', 'TH')).toBe('notMobile')
    expect(problem('(02) 8123 4567', 'PH')).toBe('notMobile')
    expect(problem('0812', 'TH')).toBe('format')
    expect(problem('0917', 'PH')).toBe('format')
    expect(problem('081 234 5678 9012 3456 7890 1234', 'TH')).toBe('tooLong')
    expect(problem('081-234-56789', 'TH')).toBe('tooLong')
    expect(problem('+63 917 123 45678', 'PH')).toBe('tooLong')
    expect(problem('  ', 'PH')).toBe('required')
  })

  it('takes an SMS code pasted with spaces or dashes, and says a code or an invite code typed too long is too long', () => {
    expect(validateAuth('register', { ...typed('081 234 5678'), smsCode: '123 456' }, rules, 'TH')).toEqual({})
    expect(validateAuth('register', { ...typed('081 234 5678'), smsCode: '123-4567' }, rules, 'TH')).toEqual({ smsCode: 'codeTooLong' })
    expect(validateAuth('register', { ...typed('081 234 5678'), smsCode: '12345' }, rules, 'TH')).toEqual({ smsCode: 'code' })
    expect(validateAuth('register', { ...typed('081 234 5678'), inviteCode: 'X'.repeat(33) }, rules, 'TH')).toEqual({ inviteCode: 'inviteTooLong' })
    expect(smsCodeOf(' 123-456 ')).toBe('123456')
  })

  it('asks for a number while the rules load, and judges it once they are here', () => {
    expect(validateAuth('login', typed(''), null, 'TH').mobile).toBe('required')
    expect(validateAuth('login', typed('02 123 4567'), null, 'TH').mobile).toBeUndefined()
  })
})

describe("the borrower's own number on the screens", () => {
  it('is shown in the national form of the market, as people write it', () => {
    expect(nationalForm(rules, '+66812345678', 'TH')).toBe('081 234 5678')
    expect(nationalForm(rules, '+639171234567', 'PH')).toBe('0917 123 4567')
  })

  it('stays as the server sent it until the rules are here, and a number not in E.164 stays as it is', () => {
    expect(nationalForm(null, '+66812345678', 'TH')).toBe('+66812345678')
    expect(nationalForm(rules, '1234567890', 'TH')).toBe('1234567890')
  })

  it("puts the stored contacts and wallet number in their fields in the national form, a bank's digits as they are", () => {
    const contacts = [
      { name: 'Maria', relation: 'sibling', mobile: '+639171112222' },
      { name: 'Jose', relation: 'friend', mobile: '+639183334444' },
    ]
    const shown = (stored: string) => nationalForm(rules, stored, 'PH')
    const wallet = baseInfoFromUser(userInfo({ emergencyContacts: contacts, bankName: 'PH_GCASH', cardNo: '+639175550101' }), shown)
    expect([wallet.contact1Mobile, wallet.contact2Mobile, wallet.cardNo]).toEqual(['0917 111 2222', '0918 333 4444', '0917 555 0101'])
    expect(baseInfoFromUser(userInfo({ bankName: 'PH_BPI', cardNo: '1234567890' }), shown).cardNo).toBe('1234567890')
  })

  it('is masked but for its first three and last two digits, the spaces kept', () => {
    expect(maskPhone('081 234 5678')).toBe('081 *** **78')
    expect(maskPhone('0917 123 4567')).toBe('091* *** **67')
    expect(maskPhone('12345')).toBe('12345')
  })
})

describe("what the server says of an emergency contact's field", () => {
  it('shows on that contact\'s own field', () => {
    expect(baseInfoFieldOf('contacts.0.mobile')).toBe('contact1Mobile')
    expect(baseInfoFieldOf('contacts.1.mobile')).toBe('contact2Mobile')
    expect(baseInfoFieldOf('contacts.1.name')).toBe('contact2Name')
    expect(baseInfoFieldOf('contacts.0.relation')).toBe('contact1Relation')
    expect(baseInfoFieldOf('contacts')).toBe('contact1Mobile')
    expect(baseInfoFieldOf('contacts.2.mobile')).toBeNull()
  })
})
