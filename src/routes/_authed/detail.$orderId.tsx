import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { bankListOf, currencyOf, periodUnitOf, useCompanyConfigs } from '../../features/configs/api'
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen'
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page'
import { type StepIndex, toStepIndex } from '../../features/withdraw/steps'
import { idParams } from '../-params'

export type DetailSearch = { index?: StepIndex }

export const Route = createFileRoute('/_authed/detail/$orderId')({
  params: idParams('orderId'),
  // `index` is the step of the withdrawal wizard (0 amount, 1 bank account, 2 PIN, 3 done).
  validateSearch: (search: Record<string, unknown>): DetailSearch => {
    const index = toStepIndex(search.index)
    return index === undefined ? {} : { index }
  },
  component: DetailRoute,
})

function DetailRoute() {
  const { orderId } = Route.useParams()
  const { index } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const configs = useCompanyConfigs()
  const currency = currencyOf(configs)
  if (index !== undefined) {
    return (
      <WithdrawPage
        key={orderId}
        orderId={orderId}
        index={index}
        onIndexChange={(next) => void navigate({ search: (s) => ({ ...s, index: next }) })}
        onClose={() => void navigate({ search: (s) => ({ ...s, index: undefined }) })}
        currency={currency}
        banks={bankListOf(configs)}
      />
    )
  }
  return <OrderDetailScreen key={orderId} orderId={orderId} currency={currency} periodUnit={periodUnitOf(configs)} />
}
