// The collections workbench's words for the contract's codes: promise states, flags, the rules
// that refuse a contact and the market's contact hours.
import type { ContactNow } from '../../../contract/admin/schemas/collections'
import type { BorrowerFlag, ContactRule, FlagSource, PromiseState } from '../../../contract/collections/catalogue'

export const PROMISE_STATE_WORDS: Record<PromiseState, string> = { open: 'Promised', due_today: 'Due today', kept: 'Kept', broken: 'Broken' }

export const FLAG_WORDS: Record<BorrowerFlag, string> = { hardship: 'Hardship', dispute: 'Dispute' }
export const FLAG_SOURCE_WORDS: Record<FlagSource, string> = { ticket: 'from a ticket', extension: 'took an extension', case: 'case open' }

export const RULE_WORDS: Record<ContactRule, string> = {
  outsideHours: 'outside the allowed hours',
  dailyLimit: "the day's contact already made",
  disputed: 'paused: debt disputed',
  emergencyTooEarly: 'emergency contact too early',
  templateNotAllowed: 'template not allowed',
  templatePlaceholders: 'template cannot be filled',
}

/** "08:00–20:00 weekdays · 08:00–18:00 weekends and holidays"; where Sundays and holidays are closed, says so. */
export function hoursWords(now: Pick<ContactNow, 'weekdays' | 'weekendsAndHolidays' | 'closedOnSundaysAndHolidays'>): string {
  const { weekdays: w, weekendsAndHolidays: h } = now
  if (now.closedOnSundaysAndHolidays) return `${w.from}–${w.to} weekdays · ${h.from}–${h.to} Saturdays · none on Sundays and holidays`
  return `${w.from}–${w.to} weekdays · ${h.from}–${h.to} weekends and holidays`
}
