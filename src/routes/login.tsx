import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthForm } from '../features/auth/components/auth-form'
import { InstallButton } from '../pwa/install-button'
import { getToken } from '../state/session'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/' })
  },
  component: () => (
    <>
      <AuthForm mode="login" />
      <div className="install-slot">
        <InstallButton />
      </div>
    </>
  ),
})
