// A calendar date entered as day, month and year, each chosen on its own. The value is kept as
// "YYYY-MM-DD" even while parts are missing ("1990--17"), so a draft holds what was chosen; only
// a complete, real day is a date the wire takes.
import { parseCalendarDate } from '../../contract/validation'

export type DateParts = { year: string; month: string; day: string }

/** The parts of a value this control wrote, or of a stored `YYYY-MM-DD`; anything else is empty. */
export function splitDate(value: string): DateParts {
  const [year = '', month = '', day = '', ...rest] = value.split('-')
  const part = (text: string) => (/^\d{1,4}$/.test(text) ? String(Number(text)) : '')
  if (rest.length > 0) return { year: '', month: '', day: '' }
  return { year: /^\d{4}$/.test(year) ? year : '', month: part(month), day: part(day) }
}

/** "1990-02-07"; '' when nothing is chosen. */
export function joinDate({ year, month, day }: DateParts): string {
  if (year === '' && month === '' && day === '') return ''
  const two = (text: string) => (text === '' ? '' : text.padStart(2, '0'))
  return `${year}-${two(month)}-${two(day)}`
}

export type DatePartsProblem = 'incomplete' | 'notADay'

/** incomplete: a part is still missing; notADay: the parts name no day (31 February). Null when empty or real. */
export function datePartsProblem(value: string): DatePartsProblem | null {
  if (value === '') return null
  const { year, month, day } = splitDate(value)
  if (year === '' || month === '' || day === '') return 'incomplete'
  return parseCalendarDate(joinDate({ year, month, day })) === null ? 'notADay' : null
}

/** Days in a month (1–12) of a year: 29 in a leap February. */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}
