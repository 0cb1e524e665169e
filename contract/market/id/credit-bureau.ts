import type { CreditBureauSlot } from '../types'

// OJK's SLIK takes its reporters' data in a format OJK gives to reporters only, and the private
// bureaus (LPIP) publish theirs to members only: no file is made here until a lender's
// membership brings the format, and no vendor here answers inquiries about Indonesian applicants
// yet (docs/credit-bureau.md, "Indonesia"; sources in docs/data-sources.md).
export const ID_CREDIT_BUREAU: CreditBureauSlot = { fileLayout: null, inquiryVendors: [] }
