// A market's public holidays, as its pack lists them (./types.ts ContactHours): the fixed ones by
// "MM-DD" every year, the moving ones (lunar, Easter, Islamic, "last Monday of August") by their
// date in each year the pack covers, each with its source in docs/data-sources.md ("Moving public
// holidays"). A year the pack does not cover simply has none of its moving holidays.
import type { ContactHours } from './types'

export type HolidayCalendar = Pick<ContactHours, 'fixedHolidays' | 'movingHolidays'>

/** Whether a local date ("YYYY-MM-DD") is one of the market's public holidays. */
export function isPublicHoliday(calendar: HolidayCalendar, date: string): boolean {
  return calendar.fixedHolidays.includes(date.slice(5)) || calendar.movingHolidays.includes(date)
}
