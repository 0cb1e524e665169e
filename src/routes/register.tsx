import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthForm } from '../features/auth/components/auth-form'
import { getToken } from '../state/session'

export const Route = createFileRoute('/register')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/' })
  },
  component: RegisterRoute,
})

function RegisterRoute() {
  const { code, channel } = Route.useSearch()
  return <AuthForm mode="register" inviteCode={code} channel={channel} />
}
