import 'virtual:theme.css'
import './ui/app.css'
import { I18nProvider } from '@lingui/react'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, i18n, initialLocale } from './i18n/i18n'
import { listenForInstallPrompt } from './pwa/install-prompt'
import { registerServiceWorker } from './pwa/register-sw'
import { routeTree } from './route-tree.gen'
import { setToken } from './state/session'

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

listenForInstallPrompt()

// The catalog and the first screen's route chunks download side by side, not one after the other.
await Promise.all([activateLocale(initialLocale()), router.load()])

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)

// The rest waits until the first screen's code is in: on a phone's few connections it would
// compete with it. The HTTP client (ky, zod) and the session code load now; their handlers
// matter only once an answer comes back from the server.
void Promise.all([import('./api/client'), import('./offline/user-copy')]).then(([{ setSessionHandlers }, { forgetUser }]) =>
  setSessionHandlers({
    // An ended session is not a logout: drafts and queued submissions wait for the same
    // borrower's next login (offline/outbox-owner.ts); only the token and the user copy go.
    authLost: () => {
      setToken(null)
      void forgetUser().then(() => router.navigate({ to: '/login', replace: true }))
    },
    hold: () => void router.navigate({ to: '/hold' }),
  }),
)
// Dexie stays out of the entry chunk: the outbox starts once the first screen is on its way.
void import('./offline/outbox-triggers').then(({ startOutbox }) => startOutbox())
if (import.meta.env.PROD) {
  // After the page has loaded: installing the worker downloads the whole precache.
  const register = () => void registerServiceWorker()
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
