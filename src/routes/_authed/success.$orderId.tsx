import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { ApplicationResultScreen } from '../../features/orders/components/application-result-screen'
import { idParams } from '../-params'

export const Route = createFileRoute('/_authed/success/$orderId')({ params: idParams('orderId'), component: SuccessRoute })

function SuccessRoute() {
  const { orderId } = Route.useParams()
  return <ApplicationResultScreen key={orderId} orderId={orderId} currency={currencyOf(useCompanyConfigs())} />
}
