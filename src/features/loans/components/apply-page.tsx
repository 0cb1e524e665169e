import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../../ui/empty-state'
import { NotLoaded } from '../../../ui/not-loaded'
import { Page } from '../../../ui/page'
import type { PeriodUnit } from '../../../ui/period-count'
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
        <EmptyState testId="product-unavailable"><Trans>This loan is not available at the moment.</Trans></EmptyState>
      ) : (
        <NotLoaded error={error} loading={loading} reload={reload} count={3} />
      )}
    </Page>
  )
}
