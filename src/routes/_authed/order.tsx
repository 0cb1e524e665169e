import { createFileRoute } from '@tanstack/react-router'
import { refreshUser, useUser } from '../../features/account/api'
import { CreditNotice } from '../../features/home/components/credit-notice'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { useOrderList } from '../../features/orders/api'
import { OrdersScreen } from '../../features/orders/components/orders-screen'

export const Route = createFileRoute('/_authed/order')({ component: OrderRoute })

function OrderRoute() {
  const { user } = useUser()
  const currency = currencyOf(useCompanyConfigs())
  const notice = user?.credit ? <CreditNotice credit={user.credit} currency={currency} onSent={refreshUser} /> : null
  return <OrdersScreen orders={useOrderList()} currency={currency} notice={notice} />
}
