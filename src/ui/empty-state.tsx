import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** Nothing to show here (no loans, no contract, a product gone): why, and the way to our loans. */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="card empty-state" data-testid={testId}>
      <p>{children}</p>
      <Link to="/loan" className="btn btn-primary link-btn">
        <Trans>See our loans</Trans>
      </Link>
    </div>
  )
}
