import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { config } from '../config'
import { supportLink, useCompanyConfigs } from '../features/configs/api'
import { claimWorkForSignedIn } from '../offline/outbox-owner'
import { useFormsInOutbox, useOutboxCount } from '../offline/use-outbox'
import { afterScreenShown } from '../state/after-paint'
import { getToken } from '../state/session'
import { BottomBar } from '../ui/bottom-bar'
import { ContactWidget } from '../ui/contact-widget'
import { HeaderEndProvider } from '../ui/header-end'
import { HeaderStatusProvider } from '../ui/header-status'
import { PendingBadge } from '../ui/pending-badge'

// The contact button sits in the header of Home and My; elsewhere the way to support is
// My › Contact customer service, and the header's end stays free.
const WIDGET_PATHS = ['/', '/my']

/** Every screen that needs a logged-in borrower sits under this one guard. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' })
  },
  component: AuthedLayout,
})

function AuthedLayout() {
  const link = supportLink(useCompanyConfigs())
  const { pathname } = useLocation()
  const waiting = useOutboxCount()
  const sentBack = useFormsInOutbox()?.sentBack
  // Forms are named after the screen they are filled in on.
  const fixAt = sentBack && sentBack.size > 0 ? `/${[...sentBack][0]}` : null
  // After a fresh login: the work on the phone is this borrower's (or goes), and what waits is sent.
  useEffect(() => {
    const stop = claimWorkForSignedIn()
    void afterScreenShown()
      .then(() => import('../offline/outbox-triggers'))
      .then(({ sendWaiting }) => sendWaiting())
    return stop
  }, [])
  return (
    <HeaderStatusProvider value={<PendingBadge waiting={waiting} fixAt={fixAt} />}>
      <HeaderEndProvider value={config.contactWidget && link && WIDGET_PATHS.includes(pathname) ? <ContactWidget href={link} /> : null}>
        <div className="has-bottom-bar page">
          <Outlet />
          <BottomBar />
        </div>
      </HeaderEndProvider>
    </HeaderStatusProvider>
  )
}
