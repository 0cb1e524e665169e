import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { config } from '../config'
import { supportLink, useCompanyConfigs } from '../features/configs/api'
import { getToken } from '../state/session'
import { BottomBar } from '../ui/bottom-bar'
import { ContactWidget } from '../ui/contact-widget'

/** Every screen that needs a logged-in borrower sits under this one guard. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' })
  },
  component: AuthedLayout,
})

function AuthedLayout() {
  const link = supportLink(useCompanyConfigs())
  return (
    <div className="has-bottom-bar page">
      <Outlet />
      {config.contactWidget && link ? <ContactWidget href={link} /> : null}
      <BottomBar />
    </div>
  )
}
