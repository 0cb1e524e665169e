import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthForm } from '../features/auth/components/auth-form'
import { getToken } from '../state/session'

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/' })
  },
  component: () => <AuthForm mode="reset" />,
})
