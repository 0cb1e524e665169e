// The app itself, imported by src/main.tsx once the static skeleton is on screen.
import { I18nProvider } from '@lingui/react'
import { createBrowserHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { provideDeviceId } from './api/device-header'
import { afterScreenShown, nextTask } from './state/after-paint'
import { activateLocale, i18n } from './i18n/i18n'
import type { Locale } from './i18n/locales'
import { listenForInstallPrompt } from './pwa/install-prompt'
import { forgetUser } from './offline/user-copy'
import { registerServiceWorker } from './pwa/register-sw'
import { routeTree } from './route-tree.gen'
import { getToken, setSessionHandlers, setToken } from './state/session'

function newRouter(history: ReturnType<typeof createBrowserHistory>) {
  return createRouter({ routeTree, history, defaultPreload: 'intent', scrollRestoration: true })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof newRouter>
  }
}

/**
 * Start-up in short steps with the browser free in between: on a slow phone one long task
 * would leave a tap on the skeleton unanswered for hundreds of milliseconds.
 */
export async function startApp(locale: Locale): Promise<void> {
  listenForInstallPrompt()
  // Before any call: each one carries the install's id (Dexie loads with the first that asks).
  provideDeviceId(() => import('./offline/device-id').then(({ deviceId }) => deviceId()))
  await nextTask()
  // The history writes the browser's session history (replaceState), a slow call of its own.
  const history = createBrowserHistory()
  await nextTask()
  const router = newRouter(history)
  handleSessionEnd(router)
  await nextTask()
  // The catalog (already on its way) and the first screen's route chunks, side by side.
  await Promise.all([activateLocale(locale), router.load()])
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  // The rest waits until the first screen is on screen: on a phone's few connections and
  // cores it would compete with it.
  const stop = router.subscribe('onRendered', () => {
    stop()
    void afterScreenShown().then(() => startBackgroundWork(locale))
  })
  // A transition renders in slices, yielding between them; the skeleton stays until it commits.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    ),
  )
}

function handleSessionEnd(router: ReturnType<typeof newRouter>): void {
  setSessionHandlers({
    // An ended session is not a logout: drafts and queued submissions wait for the same
    // borrower's next login (offline/outbox-owner.ts); only the token and the user copy go.
    authLost: () => {
      setToken(null)
      void forgetUser()
        .catch(() => undefined)
        .then(() => router.navigate({ to: '/login', replace: true }))
    },
    hold: () => void router.navigate({ to: '/hold' }),
  })
}

function startBackgroundWork(locale: Locale): void {
  // The page's first Intl number format sets up ICU data, some 20 ms on a fast machine: here,
  // before the render that first shows an amount once the data is in (no first screen has its
  // data yet), and before the data layers' downloads start, whose compiling on the phone's other
  // cores made it a third slower in Lighthouse's traces. Login and register show no amounts.
  if (getToken()) new Intl.NumberFormat(locale).format(0)
  // Dexie stays out of the entry chunk: the outbox starts once the first screen is up.
  void import('./offline/outbox-triggers').then(({ startOutbox }) => startOutbox())
  if (import.meta.env.PROD) {
    // After the page has loaded: installing the worker downloads the whole precache.
    const register = () => void registerServiceWorker()
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
  }
}
