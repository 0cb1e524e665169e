import { beforeAll, describe, expect, it } from 'vitest'
import { baseInfoFromUser, baseInfoSubmissions, validateBaseInfo } from '../../src/features/profile/base-info-rules'
import { consentSubmissions } from '../../src/features/consent/api'
import { identitySubmissions } from '../../src/features/identity/submissions'
import { MARKETS } from '../../contract/market'
import { MARKET_PROFILES } from '../../contract/market/profiles'
import { bankChanged, bankSubmission, validateBank } from '../../src/features/profile/bank-rules'
import { loadPhoneRules, type PhoneRules } from '../../src/ui/phone-rules'
import { chosenIdType, validateIdentity } from '../../src/features/identity/validate'
import { questionSubmission, validateQuestions } from '../../src/features/profile/question-rules'
import { userInfo } from '../support/user-info'

const OWN = '+66812345678'
const filled = {
  ...baseInfoFromUser(userInfo()),
  email: 'somchai@example.com',
  education: 'bachelor',
  province: 'Bangkok',
  city: 'Bang Rak',
  address: '99 Silom Road',
  contact1Name: 'Mali',
  contact1Relation: 'sibling',
  contact1Mobile: '081 111 1111',
  contact2Name: 'Niran',
  contact2Relation: 'friend',
  contact2Mobile: '089-222-2222',
  bankName: '004',
  cardNo: '1234567890',
}
const TH = MARKETS.TH
const PH = MARKETS.PH
const thBanks = TH.payoutChannels
const phBanks = PH.payoutChannels

let rules: PhoneRules
beforeAll(async () => {
  rules = await loadPhoneRules()
})

describe('the personal information form', () => {
  it('accepts a complete form', () => {
    expect(validateBaseInfo(filled, OWN, thBanks, rules, TH)).toEqual({})
  })

  it("refuses the borrower's own number and the same number twice, however each was typed", () => {
    expect(validateBaseInfo({ ...filled, contact1Mobile: '+66 81 234 5678' }, OWN, thBanks, rules, TH)).toEqual({ contact1Mobile: 'ownPhone' })
    expect(validateBaseInfo({ ...filled, contact2Mobile: '0811111111' }, OWN, thBanks, rules, TH)).toEqual({ contact2Mobile: 'samePhone' })
  })

  it("refuses a contact's number of another country and a landline, each with its own reason", () => {
    expect(validateBaseInfo({ ...filled, contact1Mobile: '+63 917 123 4567', contact2Mobile: '02 123 4567' }, OWN, thBanks, rules, TH)).toEqual({
      contact1Mobile: 'otherMarket',
      contact2Mobile: 'notMobile',
    })
  })

  it('checks the email and the account number', () => {
    expect(validateBaseInfo({ ...filled, email: 'somchai@', cardNo: '12345' }, OWN, thBanks, rules, TH)).toEqual({ email: 'email', cardNo: 'accountTooShort' })
  })

  it('says a text is too long rather than cutting it, each by the length the server takes', () => {
    const long = { ...filled, address: 'a'.repeat(501), facebook: 'f'.repeat(201), contact1Name: 'n'.repeat(101), email: `${'e'.repeat(250)}@x.co` }
    expect(validateBaseInfo(long, OWN, thBanks, rules, TH)).toEqual({ address: 'textTooLong', facebook: 'textTooLong', contact1Name: 'textTooLong', email: 'textTooLong' })
    expect(validateBaseInfo({ ...filled, address: 'a'.repeat(500) }, OWN, thBanks, rules, TH)).toEqual({})
  })

  it("says a contact's number typed with a digit too many is too long", () => {
    expect(validateBaseInfo({ ...filled, contact1Mobile: '081-111-11119' }, OWN, thBanks, rules, TH)).toEqual({ contact1Mobile: 'tooLong' })
  })

  it('binds the bank account only when it changed, however the same number was typed', () => {
    const spaced = userInfo({ bankName: '004', cardNo: '1234567890' })
    expect(baseInfoSubmissions({ ...filled, cardNo: '123-456-7890' }, spaced, thBanks, rules, TH).map((s) => s.path)).toEqual([
      '/user/update',
      '/user/updateEmergency',
    ])
    const bound = userInfo({ bankName: '004', cardNo: '1234567890' })
    expect(baseInfoSubmissions(filled, bound, thBanks, rules, TH).map((s) => s.path)).toEqual(['/user/update', '/user/updateEmergency'])
    expect(baseInfoSubmissions(filled, userInfo(), thBanks, rules, TH).map((s) => s.path)).toEqual([
      '/user/update',
      '/user/updateEmergency',
      '/user/bank/binding',
    ])
  })
})

