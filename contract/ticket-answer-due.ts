// When staff owe a ticket its answer: the service days are working days (the market's rule, or
// the lender's TICKET_SERVICE_DAYS where the market leaves it to the lender), counted on the
// market's calendar from the day after the ticket was opened; weekends and the market's fixed
// public holidays do not count. Moving holidays are not in the pack, so a due date may fall a
// day early around them: staff read it as "answer by", which errs on the borrower's side.
import { localToday } from './market/local-time'
import { DEFAULT_TICKET_SERVICE_DAYS } from './tickets'

const DAY_MS = 86_400_000

/** The service days in force: a positive whole number from the configs, else the default. */
export function ticketServiceDays(configured: unknown): number {
  return typeof configured === 'number' && Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_TICKET_SERVICE_DAYS
}

/** The local date ("YYYY-MM-DD") by which a ticket opened at `openedAt` is to be answered. */
export function ticketAnswerDue(openedAt: Date, serviceDays: number, timeZone: string, fixedHolidays: readonly string[]): string {
  let day = new Date(`${localToday(timeZone, openedAt)}T00:00:00Z`)
  let left = serviceDays
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS)
    const weekday = day.getUTCDay()
    const holiday = fixedHolidays.includes(day.toISOString().slice(5, 10))
    if (weekday !== 0 && weekday !== 6 && !holiday) left -= 1
  }
  return day.toISOString().slice(0, 10)
}
