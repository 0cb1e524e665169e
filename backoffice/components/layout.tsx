import type { ReactNode } from 'react'
import { RISK_ROLES } from '../../contract/admin/endpoints'
import type { StaffRole } from '../../contract/admin/roles'
import type { Staff } from '../../contract/admin/schemas/auth'
import { call } from '../api'
import { usePath } from '../router'
import { setSession } from '../session'
import { useHoldsChanged } from './holds-changed'
import { Link } from './link'
import { useLoad } from './use-load'

const NAV: { to: string; label: string; role?: StaffRole | readonly StaffRole[] }[] = [
  { to: '/', label: 'Review queue', role: 'reviewer' },
  { to: '/kyc', label: 'Identity checks', role: 'reviewer' },
  { to: '/borrowers', label: 'Borrowers', role: 'support' },
  { to: '/tickets', label: 'Support tickets', role: 'support' },
  { to: '/money', label: 'Money', role: 'money' },
  { to: '/collections', label: 'Collections', role: 'collections' },
  { to: '/reports', label: 'Portfolio', role: ['money', 'collections'] },
  { to: '/risk', label: 'Risk', role: RISK_ROLES },
  { to: '/config', label: 'Configuration', role: 'config' },
  { to: '/staff', label: 'Staff', role: 'admin' },
  { to: '/approvals', label: 'Approvals' },
  { to: '/audit', label: 'Audit log' },
]

function isCurrent(to: string, path: string): boolean {
  if (to === '/') return path === '/' || path.startsWith('/review')
  return path === to || path.startsWith(`${to}/`)
}

export function Layout({ staff, children }: { staff: Staff; children: ReactNode }) {
  const path = usePath()
  // The day's work in the sidebar: holds whose review day has come wait under Borrowers, asked again on each page and when a hold changes.
  const support = staff.roles.includes('support')
  const holds = useLoad(() => (support ? call('/borrowers/holdsToReview', {}) : Promise.resolve(null)), `holds ${path}`)
  useHoldsChanged(holds.reload)
  const due = holds.data?.items.length ?? 0
  const signOut = async () => {
    await call('/logout', {}).catch(() => null)
    setSession(null)
  }
  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Back office">
        <p className="brand">Back office</p>
        <ul>
          {NAV.filter((item) => !item.role || [item.role].flat().some((role) => staff.roles.includes(role))).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={isCurrent(item.to, path) ? 'nav-link current' : 'nav-link'}>
                {item.label}
                {item.to === '/borrowers' && due > 0 ? (
                  <>
                    {' '}
                    <span className="badge badge-bad">{`${due} hold${due === 1 ? '' : 's'} to review`}</span>
                  </>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
        <div className="who">
          <p>
            Signed in as <strong>{staff.name}</strong>
          </p>
          <p className="muted small">{staff.roles.join(', ') || 'no roles'}</p>
          <button type="button" className="link-button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </nav>
      <main className="content">{children}</main>
    </div>
  )
}
