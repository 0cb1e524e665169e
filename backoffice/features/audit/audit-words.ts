// The audit log in words: each event type's name, and its before and after as "key: value"
// with amounts in the lender's currency. The same table feeds the type filter, so a new event
// type shows in both once named here; an unnamed one still reads, from its code.
import { toMajor } from '../../../contract/money'
import { currencyDigits, words } from '../../components/format'

export const AUDIT_EVENTS = {
  login: 'Signed in',
  create_staff: 'Created a staff account',
  disable_staff: 'Disabled a staff account',
  set_staff_roles: 'Changed staff roles',
  approve: 'Approved application',
  refuse: 'Refused application',
  second_look: 'Asked for a second look',
  kyc_verify: 'Verified identity',
  kyc_reject: 'Rejected identity documents',
  reveal: 'Viewed a full number',
  view_photo: 'Viewed an identity photo',
  hold: 'Put an account on hold',
  lift_hold: 'Lifted a hold',
  review_hold: 'Reviewed a hold and kept it',
  retry_disbursement: 'Sent a failed payout again',
  retry_disbursement_other_account: 'Sent a failed payout to another account',
  waive_charges: 'Waived charges',
  manual_posting: 'Posted a payment by hand',
  write_off: 'Wrote off a loan',
  payment_report_matched: 'Matched a payment report',
  payment_report_not_found: 'Closed a payment report as not found',
  reconciliation_mismatch_resolved: 'Resolved a reconciliation mismatch',
  create_period_config: 'Added a loan period',
  update_period_config: 'Changed a loan period',
  update_product: 'Changed a product',
  set_company_config: 'Changed company setting',
  set_scorecard: 'Changed the scorecard',
  credit_file: 'Made a credit bureau file',
  credit_file_correction: 'Made a credit bureau correction',
  request_approval: 'Asked for approval',
  apply_without_checker: 'Changed without a second person',
  approve_request: 'Approved a request',
  reject_request: 'Rejected a request',
  expire_approval: 'Request expired',
  collections_assign: 'Assigned a collections case',
  collections_contact: 'Logged a collections contact',
  collections_contact_refused: 'Collections contact refused',
  collections_reveal_refused: 'Number reveal refused',
  collections_dispute_opened: 'Opened a dispute',
  collections_dispute_resolved: 'Resolved a dispute',
  collections_restructuring_opened: 'Opened a restructuring case',
  collections_restructuring_resolved: 'Resolved a restructuring case',
  ticket_answered: 'Answered a ticket',
  ticket_status_set: 'Changed a ticket status',
  ticket_photo_viewed: 'Viewed a ticket photo',
} as const satisfies Record<string, string>

export type AuditEvent = keyof typeof AUDIT_EVENTS

/** "Approved application"; an event type not in the table reads from its code. */
export function auditEventWords(action: string): string {
  return Object.hasOwn(AUDIT_EVENTS, action) ? AUDIT_EVENTS[action as AuditEvent] : words(action)
}

const moneyFormats = new Map<string, Intl.NumberFormat>()
/** Minor units in the lender's currency: 150000, "THB" → "฿1,500.00". */
export function currencyAmount(minor: number, currency: string): string {
  let format = moneyFormats.get(currency)
  const digits = currencyDigits(currency)
  if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })))
  return format.format(toMajor(minor, digits))
}

// Amounts are integer minor units wherever the server keeps them, named so.
const MINOR = /Minor$/

function valueWords(key: string, value: unknown, currency: string): string {
  if (MINOR.test(key) && typeof value === 'number' && Number.isSafeInteger(value)) return currencyAmount(value, currency)
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** `outstandingAfterMinor` → "outstanding after". */
const keyWords = (key: string) => words(key.replace(MINOR, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())

/** Before or after as "key: value" lines; a plain value (a setting's text) as itself. */
export function auditDetail(value: unknown, currency: string): string[] {
  if (value === null || value === undefined) return []
  if (typeof value !== 'object' || Array.isArray(value)) return [valueWords('', value, currency)]
  return Object.entries(value).map(([key, v]) => `${keyWords(key)}: ${valueWords(key, v, currency)}`)
}
