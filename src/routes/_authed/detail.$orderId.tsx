import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, periodUnitOf, useCompanyConfigs } from '../../features/configs/api'
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen'
import { idParams } from '../-params'

export const Route = createFileRoute('/_authed/detail/$orderId')({ params: idParams('orderId'), component: DetailRoute })

function DetailRoute() {
  const { orderId } = Route.useParams()
  const configs = useCompanyConfigs()
  return <OrderDetailScreen key={orderId} orderId={orderId} currency={currencyOf(configs)} periodUnit={periodUnitOf(configs)} />
}
