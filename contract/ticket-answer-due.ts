// When staff owe a ticket its answer: the service days are working days (the market's rule, or
// the lender's TICKET_SERVICE_DAYS where the market leaves it to the lender), counted on the
// market's calendar from the day after the ticket was opened; weekends and the market's public
// holidays, fixed and moving (market/holidays.ts), do not count. A moving holiday the pack does not
// list (unconfirmed, or a year it does not cover) counts as a working day, so the due date falls a
// day early around it: staff read it as "answer by", which errs on the borrower's side.
import { type HolidayCalendar, isPublicHoliday } from './market/holidays'
import { localToday } from './market/local-time'
import { DEFAULT_TICKET_SERVICE_DAYS } from './tickets'

const DAY_MS = 86_400_000

/** The service days in force: a positive whole number from the configs, else the default. */
export function ticketServiceDays(configured: unknown): number {
  return typeof configured === 'number' && Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_TICKET_SERVICE_DAYS
}

/** The local date ("YYYY-MM-DD") by which a ticket opened at `openedAt` is to be answered. */
export function ticketAnswerDue(openedAt: Date, serviceDays: number, timeZone: string, holidays: HolidayCalendar): string {
  let day = new Date(`${localToday(timeZone, openedAt)}T00:00:00Z`)
  let left = serviceDays
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS)
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6 && !isPublicHoliday(holidays, day.toISOString().slice(0, 10))) left -= 1
  }
  return day.toISOString().slice(0, 10)
}
