import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { MyScreen } from '../../features/account/components/my-screen'
import { AppLockSection } from '../../features/app-lock/components/app-lock-section'
import { logout } from '../../features/auth/api'
import { tellLanguage } from '../../features/notifications/api'
import { forgetThisPhone } from '../../features/notifications/push'
import { supportLink, useCompanyConfigs } from '../../features/configs/api'
import { InstallButton } from '../../pwa/install-button'
import { whileBlocking } from '../../state/activity'

export const Route = createFileRoute('/_authed/my')({ component: MyRoute })

function MyRoute() {
  const { user } = useUser()
  const navigate = useNavigate()
  const link = supportLink(useCompanyConfigs())
  const onLogout = async () => {
    await whileBlocking(async () => {
      await forgetThisPhone().catch(() => undefined)
      await logout()
    })
    await navigate({ to: '/login', replace: true })
  }
  return (
    <MyScreen
      user={user}
      supportLink={link}
      onLogout={onLogout}
      onLanguageChosen={() => void tellLanguage()}
      extra={
        <>
          <AppLockSection />
          <InstallButton />
        </>
      }
    />
  )
}
