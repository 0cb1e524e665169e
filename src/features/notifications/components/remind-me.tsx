import { Trans } from '@lingui/react/macro'
import { useOnline } from '../../../ui/offline-banner'
import { usePush } from '../use-push'
import '../notifications.css'

/**
 * "Remind me" near a due date: the one place, with My › Notifications, where the app asks for
 * permission to notify, and only once tapped. Hidden where the browser has no push, or it is on.
 */
export function RemindMe() {
  const online = useOnline()
  const push = usePush()
  if (push.state !== 'off' || !online) return null
  return (
    <button type="button" className="btn btn-text remind-me" onClick={() => void push.turnOn()} data-testid="remind-me">
      <Trans>Remind me before the due date</Trans>
    </button>
  )
}
