import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../../ui/empty-state'
import { NotLoaded } from '../../../ui/not-loaded'
import { Page } from '../../../ui/page'
import type { PeriodUnit } from '../../../ui/period-count'
import { useBureauConsent, useLoanOffer, useProductTerms } from '../api'
import '../loans.css'
import { ApplyScreen } from './apply-screen'

type Props = { appId: number; currency: string; periodUnit: PeriodUnit }

/** Loads the product, its periods and what the borrower can borrow, then hands them to the form. */
export function ApplyPage({ appId, ...rest }: Props) {
  const { t } = useLingui()
  const { data, error, loading, reload } = useProductTerms(appId)
  const offer = useLoanOffer(appId)
  const bureau = useBureauConsent()
  // Without an answer on the offer (offline, an error) the form still opens, at the product's default.
  const offerSettled = offer.data !== undefined || offer.error !== null
  const product = data?.product
  const open = data && product && !product.disabled && data.periods.rateConfigs.length > 0
  if (open && offerSettled) {
    return (
      <ApplyScreen
        product={product}
        periods={data.periods}
        offer={offer.data ?? null}
        checkingOffer={offer.loading}
        onCheckOffer={() => void offer.reload()}
        bureauConsent={bureau.data ?? false}
        {...rest}
      />
    )
  }
  return (
    <Page title={t`Apply for a loan`} back>
      {data && !open ? (
        <EmptyState testId="product-unavailable"><Trans>This loan is not available at the moment.</Trans></EmptyState>
      ) : (
        <NotLoaded error={error} loading={loading || !offerSettled} reload={reload} count={3} />
      )}
    </Page>
  )
}
