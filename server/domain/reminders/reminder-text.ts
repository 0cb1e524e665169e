// The words of each reminder, in the borrower's language: the lender's name, the amount and the
// date, always; no link in any of them (an SMS with a link is what scammers send, and the Thai
// regulator forbids it), and no threat. The push shows the same words under the lender's name.
import { calendarDate, dayStyle } from '../../../contract/date-style'
import { INTL_TAG, type Locale } from '../../../contract/locales'
import { toMajor } from '../../../contract/money'
import type { ReminderKind } from '../../../contract/reminders'
import { LINK_LIKE, LinkInSms } from '../accounts/sms-text'

/** `currency` and `minorDigits` from the market pack: Intl's own table writes the rupiah with two decimals. */
export type ReminderFacts = { lender: string; amountMinor: number; currency: string; minorDigits: number; date: string }
type Parts = { amount: string; date: string }

const WORDS: Record<Locale, Record<ReminderKind, (p: Parts) => string>> = {
  en: {
    dueIn3: (p) => `${p.amount} is due on ${p.date}. You can pay in the app before then.`,
    dueIn1: (p) => `A reminder: ${p.amount} is due tomorrow, ${p.date}.`,
    dueToday: (p) => `${p.amount} is due today, ${p.date}.`,
    late1: (p) => `${p.amount} was due on ${p.date} and is not paid yet. Please pay in the app, or ask us for more time.`,
    late3: (p) => `${p.amount} due on ${p.date} is 3 days late. Please pay in the app, or contact us if you need help.`,
    approved: (p) => `Your loan of ${p.amount} was approved on ${p.date}. Open the app to continue.`,
    rejected: (p) => `Your application for ${p.amount} of ${p.date} was not approved. The app says why.`,
    paidOut: (p) => `${p.amount} was sent to your bank account on ${p.date}.`,
  },
  th: {
    dueIn3: (p) => `ยอด ${p.amount} ครบกำหนดชำระวันที่ ${p.date} ชำระผ่านแอปได้ก่อนวันนั้น`,
    dueIn1: (p) => `เตือนความจำ ยอด ${p.amount} ครบกำหนดชำระพรุ่งนี้ ${p.date}`,
    dueToday: (p) => `ยอด ${p.amount} ครบกำหนดชำระวันนี้ ${p.date}`,
    late1: (p) => `ยอด ${p.amount} ครบกำหนดเมื่อ ${p.date} และยังไม่ได้ชำระ กรุณาชำระในแอป หรือขอเลื่อนวันชำระ`,
    late3: (p) => `ยอด ${p.amount} ที่ครบกำหนด ${p.date} เลยกำหนดมา 3 วันแล้ว กรุณาชำระในแอป หรือติดต่อเราหากต้องการความช่วยเหลือ`,
    approved: (p) => `สินเชื่อ ${p.amount} ของคุณได้รับอนุมัติเมื่อ ${p.date} เปิดแอปเพื่อดำเนินการต่อ`,
    rejected: (p) => `คำขอสินเชื่อ ${p.amount} วันที่ ${p.date} ไม่ได้รับอนุมัติ ดูเหตุผลได้ในแอป`,
    paidOut: (p) => `โอนเงิน ${p.amount} เข้าบัญชีของคุณแล้วเมื่อ ${p.date}`,
  },
  fil: {
    dueIn3: (p) => `Ang ${p.amount} ay dapat bayaran sa ${p.date}. Puwede kang magbayad sa app bago ang araw na iyon.`,
    dueIn1: (p) => `Paalala: ang ${p.amount} ay dapat bayaran bukas, ${p.date}.`,
    dueToday: (p) => `Ang ${p.amount} ay dapat bayaran ngayong araw, ${p.date}.`,
    late1: (p) => `Hindi pa nababayaran ang ${p.amount} na dapat bayaran noong ${p.date}. Magbayad sa app, o humingi sa amin ng dagdag na panahon.`,
    late3: (p) => `Tatlong araw nang lampas ang ${p.amount} na dapat bayaran noong ${p.date}. Magbayad sa app, o kausapin kami kung kailangan mo ng tulong.`,
    approved: (p) => `Naaprubahan noong ${p.date} ang iyong loan na ${p.amount}. Buksan ang app para magpatuloy.`,
    rejected: (p) => `Hindi naaprubahan ang iyong application na ${p.amount} noong ${p.date}. Nasa app ang dahilan.`,
    paidOut: (p) => `Naipadala na sa iyong bank account ang ${p.amount} noong ${p.date}.`,
  },
  zh: {
    dueIn3: (p) => `${p.amount} 将于 ${p.date} 到期，可在此之前在应用内还款。`,
    dueIn1: (p) => `提醒您：${p.amount} 将于明天（${p.date}）到期。`,
    dueToday: (p) => `${p.amount} 今天（${p.date}）到期。`,
    late1: (p) => `${p.amount} 已于 ${p.date} 到期，尚未还款。请在应用内还款，或向我们申请延期。`,
    late3: (p) => `${p.date} 到期的 ${p.amount} 已逾期 3 天。请在应用内还款，如需帮助请联系我们。`,
    approved: (p) => `您 ${p.amount} 的贷款已于 ${p.date} 获批，请打开应用继续。`,
    rejected: (p) => `您于 ${p.date} 申请的 ${p.amount} 贷款未获批准，原因请见应用。`,
    paidOut: (p) => `${p.amount} 已于 ${p.date} 转入您的银行账户。`,
  },
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
  const body = WORDS[locale][kind]({ amount, date })
  const separator = locale === 'zh' ? '：' : ': '
  return { title: facts.lender, body, sms: `${facts.lender}${separator}${body}` }
}
