// The words of each reminder, in the borrower's language: the lender's name, the amount and the
// date, always; no link in any of them (an SMS with a link is what scammers send, and the Thai
// regulator forbids it), and no threat. The push shows the same words under the lender's name.
// Translated in the server's catalogs (server/locales/*.po).
import type { MessageDescriptor } from '@lingui/core'
import { calendarDate, dayStyle } from '../../../contract/date-style'
import { INTL_TAG, type Locale } from '../../../contract/locales'
import { toMajor } from '../../../contract/money'
import type { ReminderKind } from '../../../contract/reminders'
import { say } from '../../i18n'
import { LINK_LIKE, LinkInSms } from '../accounts/sms-text'

/** `currency` and `minorDigits` from the market pack: Intl's own table writes the rupiah with two decimals. */
export type ReminderFacts = { lender: string; amountMinor: number; currency: string; minorDigits: number; date: string }
const WORDS: Readonly<Record<ReminderKind, MessageDescriptor>> = {
  dueIn3: /*i18n*/ { id: 'reminder.dueIn3', message: '{amount} is due on {date}. You can pay in the app before then.' },
  dueIn1: /*i18n*/ { id: 'reminder.dueIn1', message: 'A reminder: {amount} is due tomorrow, {date}.' },
  dueToday: /*i18n*/ { id: 'reminder.dueToday', message: '{amount} is due today, {date}.' },
  late1: /*i18n*/ { id: 'reminder.late1', message: '{amount} was due on {date} and is not paid yet. Please pay in the app, or ask us for more time.' },
  late3: /*i18n*/ { id: 'reminder.late3', message: '{amount} due on {date} is 3 days late. Please pay in the app, or contact us if you need help.' },
  approved: /*i18n*/ { id: 'reminder.approved', message: 'Your loan of {amount} was approved on {date}. Open the app to continue.' },
  rejected: /*i18n*/ { id: 'reminder.rejected', message: 'Your application for {amount} of {date} was not approved. The app says why.' },
  paidOut: /*i18n*/ { id: 'reminder.paidOut', message: '{amount} was sent to your bank account on {date}.' },
}

export type ReminderText = { title: string; body: string; sms: string }

/** Refuses a lender name that reads as a link ("cash.ph"): it would put one in every text. */
export function reminderText(locale: Locale, kind: ReminderKind, facts: ReminderFacts): ReminderText {
  if (LINK_LIKE.test(facts.lender)) throw new LinkInSms()
  const tag = INTL_TAG[locale]
  const { currency, minorDigits } = facts
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: minorDigits, maximumFractionDigits: minorDigits }).format(toMajor(facts.amountMinor, minorDigits))
  // A calendar date, not an instant: formatted at UTC midnight so no time zone moves it.
  const date = new Intl.DateTimeFormat(tag, dayStyle('UTC')).format(calendarDate(facts.date))
  const body = say(locale, WORDS[kind], { amount, date })
  const separator = locale === 'zh' ? '：' : ': '
  return { title: facts.lender, body, sms: `${facts.lender}${separator}${body}` }
}
