import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { ConsentPurpose } from '../../../contract/consents'
import { refreshUser } from '../../features/account/api'
import { endLocalSession } from '../../features/auth/api'
import { useConsents, withdrawConsent } from '../../features/consent/api'
import { ConsentList } from '../../features/consent/components/consent-list'
import { useLoanProgress } from '../../features/orders/api'
import { PrivacyScreen } from '../../features/privacy/components/privacy-screen'
import { deletionBlock } from '../../features/privacy/deletion-block'
import { errorText } from '../../i18n/error-text'

export const Route = createFileRoute('/_authed/privacy')({ component: PrivacyRoute })

function PrivacyRoute() {
  const consents = useConsents()
  const navigate = useNavigate()
  // Asked before the confirmation: an open loan stops the deletion (the server answers 10041).
  const progress = useLoanProgress()
  const block = deletionBlock(progress.data)
  const blocked = block && progress.data ? { block, loanTo: `/detail/${progress.data.orderId}` } : null
  const withdraw = async (purpose: ConsentPurpose) => {
    await withdrawConsent(purpose)
    // Withdrawing erases that purpose's data on the server: the copy here follows.
    await Promise.all([consents.reload(), refreshUser().catch(() => undefined)])
  }
  const list = consents.data ? (
    <ConsentList records={consents.data} onWithdraw={withdraw} />
  ) : consents.error ? (
    <p className="muted">{errorText(consents.error)}</p>
  ) : (
    <div className="skeleton-block skeleton-card" aria-busy="true" />
  )
  return (
    <PrivacyScreen
      consents={list}
      blocked={blocked}
      onDeleted={async () => {
        await endLocalSession()
        await navigate({ to: '/login', replace: true })
      }}
    />
  )
}
