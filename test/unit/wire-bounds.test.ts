import { describe, expect, it } from 'vitest'
import { refuseBody } from '../../contract/admin/schemas/review'
import { productSaveBody } from '../../contract/admin/schemas/config'
import { registerBody, userUpdateBody } from '../../contract/schemas/accounts'
import { INT4_MAX } from '../../contract/schemas/fields'
import { feedbackBody, loanOrderBody } from '../../contract/schemas/orders'
import { isDayInWindow, isPlainText } from '../../contract/validation'

/** The fields a refusal names, as parse-body.ts reports them. */
const failedFields = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? []),
]

describe('isPlainText', () => {
  it('takes any script, emoji and punctuation', () => {
    for (const s of ['Somchai Jaidee', 'สมชาย ใจดี', 'José Rizal-Mercado', '陈小明', '😀 ok', "O'Brien, 12/3 #4", '']) {
      expect(isPlainText(s), s).toBe(true)
    }
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate at the end', 'ab\udc00'],
    ['a pair cut short', '😀\ud83d'],
  ])('refuses %s', (_what, s) => {
    expect(isPlainText(s)).toBe(false)
    expect(isPlainText(s, true)).toBe(false)
  })

  it('lets tabs and line breaks through only in multi-line text', () => {
    expect(isPlainText('one\ntwo\r\n\tthree')).toBe(false)
    expect(isPlainText('one\ntwo\r\n\tthree', true)).toBe(true)
  })
})

describe('isDayInWindow', () => {
  it('takes real days from 2000 to 2099', () => {
    expect(isDayInWindow('2000-01-01')).toBe(true)
    expect(isDayInWindow('2099-12-31')).toBe(true)
  })

  it.each(['1999-12-31', '2100-01-01', '9999-12-31', '2024-02-30', '+275760-09-13'])('refuses %s', (s) => {
    expect(isDayInWindow(s)).toBe(false)
  })
})

describe('the wire schemas (issue 26 item 7)', () => {
  it('take ids up to the largest PostgreSQL integer and no further', () => {
    expect(loanOrderBody.safeParse({ loanOrderId: INT4_MAX }).success).toBe(true)
    for (const loanOrderId of [INT4_MAX + 1, 0, -1, 1.5, 2 ** 53]) {
      expect(failedFields(loanOrderBody.safeParse({ loanOrderId })), String(loanOrderId)).toEqual(['loanOrderId'])
    }
  })

  it('name the profile field that carries a control character or a lone surrogate', () => {
    expect(failedFields(userUpdateBody.safeParse({ realName: 'Somchai', address: '99 Silom\u0000 Road' }))).toEqual(['address'])
    expect(failedFields(userUpdateBody.safeParse({ identity: '1101700203451', realName: 'Som\ud800chai' }))).toEqual(['realName'])
    expect(failedFields(registerBody.safeParse({ mobile: '0812345678', password: 'correct\u0000horse', smsCode: '123456', platform: 'h5', companyId: 1, appId: 1 }))).toEqual(['password'])
  })

  it('keep line breaks in feedback but not in an address', () => {
    expect(feedbackBody.safeParse({ text: 'Line one\nLine two' }).success).toBe(true)
    expect(failedFields(userUpdateBody.safeParse({ address: 'Line one\nLine two' }))).toEqual(['address'])
  })

  it('take income with at most 2 decimals, as it is stored in minor units', () => {
    expect(userUpdateBody.safeParse({ monthlyIncome: 30_000.5 }).success).toBe(true)
    expect(failedFields(userUpdateBody.safeParse({ monthlyIncome: 0.001 }))).toEqual(['monthlyIncome'])
  })

  it('bound birthdays to 1900..today and other days to 2000..2099', () => {
    expect(failedFields(userUpdateBody.safeParse({ birthday: '9999-12-31' }))).toEqual(['birthday'])
    const refusal = { orderId: 1, reasons: ['not_affordable'], note: 'Payslips show less' }
    expect(refuseBody.safeParse({ ...refusal, reapplyAfter: '2099-01-31' }).success).toBe(true)
    expect(failedFields(refuseBody.safeParse({ ...refusal, reapplyAfter: '9999-12-31' }))).toEqual(['reapplyAfter'])
  })

  it('bound a product rate to its integer column', () => {
    const product = { appId: 1, name: 'Jackey', minAmount: 1000, maxAmount: 100_000, step: 1000, disabled: false }
    expect(productSaveBody.safeParse({ ...product, defaultRate: 800 }).success).toBe(true)
    expect(failedFields(productSaveBody.safeParse({ ...product, defaultRate: 2 ** 31 }))).toEqual(['defaultRate'])
  })
})
