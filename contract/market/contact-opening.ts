// When a message refused for the hour may go: the next instant the market's contact window is
// open in the borrower's time zone (contact-hours.ts decides what "open" means, this only finds it).
import { contactRefusal } from './contact-hours'
import { localMoment, nextLocalMidnight } from './local-time'
import type { MarketPack } from './types'

type Market = Pick<MarketPack, 'timeZone' | 'contactHours'>

/** The instant a local date and "HH:MM" time name in `timeZone` (exact for whole-minute offsets). */
export function localInstant(timeZone: string, date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  let t = asUtc
  // Twice: the offset at the guess, then at the answer (a zone that moved its clocks in between).
  for (let i = 0; i < 2; i++) {
    const local = localMoment(timeZone, new Date(t))
    t -= Date.parse(`${local.date}T${local.time}:00Z`) - asUtc
  }
  return new Date(t)
}

const windowOpen = (market: Market, at: Date, holidays: readonly string[]) =>
  contactRefusal(market, { at, daysPastDue: 0, agreed: false, contactsToday: 0, holidays }) === null

/**
 * `at` itself when the window is open then, else when it next opens; with `notToday`, the first
 * opening on a later local day (the day's contacts are used up). Looks a fortnight ahead at most:
 * every market's window opens every day.
 */
export function nextContactOpening(market: Market, at: Date, options: { notToday?: boolean; holidays?: readonly string[] } = {}): Date {
  const holidays = options.holidays ?? []
  let dayStart = options.notToday ? nextLocalMidnight(market.timeZone, at) : at
  if (!options.notToday && windowOpen(market, at, holidays)) return at
  for (let day = 0; day < 14; day++) {
    const { date } = localMoment(market.timeZone, dayStart)
    for (const from of [...new Set([market.contactHours.weekdays.from, market.contactHours.weekendsAndHolidays.from])].sort()) {
      const opening = localInstant(market.timeZone, date, from)
      if (opening >= dayStart && windowOpen(market, opening, holidays)) return opening
    }
    dayStart = nextLocalMidnight(market.timeZone, dayStart)
  }
  throw new Error('no contact window in a fortnight')
}
