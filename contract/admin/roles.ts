// What a staff member may do is the union of their roles; a call outside them answers 401.
export const STAFF_ROLES = ['reviewer', 'money', 'config', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(s: string): s is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(s)
}
