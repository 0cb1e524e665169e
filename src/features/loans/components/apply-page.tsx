import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import type { PeriodUnit } from '../../../ui/period-count'
import { Skeleton } from '../../../ui/skeleton'
import { useProductTerms } from '../api'
import '../loans.css'
import { ApplyScreen } from './apply-screen'

type Props = { appId: number; currency: string; periodUnit: PeriodUnit; initialAmount?: number; initialPeriod?: number }

/** Loads the product and its periods, then hands them to the form. */
export function ApplyPage({ appId, ...rest }: Props) {
  const { t } = useLingui()
  const { data, error, loading, reload } = useProductTerms(appId)
  if (data?.product && !data.product.disabled && data.periods.rateConfigs.length > 0) {
    return <ApplyScreen product={data.product} periods={data.periods} {...rest} />
  }
  return (
    <Page title={t`Apply for a loan`} back>
      {data ? (
        <div className="card empty-state" data-testid="product-unavailable">
          <p>
            <Trans>This loan is not available at the moment.</Trans>
          </p>
          <Link to="/loan" className="btn btn-primary link-btn">
            <Trans>See our loans</Trans>
          </Link>
        </div>
      ) : error && !loading ? (
        <LoadError error={error} onRetry={() => void reload()} />
      ) : (
        <Skeleton count={3} label={t`Loading`} />
      )}
    </Page>
  )
}
