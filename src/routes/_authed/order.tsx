import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { useOrderList } from '../../features/orders/api'
import { OrdersScreen } from '../../features/orders/components/orders-screen'

export const Route = createFileRoute('/_authed/order')({ component: OrderRoute })

function OrderRoute() {
  return <OrdersScreen orders={useOrderList()} currency={currencyOf(useCompanyConfigs())} />
}
