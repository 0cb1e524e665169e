// Numbers, money and dates in the contract, as the app shows them (the same Intl tags and the
// app's one date style, contract/date-style.ts): the borrower's language, the market's currency and
// time zone. Thai gets "฿100,000.00" and Buddhist years ("25 พ.ย. 2569") because Intl's th-TH says
// so; no ISO timestamp reaches the document.
import { calendarDate, dayStyle, momentStyle } from '../../../contract/date-style'
import { INTL_TAG, type Locale } from '../../../contract/locales'

export type ContractFormats = ReturnType<typeof contractFormats>

/** `minorDigits` from the market pack: Intl's own table shows IDR with 2 decimals where the rupiah is written whole. */
export function contractFormats(locale: Locale, currency: { code: string; minorDigits: number }, timeZone: string) {
  const tag = INTL_TAG[locale]
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: currency.code, minimumFractionDigits: currency.minorDigits, maximumFractionDigits: currency.minorDigits })
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 4 })
  const calendarDay = new Intl.DateTimeFormat(tag, dayStyle('UTC'))
  const localDay = new Intl.DateTimeFormat(tag, dayStyle(timeZone))
  const localMoment = new Intl.DateTimeFormat(tag, momentStyle(timeZone, true))
  return {
    money: (amount: number) => money.format(amount),
    /** 1.5 → "1.5%". */
    percent: (value: number) => percent.format(value / 100),
    /** A calendar date "YYYY-MM-DD" (a due date): the same day wherever it is read. */
    day: (isoDate: string) => calendarDay.format(calendarDate(isoDate)),
    /** The day of a moment in the market's time zone. */
    dayOf: (moment: Date) => localDay.format(moment),
    /** A moment with its time, in the market's time zone, named: "25 พ.ย. 2569 08:49 GMT+7". */
    moment: (moment: Date) => localMoment.format(moment),
  }
}
