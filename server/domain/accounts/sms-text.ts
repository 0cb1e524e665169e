// The words of every text we send, composed here and not by a provider: each names the lender
// (a borrower must know who writes) and carries no link, the Thai regulator's rule for financial
// SMS (scammers imitate links, so a genuine text never has one). Thai is sent as UCS-2, 70
// characters a part: the Thai texts stay short.
import type { Locale } from '../../../contract/locales'
import type { SmsPurpose } from './sms-purpose'

export type SmsTextParts = { lender: string; code: string; minutes: number }

type Template = (p: SmsTextParts) => string

const WHAT: Record<Locale, Record<SmsPurpose, string>> = {
  en: { register: 'sign-up', login: 'login', resetPassword: 'password reset', withdrawPin: 'withdrawal PIN' },
  th: { register: 'การสมัครสมาชิก', login: 'การเข้าสู่ระบบ', resetPassword: 'การตั้งรหัสผ่านใหม่', withdrawPin: 'การตั้ง PIN ถอนเงิน' },
  fil: { register: 'pag-sign up', login: 'pag-login', resetPassword: 'pag-reset ng password', withdrawPin: 'PIN sa pag-withdraw' },
  zh: { register: '注册', login: '登录', resetPassword: '重设密码', withdrawPin: '提现密码' },
}

const TEMPLATES: Record<Locale, (what: string) => Template> = {
  en: (what) => (p) => `${p.lender}: your ${what} code is ${p.code}. Valid ${p.minutes} min. Never share it with anyone, not even our staff.`,
  th: (what) => (p) => `${p.lender}: รหัสยืนยันสำหรับ${what}คือ ${p.code} ใช้ได้ ${p.minutes} นาที อย่าบอกรหัสนี้กับใคร`,
  fil: (what) => (p) => `${p.lender}: ang code mo para sa ${what} ay ${p.code}. Valid ${p.minutes} min. Huwag itong ibigay kahit kanino.`,
  zh: (what) => (p) => `${p.lender}：您的${what}验证码是 ${p.code}，${p.minutes} 分钟内有效。请勿告诉任何人。`,
}

/** Anything a phone would show as a link, or a borrower could type into a browser. */
export const LINK_LIKE = /https?:|www\.|\w+\.\w{2,}/i

export class LinkInSms extends Error {
  constructor() {
    super('an SMS text would carry something link-like')
    this.name = 'LinkInSms'
  }
}

/** The text of a one-time code; refuses to compose one that looks like a link (a lender named "cash.ph"). */
export function smsText(locale: Locale, purpose: SmsPurpose, parts: SmsTextParts): string {
  const text = TEMPLATES[locale](WHAT[locale][purpose])(parts)
  if (LINK_LIKE.test(text)) throw new LinkInSms()
  return text
}
