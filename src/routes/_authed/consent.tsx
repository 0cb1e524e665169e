import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { standingPurposes, useConsents } from '../../features/consent/api'
import { ConsentScreen } from '../../features/consent/components/consent-screen'
import { openStepBefore, STEP_PATH } from '../../features/profile/steps'
import { useFormsInOutbox } from '../../offline/use-outbox'
import { Page } from '../../ui/page'

export const Route = createFileRoute('/_authed/consent')({ component: ConsentRoute })

function ConsentRoute() {
  const consents = useConsents()
  const { user } = useUser()
  const forms = useFormsInOutbox()
  const router = useRouter()
  if (consents.loading && !consents.data)
    return (
      <Page title="" back>
        <div className="skeleton-block skeleton-form" aria-busy="true" />
      </Page>
    )
  // Offline the list cannot be read: each purpose is asked again, and a second "yes" changes nothing.
  const standing = standingPurposes(consents.data ?? [])
  const next = () => {
    const open = user && forms ? openStepBefore(null, user, forms) : 'role'
    router.history.push(open === null ? '/' : open === 'role' ? '/role' : STEP_PATH[open])
  }
  return <ConsentScreen standing={standing} onDone={next} />
}
