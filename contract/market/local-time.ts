// The borrower's calendar: due dates, "today" and overdue marking follow the market's time zone,
// not the server's or UTC (a payment at 06:30 in Bangkok is on the same day as at 23:30).
import type { HourWindow } from './types'

const formats = new Map<string, Intl.DateTimeFormat>()

function partsIn(timeZone: string, at: Date): Record<string, string> {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    })
    formats.set(timeZone, format)
  }
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]))
}

export type LocalMoment = { date: string; time: string; weekday: number }

const MINUTE_MS = 60_000
// Since 1973 every zone's offset is a whole number of minutes (Liberia's was the last that was not;
// Bangkok's mean time until 1920 was +06:42:04), so a local minute never straddles a UTC one.
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1)
// formatToParts was 3% of a borrower read's CPU (docs/scaling.md), and most calls ask about now.
const lastMoment = new Map<string, { minute: number; moment: LocalMoment }>()

/** The local date ("YYYY-MM-DD"), time ("HH:MM") and weekday (0 Sunday … 6 Saturday) at `at`. */
export function localMoment(timeZone: string, at: Date): LocalMoment {
  const minute = Math.floor(at.getTime() / MINUTE_MS)
  const cached = lastMoment.get(timeZone)
  if (cached?.minute === minute) return { ...cached.moment }
  const p = partsIn(timeZone, at)
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday ?? '')
  const moment = { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, weekday }
  if (at.getTime() >= WHOLE_MINUTE_OFFSETS_SINCE) lastMoment.set(timeZone, { minute, moment: { ...moment } })
  return moment
}

/** Today's date on the market's calendar. */
export function localToday(timeZone: string, at: Date): string {
  return localMoment(timeZone, at).date
}

/** The instant the next local day begins after `at` (our markets keep no daylight saving, but this does not assume it). */
export function nextLocalMidnight(timeZone: string, at: Date): Date {
  const today = localToday(timeZone, at)
  // Step an hour at a time from a guess a little before; exact to the minute for whole-minute offsets.
  let t = Math.floor(at.getTime() / 60_000) * 60_000 + 60_000
  const guess = Date.parse(`${today}T00:00:00Z`) + 86_400_000 - 14 * 3_600_000
  if (guess > t) t = guess
  while (localToday(timeZone, new Date(t)) === today) t += 3_600_000
  // Back to the first minute of the new day.
  while (localToday(timeZone, new Date(t - 60_000)) !== today) t -= 60_000
  return new Date(t)
}

/** Whether a local "HH:MM" time falls in the window (start included, end excluded). */
export function inWindow(time: string, window: HourWindow): boolean {
  return time >= window.from && time < window.to
}
