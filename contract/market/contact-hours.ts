// Whether the lender may contact a borrower about a debt now, by the market's rules
// (./types.ts ContactHours): reminders and collections ask this before every message.
import { isPublicHoliday } from './holidays'
import { inWindow, localMoment } from './local-time'
import type { MarketPack } from './types'

export type ContactCheck = {
  at: Date
  daysPastDue: number
  /** The borrower agreed to contacts outside the usual window. */
  agreed: boolean
  /** Contacts about this debt already made on the same local day. */
  contactsToday: number
  /** The lender's own extra holidays, "YYYY-MM-DD". */
  holidays?: readonly string[]
}

export type ContactRefusal = 'outsideHours' | 'dailyLimit'

/** Null when the contact is allowed, else the rule that refuses it. */
export function contactRefusal(market: Pick<MarketPack, 'timeZone' | 'contactHours'>, c: ContactCheck): ContactRefusal | null {
  const rules = market.contactHours
  if (rules.maxPerDay !== null && c.contactsToday >= rules.maxPerDay) return 'dailyLimit'
  const waived =
    (rules.windowWaivedAfterDaysPastDue !== null && c.daysPastDue > rules.windowWaivedAfterDaysPastDue) ||
    (rules.windowWaivedByAgreement && c.agreed)
  if (waived) return null
  const local = localMoment(market.timeZone, c.at)
  const holiday = isPublicHoliday(rules, local.date) || (c.holidays ?? []).includes(local.date)
  if (rules.closedOnSundaysAndHolidays && (local.weekday === 0 || holiday)) return 'outsideHours'
  const window = local.weekday === 0 || local.weekday === 6 || holiday ? rules.weekendsAndHolidays : rules.weekdays
  return inWindow(local.time, window) ? null : 'outsideHours'
}
