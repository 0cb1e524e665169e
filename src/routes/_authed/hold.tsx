import { createFileRoute, Navigate } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { HoldScreen } from '../../features/account/components/hold-screen'
import { supportLink, useCompanyConfigs } from '../../features/configs/api'

export const Route = createFileRoute('/_authed/hold')({ component: HoldRoute })

function HoldRoute() {
  const { user, loaded } = useUser()
  const link = supportLink(useCompanyConfigs())
  // The copy on the phone may still hold a lifted hold: once the server says none, go on.
  if (loaded && user && !user.hold) return <Navigate to="/" replace />
  return <HoldScreen reason={user?.hold?.reason ?? null} supportLink={link} />
}
