import { createFileRoute, Navigate, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { config } from '../config'
import { logout } from '../features/auth/api'
import { supportLink, useCompanyConfigs } from '../features/configs/api'
import { claimWorkForSignedIn } from '../offline/outbox-owner'
import { useFormsInOutbox, useOutboxCount } from '../offline/use-outbox'
import { whileBlocking } from '../state/activity'
import { afterScreenShown } from '../state/after-paint'
import { useAppLock } from '../state/app-lock'
import { getToken, useToken } from '../state/session'
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

// The lock screen and the passkey library load only when the app is locked (the service worker
// precaches them, so they are there offline), keeping them out of the first screen's script.
const LockScreen = lazy(() => import('../features/app-lock/components/lock-screen').then((m) => ({ default: m.LockScreen })))

// Locked, none of the signed-in screens is rendered at all: nothing of the borrower's shows,
// and forms that keep drafts (offline/drafts.ts) still have what was typed once unlocked.
function AuthedLayout() {
  const { locked } = useAppLock()
  const signedIn = useToken() !== null
  const navigate = useNavigate()
  // Logged out (here, or in another tab) with a screen still up: it goes, not just the lock.
  if (!signedIn) return <Navigate to="/login" replace />
  if (locked) {
    const onLogout = async () => {
      // The token is gone even when the wipe's code could not load offline; the next login claims or drops the rest.
      await whileBlocking(logout).catch(() => undefined)
      await navigate({ to: '/login', replace: true })
    }
    return (
      <Suspense fallback={null}>
        <LockScreen onLogout={() => void onLogout()} />
      </Suspense>
    )
  }
  return <SignedInLayout />
}

function SignedInLayout() {
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
