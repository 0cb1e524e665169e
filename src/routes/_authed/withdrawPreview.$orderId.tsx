// TEMPORARY (money-journey test): the wizard on a route of its own until /detail/{orderId}?index=N mounts it. Delete.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { bankList } from '../../features/profile/config-lists'
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page'
import { toStepIndex } from '../../features/withdraw/steps'
import { idParams } from '../-params'

export const Route = createFileRoute('/_authed/withdrawPreview/$orderId')({
  params: idParams('orderId'),
  validateSearch: (search: Record<string, unknown>): { index?: 0 | 1 | 2 | 3 } => {
    const index = toStepIndex(search.index)
    return index === undefined ? {} : { index }
  },
  component: PreviewRoute,
})

function PreviewRoute() {
  const { orderId } = Route.useParams()
  const { index } = Route.useSearch()
  const navigate = useNavigate()
  const configs = useCompanyConfigs()
  return (
    <WithdrawPage
      orderId={orderId}
      index={index ?? 0}
      onIndexChange={(next) => void navigate({ to: '/withdrawPreview/$orderId', params: { orderId }, search: { index: next } })}
      currency={currencyOf(configs)}
      banks={bankList(configs)}
    />
  )
}
