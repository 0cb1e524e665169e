// The words of every text we send, composed here and not by a provider: each names the lender
// (a borrower must know who writes) and carries no link, the Thai regulator's rule for financial
// SMS (scammers imitate links, so a genuine text never has one). Thai is sent as UCS-2, 70
// characters a part: the Thai texts stay short. Translated in the server's catalogs (server/locales/*.po).
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '../../../contract/locales'
import { say } from '../../i18n'
import type { SmsPurpose } from './sms-purpose'

export type SmsTextParts = { lender: string; code: string; minutes: number }

const WHAT: Readonly<Record<SmsPurpose, MessageDescriptor>> = {
  register: /*i18n*/ { id: 'sms.what.register', message: 'sign-up' },
  login: /*i18n*/ { id: 'sms.what.login', message: 'login' },
  resetPassword: /*i18n*/ { id: 'sms.what.resetPassword', message: 'password reset' },
  withdrawPin: /*i18n*/ { id: 'sms.what.withdrawPin', message: 'withdrawal PIN' },
}

const CODE = /*i18n*/ { id: 'sms.code', message: '{lender}: your {what} code is {code}. Valid {minutes} min. Never share it with anyone, not even our staff.' }

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
  const text = say(locale, CODE, { ...parts, what: say(locale, WHAT[purpose]) })
  if (LINK_LIKE.test(text)) throw new LinkInSms()
  return text
}
