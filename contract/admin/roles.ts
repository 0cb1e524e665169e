// What a staff member may do is the union of their roles; a call outside them answers 401.
// A checker approves or rejects another member's four-eyes request (server/domain/staff/approvals).
// A collections agent works overdue loans (server/domain/staff/collections), inside the guardrails.
export const STAFF_ROLES = ['reviewer', 'money', 'config', 'support', 'checker', 'collections'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(s: string): s is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(s)
}
