import { createFileRoute } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { HoldScreen } from '../../features/account/components/hold-screen'
import { supportLink, useCompanyConfigs } from '../../features/configs/api'

export const Route = createFileRoute('/_authed/hold')({ component: HoldRoute })

function HoldRoute() {
  const { user } = useUser()
  return <HoldScreen reason={user?.hold?.reason ?? null} supportLink={supportLink(useCompanyConfigs())} />
}
