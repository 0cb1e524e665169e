import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, periodUnitOf, useCompanyConfigs } from '../../features/configs/api'
import { ApplyPage } from '../../features/loans/components/apply-page'
import { idParams, positiveInt } from '../-params'

export type ApplySearch = { amount?: number; period?: number }

export const Route = createFileRoute('/_authed/apply/$appId')({
  params: idParams('appId'),
  // The questionnaire prefills the product's maximum and longest period; the borrower still chooses.
  validateSearch: (search: Record<string, unknown>): ApplySearch => {
    const amount = positiveInt(search.amount)
    const period = positiveInt(search.period)
    return { ...(amount ? { amount } : {}), ...(period ? { period } : {}) }
  },
  component: ApplyRoute,
})

function ApplyRoute() {
  const { appId } = Route.useParams()
  const { amount, period } = Route.useSearch()
  const configs = useCompanyConfigs()
  return (
    <ApplyPage
      key={appId}
      appId={appId}
      initialAmount={amount}
      initialPeriod={period}
      currency={currencyOf(configs)}
      periodUnit={periodUnitOf(configs)}
    />
  )
}
