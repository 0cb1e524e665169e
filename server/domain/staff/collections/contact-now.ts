// Whether a call to the borrower may be made now, said before the agent acts (the worklist and
// the case show it) and in the refusal when they act anyway: the same guardrails decide both.
import type { ContactNow } from '../../../../contract/admin/schemas/collections'
import { ApiError } from '../../../../contract/api-error'
import { CONTACT_RULES, type ContactRule } from '../../../../contract/collections/catalogue'
import { localMoment } from '../../../../contract/market/local-time'
import type { MarketPack } from '../../../../contract/market/types'
import { contactRuleBroken } from './guardrails'

type Market = Pick<MarketPack, 'timeZone' | 'contactHours'>

export function contactNow(market: Market, now: Date, loan: { daysPastDue: number; disputed: boolean; madeToday: number }): ContactNow {
  const hours = market.contactHours
  const refusedBy = contactRuleBroken({ at: now, market, channel: 'call', target: 'borrower', template: undefined, unreachableSince: null, ...loan })
  return {
    timeZone: market.timeZone,
    localTime: localMoment(market.timeZone, now).time,
    weekdays: { ...hours.weekdays },
    weekendsAndHolidays: { ...hours.weekendsAndHolidays },
    ...(hours.closedOnSundaysAndHolidays ? { closedOnSundaysAndHolidays: true as const } : {}),
    maxPerDay: hours.maxPerDay,
    refusedBy,
  }
}

/** "08:00–20:00 on weekdays, 08:00–18:00 at weekends and on public holidays (Asia/Bangkok)". */
export function hoursInWords(market: Market): string {
  const { weekdays: w, weekendsAndHolidays: h, closedOnSundaysAndHolidays: closed } = market.contactHours
  if (closed) return `${w.from}–${w.to} on weekdays, ${h.from}–${h.to} on Saturdays, none on Sundays and public holidays (${market.timeZone})`
  return `${w.from}–${w.to} on weekdays, ${h.from}–${h.to} at weekends and on public holidays (${market.timeZone})`
}

/** The refusal of a contact, naming the hours or the daily number it was held to. */
export function contactRefused(rule: ContactRule, market: Market, now: Date): ApiError {
  const local = localMoment(market.timeZone, now).time
  const message =
    rule === 'outsideHours'
      ? `Outside the contact hours the rules allow in the borrower's time zone: ${hoursInWords(market)}; it is ${local} there now`
      : rule === 'dailyLimit' && market.contactHours.maxPerDay !== null
        ? `The rules allow ${market.contactHours.maxPerDay} contact a day about this debt, and it was made today (${market.timeZone})`
        : undefined
  return new ApiError(CONTACT_RULES[rule], { fields: [rule], message })
}
