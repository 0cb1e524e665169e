import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { ExtensionScreen } from '../../features/extension/components/extension-screen'
import { idParams } from '../-params'

export const Route = createFileRoute('/_authed/extension/$orderId')({ params: idParams('orderId'), component: ExtensionRoute })

function ExtensionRoute() {
  const { orderId } = Route.useParams()
  return <ExtensionScreen key={orderId} orderId={orderId} currency={currencyOf(useCompanyConfigs())} />
}