describe('where the money goes, by the format of the chosen bank or wallet', () => {
  const bank = (bankName: string, cardNo: string, market = PH) => validateBank({ bankName, cardNo }, market.payoutChannels, rules, market).cardNo

  it("takes a Philippine bank's account number of its own length, with spaces or dashes", () => {
    expect(bank('PH_BPI', '1234-5678-90')).toBeUndefined()
    expect(bank('PH_BPI', '123456789')).toBe('accountTooShort')
    expect(bank('PH_BPI', '1234-5678-901')).toBe('accountTooLong')
    expect(bankSubmission({ bankName: 'PH_BPI', cardNo: '1234 5678 90' }, phBanks, rules, PH).body).toEqual({ bankName: 'PH_BPI', cardNo: '1234567890' })
  })

  it("takes GCash by the wallet's Philippine mobile number, not a Thai one", () => {
    expect(bank('PH_GCASH', '0917 555 0101')).toBeUndefined()
    expect(bank('PH_GCASH', '+63 917 555 0101')).toBeUndefined()
    expect(bank('PH_GCASH', '081 234 5678')).toBe('accountNumber')
  })

  it('takes PromptPay by a Thai mobile number or a valid national ID number', () => {
    expect(bank('PROMPTPAY', '081 234 5678', TH)).toBeUndefined()
    expect(bank('PROMPTPAY', '1-1017-00230-70-8', TH)).toBeUndefined()
    expect(bank('PROMPTPAY', '1101700230705', TH)).toBe('accountNumber')
    expect(bank('002', '123456789', TH)).toBe('accountTooShort')
  })

  it("takes a Thai bank's 10 digits, or 12 at a bank that numbers accounts so, whatever the separators", () => {
    expect(bank('004', '123-4-56789-0', TH)).toBeUndefined()
    expect(bank('004', '12345678901', TH)).toBe('accountTooLong')
    expect(bank('004', '12345abcde', TH)).toBe('accountDigits')
    const gsb = TH.payoutChannels.find((c) => c.account.type === 'digits' && c.account.min === 12)
    expect(gsb && bank(gsb.code, '1234 5678 9012', TH)).toBeUndefined()
  })

  it("refuses the other market's mobile for GCash and for PromptPay, and a mobile for a bank's account", () => {
    expect(bank('PH_GCASH', '+66 81 234 5678')).toBe('accountNumber')
    expect(bank('PROMPTPAY', '0917 555 0101', TH)).toBe('accountNumber')
    expect(bank('PH_MET', '0917 555 0101')).toBe('accountTooShort')
  })

  it('sends each account in its stored form: a wallet or PromptPay mobile in E.164, a national ID without dashes', () => {
    const sent = (bankName: string, cardNo: string, market = PH) => bankSubmission({ bankName, cardNo }, market.payoutChannels, rules, market).body
    expect(sent('PH_GCASH', '0917-555-0101')).toEqual({ bankName: 'PH_GCASH', cardNo: '+639175550101' })
    expect(sent('PROMPTPAY', '081 234 5678', TH)).toEqual({ bankName: 'PROMPTPAY', cardNo: '+66812345678' })
    expect(sent('PROMPTPAY', '1-1017-00230-70-8', TH)).toEqual({ bankName: 'PROMPTPAY', cardNo: '1101700230708' })
  })

  it('leaves a mobile account to the server while the phone rules load, and sends it as typed', () => {
    expect(validateBank({ bankName: 'PH_GCASH', cardNo: '0917 555 0101' }, phBanks, null, PH)).toEqual({})
    expect(bankSubmission({ bankName: 'PH_GCASH', cardNo: ' 0917 555 0101 ' }, phBanks, null, PH).body).toEqual({
      bankName: 'PH_GCASH',
      cardNo: '0917 555 0101',
    })
  })

  it('sees the bound wallet in its national form as no change', () => {
    const bound = { bankName: 'PH_GCASH', cardNo: '+639175550101' }
    expect(bankChanged({ bankName: 'PH_GCASH', cardNo: '0917 555 0101' }, bound, phBanks, rules, PH)).toBe(false)
    expect(bankChanged({ bankName: 'PH_PAYMAYA', cardNo: '0917 555 0101' }, bound, phBanks, rules, PH)).toBe(true)
    expect(bankChanged({ bankName: 'PH_GCASH', cardNo: '0917 555 0102' }, bound, phBanks, rules, PH)).toBe(true)
  })
})

