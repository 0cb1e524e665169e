// "I paid but it does not show": the steps of a borrower's report of a payment, and the fixed
// reasons staff pick from when no provider transaction matches it (the borrower sees them
// translated; staff never write free text the borrower reads as the reason).
export const PAYMENT_REPORT_STATUSES = ['open', 'matched', 'not_found'] as const
export type PaymentReportStatus = (typeof PAYMENT_REPORT_STATUSES)[number]

export const PAYMENT_REPORT_REASONS = [
  /** The provider has received nothing under this payment's reference. */
  'no_payment_received',
  /** The slip shows a different reference: the money went to another payment or account. */
  'reference_differs',
  /** The slip's amount is not what the provider received. */
  'amount_differs',
  /** The slip cannot be read or is not a payment slip. */
  'slip_unreadable',
] as const
export type PaymentReportReason = (typeof PAYMENT_REPORT_REASONS)[number]

/** Photos of the slip a borrower may add to one report, sent as `photo1`, `photo2`. */
export const PAYMENT_REPORT_PHOTO_FIELDS = ['photo1', 'photo2'] as const

/** What the borrower types from their slip: letters, digits, dashes, 4–40 of them. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,40}$/
