import { describe, expect, it } from 'vitest'
import { baseInfoFromUser, baseInfoSubmissions, validateBaseInfo } from '../../src/features/profile/base-info-rules'
import { consentSubmissions } from '../../src/features/consent/api'
import { identitySubmissions } from '../../src/features/identity/submissions'
import { validateIdentity } from '../../src/features/identity/validate'
import { questionSubmission, validateQuestions } from '../../src/features/profile/question-rules'
import { userInfo } from '../support/user-info'

const OWN = '09123456789'
const filled = {
  ...baseInfoFromUser(userInfo()),
  email: 'somchai@example.com',
  education: 'bachelor',
  province: 'Bangkok',
  city: 'Bang Rak',
  address: '99 Silom Road',
  contact1Name: 'Mali',
  contact1Relation: 'sibling',
  contact1Mobile: '09111111111',
  contact2Name: 'Niran',
  contact2Relation: 'friend',
  contact2Mobile: '09222222222',
  bankName: '004',
  cardNo: '1234567890',
}

describe('the personal information form', () => {
  it('accepts a complete form', () => {
    expect(validateBaseInfo(filled, OWN)).toEqual({})
  })

  it("refuses the borrower's own number and the same number twice", () => {
    expect(validateBaseInfo({ ...filled, contact1Mobile: OWN }, OWN)).toEqual({ contact1Mobile: 'ownPhone' })
    expect(validateBaseInfo({ ...filled, contact2Mobile: filled.contact1Mobile }, OWN)).toEqual({ contact2Mobile: 'samePhone' })
  })

  it('checks the email and the account number', () => {
    expect(validateBaseInfo({ ...filled, email: 'somchai@', cardNo: '12345' }, OWN)).toEqual({ email: 'email', cardNo: 'accountNumber' })
  })

  it('binds the bank account only when it changed', () => {
    const bound = userInfo({ bankName: '004', cardNo: '1234567890' })
    expect(baseInfoSubmissions(filled, bound).map((s) => s.path)).toEqual(['/user/update', '/user/updateEmergency'])
    expect(baseInfoSubmissions(filled, userInfo()).map((s) => s.path)).toEqual([
      '/user/update',
      '/user/updateEmergency',
      '/user/bank/binding',
    ])
  })
})

describe('the identity form', () => {
  const values = { realName: 'Somchai Jaidee', identity: '1101700230708', sex: '1' as const, birthday: '1990-05-17', marriage: 'single' }

  it('checks the Thai ID number by its check digit and the birthday by the calendar', () => {
    expect(validateIdentity(values, new Date('2026-01-01'))).toEqual({})
    expect(validateIdentity({ ...values, identity: '1101700230705', birthday: '2030-01-01' }, new Date('2026-01-01'))).toEqual({
      identity: 'idNumber',
      birthday: 'birthday',
    })
  })

  it('sends the photos after the fields, and never a verified name or ID number again', () => {
    const photo = new Blob(['x'], { type: 'image/jpeg' })
    const first = identitySubmissions(values, { frontImage: photo, backImage: photo, handHoldImage: photo }, false)
    expect(first.map((s) => s.path)).toEqual(['/user/update', '/user/identity/apply'])
    const later = identitySubmissions(values, {}, true)
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
