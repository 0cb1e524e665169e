import { createFileRoute } from '@tanstack/react-router'
import { config } from '../../config'
import { licenceOf, useCompanyConfigs } from '../../features/configs/api'
import { ReceiptScreen } from '../../features/repay/components/receipt-screen'

export const Route = createFileRoute('/_authed/receipt/$paymentId')({ component: ReceiptRoute })

function ReceiptRoute() {
  const { paymentId } = Route.useParams()
  return <ReceiptScreen key={paymentId} paymentId={paymentId} lenderName={licenceOf(useCompanyConfigs())?.name ?? config.title} />
}
