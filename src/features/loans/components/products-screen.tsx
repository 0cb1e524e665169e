import { Trans, useLingui } from '@lingui/react/macro'
import type { Remote } from '../../../api/use-remote'
import { NotLoaded } from '../../../ui/not-loaded'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import type { PeriodUnit } from '../../../ui/period-count'
import type { ProductOffer } from '../api'
import '../loans.css'
import { ProductCard } from './product-card'

type Props = { products: Remote<ProductOffer[]>; currency: string; periodUnit: PeriodUnit }

export function ProductsScreen({ products, currency, periodUnit }: Props) {
  const { t } = useLingui()
  const { data, error, loading, reload } = products
  return (
    <Page title={t`Loan products`} back>
      {data ? (
        <ul className="product-list">
          {data.map((offer) => (
            <ProductCard key={offer.product.id} offer={offer} currency={currency} periodUnit={periodUnit} />
          ))}
        </ul>
      ) : (
        <NotLoaded error={error} loading={loading} reload={reload} />
      )}
      {/* The questionnaire was answered before this screen; it is not asked again, only reviewed on request. */}
      <PathLink to="/question?back=loan" className="btn btn-text review-answers">
        <Trans>Review your answers about your means</Trans>
      </PathLink>
    </Page>
  )
}
