// The four-eyes catalogue: the staff actions that take effect only when a second member of the
// same company approves them. A company may turn four-eyes off for some of them with the
// FOUR_EYES company config (a JSON list of the kinds that need it; set by the operator, never
// from the back office, so the person it guards cannot switch it off). Unset: every kind needs it.
export const APPROVAL_KINDS = [
  'product_change',
  'period_change',
  'write_off',
  'staff_roles',
  'fee_waiver',
  'manual_posting',
  'payout_other_account',
  /** The SCORECARD company config: the points tables, bands and the challenger's share. */
  'scorecard_change',
  /** A company config that decides who gets money or how much (contract/lending-configs.ts). */
  'lending_config',
] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]

/** Kinds a company's FOUR_EYES cannot leave out: a lending rule never changes on one person's word. */
export const ALWAYS_FOUR_EYES: readonly ApprovalKind[] = ['lending_config']

/** The kinds a request can be made for: today, every kind of the catalogue. */
export const REQUESTABLE_KINDS = APPROVAL_KINDS

export const APPROVAL_STATUSES = ['requested', 'approved', 'rejected', 'expired'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

/** How long a request waits for a checker: three days, a weekend included. */
export const APPROVAL_TTL_MS = 72 * 60 * 60 * 1000

export function isApprovalKind(s: string): s is ApprovalKind {
  return (APPROVAL_KINDS as readonly string[]).includes(s)
}