describe('the identity form', () => {
  const values = { realName: 'Somchai Jaidee', idType: '', identity: '1-1017-00230-70-8', sex: '1' as const, birthday: '1990-05-17', marriage: 'single' }
  const TH = MARKET_PROFILES.TH
  const PH = MARKET_PROFILES.PH

  it('checks the Thai ID number by its check digit, telling a wrong digit from a wrong shape, and the birthday by the calendar', () => {
    expect(validateIdentity(values, TH, new Date('2026-01-01'))).toEqual({})
    expect(validateIdentity({ ...values, identity: '1101700230705', birthday: '2030-01-01' }, TH, new Date('2026-01-01'))).toEqual({
      identity: 'idChecksum',
      birthday: 'birthday',
    })
    expect(validateIdentity({ ...values, identity: '110170023070' }, TH, new Date('2026-01-01'))).toEqual({ identity: 'idFormat' })
  })

  it('asks a Filipino which document, then checks the number by that document', () => {
    const juan = { ...values, realName: 'Juan dela Cruz', identity: 'N01-23-456789' }
    expect(validateIdentity(juan, PH, new Date('2026-01-01'))).toEqual({ idType: 'required' })
    expect(validateIdentity({ ...juan, idType: 'ph_drivers_licence' }, PH, new Date('2026-01-01'))).toEqual({})
    expect(validateIdentity({ ...juan, idType: 'ph_passport' }, PH, new Date('2026-01-01'))).toEqual({ identity: 'idTooLong' })
    expect(validateIdentity({ ...juan, idType: 'ph_passport', identity: 'P1234567' }, PH, new Date('2026-01-01'))).toEqual({ identity: 'idFormat' })
    expect(validateIdentity({ ...juan, idType: 'ph_passport', identity: 'p1234567a' }, PH, new Date('2026-01-01'))).toEqual({})
  })

  it('tells an Indonesian whose NIK holds another birth date to check both, beside the number, and says nothing while the birthday is unfinished', () => {
    const ID = MARKET_PROFILES.ID
    const budi = { ...values, realName: 'Budi Santoso', identity: '3171 0115 0890 0001', birthday: '1990-08-15' }
    expect(validateIdentity(budi, ID, new Date('2026-01-01'))).toEqual({})
    expect(validateIdentity({ ...budi, sex: '2', identity: '3171 0155 0890 0001' }, ID, new Date('2026-01-01'))).toEqual({})
    expect(validateIdentity({ ...budi, birthday: '1990-08-16' }, ID, new Date('2026-01-01'))).toEqual({ identity: 'idBirthDate' })
    expect(validateIdentity({ ...budi, birthday: '1990-08-' }, ID, new Date('2026-01-01'))).toEqual({ birthday: 'birthdayIncomplete' })
    expect(validateIdentity({ ...budi, identity: '3171 0115 0890 0000' }, ID, new Date('2026-01-01'))).toEqual({ identity: 'idFormat' })
  })

  it("shows a Filipino each document's own example and checks a driver's licence and a passport by their shapes", () => {
    const check = (idType: string, identity: string) => validateIdentity({ ...values, idType, identity }, PH, new Date('2026-01-01')).identity
    expect(chosenIdType(PH, 'ph_drivers_licence')?.example).toBe('N01-23-456789')
    expect(chosenIdType(PH, 'ph_drivers_licence')?.inputMode).toBe('text')
    expect(check('ph_drivers_licence', 'n01 23 456789')).toBeUndefined()
    expect(check('ph_drivers_licence', 'N01-23-45678')).toBe('idFormat')
    expect(chosenIdType(PH, 'ph_passport')?.example).toBe('P1234567A')
    expect(check('ph_passport', 'P 1234567 A')).toBeUndefined()
    expect(check('ph_passport', 'P12345678')).toBe('idFormat')
    expect(check('ph_philsys', '1234-5678-9012-3456')).toBeUndefined()
    expect(chosenIdType(PH, 'ph_philsys')?.inputMode).toBe('numeric')
  })

  it('names the Thai card without asking, and says a number or a name typed too long is too long, never cutting it', () => {
    expect(chosenIdType(TH, '')?.code).toBe('th_national_id')
    expect(chosenIdType(PH, '')).toBeUndefined()
    const long = '1-1017-00230-70-8-1234567890123456789012345678901234567890'
    expect(validateIdentity({ ...values, identity: long }, TH, new Date('2026-01-01'))).toEqual({ identity: 'idTooLong' })
    expect(validateIdentity({ ...values, realName: 'S'.repeat(101) }, TH, new Date('2026-01-01'))).toEqual({ realName: 'nameTooLong' })
    expect(validateIdentity({ ...values, idType: 'ph_umid' }, TH, new Date('2026-01-01'))).toEqual({})
  })

  it('sends the chosen document and its number as stored: no dashes, capitals', () => {
    const [update] = identitySubmissions({ ...values, idType: 'ph_passport', identity: 'p1234567a' }, PH, {}, false)
    expect(update?.body).toMatchObject({ idType: 'ph_passport', identity: 'P1234567A' })
    const [thai] = identitySubmissions(values, TH, {}, false)
    expect(thai?.body).toMatchObject({ idType: 'th_national_id', identity: '1101700230708' })
  })

  it('sends the photos after the fields, and never a verified name or ID number again', () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' })
    const first = identitySubmissions(values, TH, { frontImage: photo, backImage: photo, handHoldImage: photo }, false)
    expect(first.map((s) => s.path)).toEqual(['/user/update', '/user/identity/apply'])
    const later = identitySubmissions(values, TH, {}, true)
    expect(later).toEqual([{ path: '/user/update', body: { sex: 1, birthday: '1990-05-17', marriage: 'single' } }])
  })
})

