// Support tickets: what a borrower can write about, the steps a ticket goes through, and its
// reference number. `hardship` is the restructuring request of a borrower who needs more than an
// extension: it opens a case for staff with the borrower's own words as the reason. `dispute` is a
// borrower disputing a charge, a payment or the debt itself: collections flag the loan while it is
// open (docs/collections.md "Flags"); a `complaint` is about how the borrower was served.
export const TICKET_CATEGORIES = ['repayment', 'payout', 'account', 'data_privacy', 'complaint', 'dispute', 'hardship', 'other'] as const
export type TicketCategory = (typeof TICKET_CATEGORIES)[number]

/** In order: a ticket moves forward, and staff may close it at any step. */
export const TICKET_STATUSES = ['received', 'in_progress', 'answered', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

/** Photos a borrower may add to one ticket, each sent as `photo1`…`photo3`. */
export const TICKET_PHOTO_FIELDS = ['photo1', 'photo2', 'photo3'] as const
export type TicketPhotoField = (typeof TICKET_PHOTO_FIELDS)[number]

/** Where a lender states nothing else: working days to acknowledge a ticket. */
export const DEFAULT_TICKET_SERVICE_DAYS = 3

/**
 * `TK-2026-000123`: the year the ticket was opened and its number within the lender's tickets of
 * that year. Digits and a fixed prefix only, so it is read out on the phone without mix-ups.
 */
export function ticketReference(year: number, sequence: number): string {
  return `TK-${year}-${String(sequence).padStart(6, '0')}`
}

export const TICKET_REFERENCE_PATTERN = /^TK-\d{4}-\d{6,}$/
