import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { RoleStep } from '../../features/profile/components/role-step'
import { StepGate } from '../../features/profile/components/step-gate'
import { progressOf } from '../../features/profile/steps'
import { useFormsInOutbox } from '../../offline/use-outbox'

export const Route = createFileRoute('/_authed/role')({ component: RoleRoute })

function RoleRoute() {
  const { t } = useLingui()
  const { user } = useUser()
  const forms = useFormsInOutbox()
  const navigate = useNavigate()
  return (
    <StepGate step="role" title={t`About you`} user={user} forms={forms}>
      {(me) => <RoleStep user={me} progress={progressOf('role')} onDone={() => void navigate({ to: '/identity' })} />}
    </StepGate>
  )
}
