// Whether a call to the borrower may be made now, said before the agent acts (the worklist and
// the case show it) and in the refusal when they act anyway: the same guardrails decide both.
import { and, gte, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { ContactNow } from '../../../../contract/admin/schemas/collections'
import { ApiError } from '../../../../contract/api-error'
import { CONTACT_RULES, type ContactRule } from '../../../../contract/collections/catalogue'
import { localMoment, localToday } from '../../../../contract/market/local-time'
import type { MarketPack } from '../../../../contract/market/types'
import { OVERDUE_REMINDERS } from '../../../../contract/reminders'
import type { Db } from '../../../db/client'
import { collectionContacts, reminders } from '../../../db/schema'
import { contactRuleBroken } from './guardrails'

const DAY_MS = 86_400_000

type Market = Pick<MarketPack, 'timeZone' | 'contactHours'>

export function contactNow(market: Market, now: Date, loan: { daysPastDue: number; disputed: boolean; madeToday: number }): ContactNow {
  const hours = market.contactHours
  const refusedBy = contactRuleBroken({ at: now, market, channel: 'call', target: 'borrower', template: undefined, unreachableSince: null, ...loan })
  return {
    timeZone: market.timeZone,
    localTime: localMoment(market.timeZone, now).time,
    weekdays: { ...hours.weekdays },
    weekendsAndHolidays: { ...hours.weekendsAndHolidays },
    maxPerDay: hours.maxPerDay,
    refusedBy,
  }
}

/** "08:00–20:00 on weekdays, 08:00–18:00 at weekends and on public holidays (Asia/Bangkok)". */
export function hoursInWords(market: Market): string {
  const { weekdays: w, weekendsAndHolidays: h } = market.contactHours
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

/** Contacts about each borrower's late debts on their local day (collections' own and late reminders), for many borrowers at once. */
export async function debtContactsTodayOf(db: Db, userIds: readonly number[], market: Market, now: Date): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (userIds.length === 0) return counts
  const today = localToday(market.timeZone, now)
  const since = new Date(now.getTime() - 2 * DAY_MS)
  const made = await db
    .select({ userId: collectionContacts.userId, at: collectionContacts.at })
    .from(collectionContacts)
    .where(and(inArray(collectionContacts.userId, [...userIds]), isNull(collectionContacts.refusedBy), gte(collectionContacts.at, since)))
  const reminded = await db
    .select({ userId: reminders.userId, at: reminders.sentAt })
    .from(reminders)
    .where(and(inArray(reminders.userId, [...userIds]), inArray(reminders.kind, [...OVERDUE_REMINDERS]), isNotNull(reminders.sentAt), gte(reminders.sentAt, since)))
  for (const row of [...made, ...reminded]) {
    if (row.at && localToday(market.timeZone, row.at) === today) counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1)
  }
  return counts
}
