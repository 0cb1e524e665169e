// One reading of what staff type into any search box (borrowers, collections, tickets), so the
// three cannot disagree: digits are a phone number of the staff's market, in its national or
// international form, and an order number at once; anything else is the start of a word of a name.
// The market is the staff's company's: "0812345678" is a Thai and an Indonesian mobile alike, and a
// company's borrowers all have numbers of its market.
import { compactPhone, mobileCandidates } from '../market/phone'
import type { MarketCode } from '../market/types'

/** orders.id is a PostgreSQL integer: a larger number names no order (and would fail the query). */
const MAX_ORDER_ID = 2 ** 31 - 1

export type StaffSearch =
  | { kind: 'number'; phones: string[]; orderId: number | null }
  | { kind: 'name'; name: string }

/** The query as staff of a company in `market` meant it, or null for an empty one (no filter). */
export function parseStaffSearch(query: string, market: MarketCode): StaffSearch | null {
  const trimmed = query.trim()
  if (trimmed === '') return null
  // "#1042" is how the back office writes an order number.
  const compact = compactPhone(trimmed.replace(/^#/, ''))
  if (/^\+?\d+$/.test(compact)) {
    const digits = /^\d+$/.test(compact) ? Number(compact) : 0
    return { kind: 'number', phones: mobileCandidates(trimmed, [market]), orderId: digits > 0 && digits <= MAX_ORDER_ID ? digits : null }
  }
  return { kind: 'name', name: trimmed.replace(/\s+/g, ' ') }
}
