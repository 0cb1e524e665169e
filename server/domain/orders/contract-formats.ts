// Numbers, money and dates in the contract, as the app shows them (the same Intl tags): the
// borrower's language, the market's currency and time zone. Thai gets "฿100,000.00" and Buddhist
// years ("25 พ.ย. 2569") because Intl's th-TH says so; no ISO timestamp reaches the document.
import { INTL_TAG, type Locale } from '../../../contract/locales'

export type ContractFormats = ReturnType<typeof contractFormats>

export function contractFormats(locale: Locale, currency: string, timeZone: string) {
  const tag = INTL_TAG[locale]
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2 })
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 3 })
  const calendarDay = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' })
  const localDay = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone })
  const localMoment = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  })
  return {
    money: (amount: number) => money.format(amount),
    /** 1.5 → "1.5%". */
    percent: (value: number) => percent.format(value / 100),
    /** A calendar date "YYYY-MM-DD" (a due date): the same day wherever it is read. */
    day: (isoDate: string) => calendarDay.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    /** The day of a moment in the market's time zone. */
    dayOf: (moment: Date) => localDay.format(moment),
    /** A moment with its time, in the market's time zone, named: "25 พฤศจิกายน 2569 เวลา 08:49 GMT+7". */
    moment: (moment: Date) => localMoment.format(moment),
  }
}
