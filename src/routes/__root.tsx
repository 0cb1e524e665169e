import { createRootRoute, Navigate, Outlet, retainSearchParams } from '@tanstack/react-router'
import { UpdateBanner } from '../pwa/update-banner'
import { LoadingOverlay } from '../ui/loading-overlay'
import { Toaster } from '../ui/toaster'

export type CarriedSearch = { code?: string; channel?: string }

const carried = (value: unknown) => (typeof value === 'string' && /^[\w-]{1,32}$/.test(value) ? value : undefined)

export const Route = createRootRoute({
  // The referral code and the install channel ride along on every navigation.
  validateSearch: (search: Record<string, unknown>): CarriedSearch => {
    const code = carried(search.code)
    const channel = carried(search.channel)
    return { ...(code ? { code } : {}), ...(channel ? { channel } : {}) }
  },
  search: { middlewares: [retainSearchParams(['code', 'channel'])] },
  component: () => (
    <div className="app">
      <UpdateBanner />
      <Outlet />
      <Toaster />
      <LoadingOverlay />
    </div>
  ),
  notFoundComponent: () => <Navigate to="/" replace />,
})
