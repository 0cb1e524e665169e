import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { refreshUser, useUser } from '../../features/account/api'
import { useCompanyConfigs } from '../../features/configs/api'
import { IdentityForm } from '../../features/identity/components/identity-form'
import { KycStatus } from '../../features/kyc/components/kyc-status'
import { StepGate } from '../../features/profile/components/step-gate'
import { optionList } from '../../features/profile/config-lists'
import { progressOf } from '../../features/profile/steps'
import { useLocale } from '../../features/profile/use-locale'
import { useFormsInOutbox } from '../../offline/use-outbox'

export const Route = createFileRoute('/_authed/identity')({ component: IdentityRoute })

function IdentityRoute() {
  const { t } = useLingui()
  const { user } = useUser()
  const forms = useFormsInOutbox()
  const marriages = optionList(useCompanyConfigs(), 'MARRIAGE', useLocale())
  const navigate = useNavigate()
  return (
    <StepGate step="identity" title={t`Your identity`} user={user} forms={forms}>
      {(me) => (
        <IdentityForm
          user={me}
          marriageOptions={marriages}
          progress={progressOf('identity')}
          status={<KycStatus kyc={me.kyc} place="identity" refresh={refreshUser} />}
          onDone={() => void navigate({ to: '/baseInfo' })}
        />
      )}
    </StepGate>
  )
}
