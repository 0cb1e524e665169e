import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { QuestionForm } from '../../features/profile/components/question-form'
import { StepGate } from '../../features/profile/components/step-gate'
import { progressOf } from '../../features/profile/steps'
import { useFormsInOutbox } from '../../offline/use-outbox'

export const Route = createFileRoute('/_authed/question')({ component: QuestionRoute })

function QuestionRoute() {
  const { t } = useLingui()
  const { user } = useUser()
  const forms = useFormsInOutbox()
  const currency = currencyOf(useCompanyConfigs())
  const navigate = useNavigate()
  return (
    <StepGate step="question" title={t`A few questions`} user={user} forms={forms}>
      {(me) => <QuestionForm user={me} progress={progressOf('question')} currency={currency} onDone={() => void navigate({ to: '/' })} />}
    </StepGate>
  )
}
