import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { LoanProgress } from '../../../../contract/schemas/orders'
import type { Remote } from '../../../api/use-remote'
import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'
import '../orders.css'

/** /contract while the current order is being looked up, or when there is none. */
export function NoContractScreen({ progress }: { progress: Remote<LoanProgress> }) {
  const { t } = useLingui()
  const { data, error, loading, reload } = progress
  return (
    <Page title={t`Contract`} back>
      {data === null ? (
        <div className="card empty-state" data-testid="no-contract">
          <p>
            <Trans>You have no loan yet, so there is no contract to show.</Trans>
          </p>
          <Link to="/loan" className="btn btn-primary link-btn">
            <Trans>See our loans</Trans>
          </Link>
        </div>
      ) : error && !loading ? (
        <LoadError error={error} onRetry={() => void reload()} />
      ) : (
        <Skeleton count={4} label={t`Loading`} />
      )}
    </Page>
  )
}
