import { useLingui } from '@lingui/react/macro'
import { useBlocking } from '../state/activity'

export function LoadingOverlay() {
  const { t } = useLingui()
  if (!useBlocking()) return null
  return (
    <div className="loading-overlay" role="progressbar" aria-label={t`Please wait`}>
      <span className="spinner" />
    </div>
  )
}
