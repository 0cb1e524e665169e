import { ADMIN_ENDPOINTS, type AdminPath } from '../../../../contract/admin/endpoints'
import type { StaffRole } from '../../../../contract/admin/roles'

/** Whether the server would let these roles make the call: the page offers an action only then (the contract's access list, not a copy). */
export function canCall(roles: readonly StaffRole[], path: AdminPath): boolean {
  const access = ADMIN_ENDPOINTS[path].access
  if (access === 'public' || access === 'staff') return true
  return access.some((role) => roles.includes(role))
}
