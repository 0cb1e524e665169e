import { createFileRoute } from '@tanstack/react-router'
import { PinSetupScreen } from '../../features/withdraw/components/pin-setup-screen'
import { safeBackPath } from '../../features/withdraw/pin-rules'

export type WithdrawPinSearch = { back?: string }

export const Route = createFileRoute('/_authed/withdrawPin')({
  // Where the borrower came from (the wizard's PIN step); only a path of this app.
  validateSearch: (search: Record<string, unknown>): WithdrawPinSearch => {
    const back = safeBackPath(search.back)
    return back ? { back } : {}
  },
  component: WithdrawPinRoute,
})

function WithdrawPinRoute() {
  const { back } = Route.useSearch()
  return <PinSetupScreen back={back ?? '/'} />
}
