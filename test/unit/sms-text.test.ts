import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../contract/locales'
import type { SmsPurpose } from '../../server/domain/accounts/sms-purpose'
import { LINK_LIKE, LinkInSms, smsText } from '../../server/domain/accounts/sms-text'

const PURPOSES: SmsPurpose[] = ['register', 'login', 'resetPassword', 'withdrawPin']

describe('the words of a one-time code text', () => {
  for (const locale of LOCALE_CODES) {
    for (const purpose of PURPOSES) {
      it(`${locale} ${purpose}: names the lender, says how long the code lives, and carries no link`, () => {
        const text = smsText(locale, purpose, { lender: 'Demo Lending', code: '123456', minutes: 5 })
        expect(text.startsWith('Demo Lending')).toBe(true)
        expect(text).toContain('123456')
        expect(text).toContain('5')
        expect(text).not.toMatch(/http|www\./i)
        expect(text).not.toMatch(LINK_LIKE)
      })
    }
  }

  it('speaks Thai to a Thai borrower, as the regulator asks a lender to sign its texts', () => {
    expect(smsText('th', 'register', { lender: 'Demo Lending', code: '123456', minutes: 5 })).toBe(
      'Demo Lending: รหัสยืนยันสำหรับการสมัครสมาชิกคือ 123456 ใช้ได้ 5 นาที อย่าบอกรหัสนี้กับใคร',
    )
  })

  it('refuses to send a text whose lender name reads as a web address', () => {
    for (const lender of ['cash.ph', 'WWW.Loans', 'Loans https:']) {
      expect(() => smsText('en', 'login', { lender, code: '123456', minutes: 5 })).toThrow(LinkInSms)
    }
  })
})
