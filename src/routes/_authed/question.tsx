import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { nextAfterQuestionnaire } from '../../features/loans/next-after-questionnaire'
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
  const router = useRouter()
  // Offline the answers are queued and the apply screen cannot load: Home says what is pending.
  const next = () => {
    if (!navigator.onLine) return router.history.push('/')
    void nextAfterQuestionnaire().then((to) => router.history.push(to), () => router.history.push('/'))
  }
  return (
    <StepGate step="question" title={t`A few questions`} user={user} forms={forms}>
      {(me) => <QuestionForm user={me} progress={progressOf('question')} currency={currency} onDone={next} />}
    </StepGate>
  )
}
