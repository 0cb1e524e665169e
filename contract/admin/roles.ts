// What a staff member may do is the union of their roles; a call outside them answers 401.
// A checker approves or rejects another member's four-eyes request (server/domain/staff/approvals).
// A collections agent works overdue loans (server/domain/staff/collections), inside the guardrails.
// An admin creates and disables staff accounts of their company and asks for role changes, which a
// checker approves (server/domain/staff/members); the first admin is made by `npm run staff`.
export const STAFF_ROLES = ['reviewer', 'money', 'config', 'support', 'checker', 'collections', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(s: string): s is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(s)
}