describe('the questionnaire', () => {
  it('needs all six answers, with amounts in whole units', () => {
    const answers = {
      job: 'Teacher',
      monthlyIncome: '30000',
      expenses: '12.5',
      loanPurpose: 'education',
      loanBefore: 'no' as const,
      guarantee: '' as const,
    }
    expect(validateQuestions(answers)).toEqual({ expenses: 'amount', guarantee: 'required' })
    expect(questionSubmission({ ...answers, expenses: '12000', guarantee: 'yes' }).body).toEqual({
      job: 'Teacher',
      monthlyIncome: 30000,
      expenses: 12000,
      loanPurpose: 'education',
      loanBefore: false,
      guarantee: true,
    })
  })

  it('takes amounts grouped as people write them, and says too many digits rather than cutting them', () => {
    const answers = { job: 'Teacher', monthlyIncome: '22,000', expenses: '12 500', loanPurpose: 'education', loanBefore: 'no' as const, guarantee: 'no' as const }
    expect(validateQuestions(answers)).toEqual({})
    expect(questionSubmission(answers).body).toMatchObject({ monthlyIncome: 22000, expenses: 12500 })
    expect(validateQuestions({ ...answers, monthlyIncome: '1,000,000,000' })).toEqual({ monthlyIncome: 'amountTooLong' })
    expect(validateQuestions({ ...answers, monthlyIncome: '000,022,000' })).toEqual({})
    expect(validateQuestions({ ...answers, job: 'J'.repeat(101) })).toEqual({ job: 'textTooLong' })
  })
})

describe('the consent screen', () => {
  it('gives only the purposes newly agreed to', () => {
    const agreed = new Set(['identity_verification', 'bank_account', 'credit_assessment'] as const)
    expect(consentSubmissions(agreed, new Set(['bank_account'] as const)).map((s) => s.body)).toEqual([
      { purpose: 'identity_verification' },
      { purpose: 'credit_assessment' },
    ])
  })
})
