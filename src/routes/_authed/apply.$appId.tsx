import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, periodUnitOf, useCompanyConfigs } from '../../features/configs/api'
import { ApplyPage } from '../../features/loans/components/apply-page'
import { idParams } from '../-params'

// The form opens at what this borrower can borrow (/loan/offer), not at the product's maximum.
export const Route = createFileRoute('/_authed/apply/$appId')({
  params: idParams('appId'),
  component: ApplyRoute,
})

function ApplyRoute() {
  const { appId } = Route.useParams()
  const configs = useCompanyConfigs()
  return <ApplyPage key={appId} appId={appId} currency={currencyOf(configs)} periodUnit={periodUnitOf(configs)} />
}
