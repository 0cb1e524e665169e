import 'virtual:theme.css'
import './ui/app.css'
import { I18nProvider } from '@lingui/react'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setSessionHandlers } from './api/client'
import { endLocalSession } from './features/auth/api'
import { activateLocale, i18n, initialLocale } from './i18n/i18n'
import { routeTree } from './route-tree.gen'

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setSessionHandlers({
  authLost: () => {
    void endLocalSession().then(() => router.navigate({ to: '/login', replace: true }))
  },
  hold: () => void router.navigate({ to: '/hold' }),
})

await activateLocale(initialLocale())

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
