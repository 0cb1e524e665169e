// One reading of what staff type into any search box (borrowers, collections, tickets), so the
// three cannot disagree: digits are a phone number in either market's national or international
// form and an order number at once; anything else is the start of a word of a name.
import { compactPhone, mobileCandidates } from '../market/phone'
import { marketCodes } from '../market/profiles'

/** orders.id is a PostgreSQL integer: a larger number names no order (and would fail the query). */
const MAX_ORDER_ID = 2 ** 31 - 1

export type StaffSearch =
  | { kind: 'number'; phones: string[]; orderId: number | null }
  | { kind: 'name'; name: string }

/** The query as staff meant it, or null for an empty one (no filter). */
export function parseStaffSearch(query: string): StaffSearch | null {
  const trimmed = query.trim()
  if (trimmed === '') return null
  // "#1042" is how the back office writes an order number.
  const compact = compactPhone(trimmed.replace(/^#/, ''))
  if (/^\+?\d+$/.test(compact)) {
    const digits = /^\d+$/.test(compact) ? Number(compact) : 0
    return { kind: 'number', phones: mobileCandidates(trimmed, marketCodes()), orderId: digits > 0 && digits <= MAX_ORDER_ID ? digits : null }
  }
  return { kind: 'name', name: trimmed.replace(/\s+/g, ' ') }
}
