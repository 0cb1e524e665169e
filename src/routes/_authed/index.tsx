import { createFileRoute, Navigate } from '@tanstack/react-router'
import { config } from '../../config'
import { useUser } from '../../features/account/api'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { HomeScreen } from '../../features/home/components/home-screen'
import { useLoanProgress } from '../../features/orders/api'

export const Route = createFileRoute('/_authed/')({ component: HomeRoute })

function HomeRoute() {
  const { user } = useUser()
  const progress = useLoanProgress()
  const configs = useCompanyConfigs()
  if (user?.hold) return <Navigate to="/hold" />
  return <HomeScreen user={user} progress={progress.data} currency={currencyOf(configs)} title={config.title} />
}
