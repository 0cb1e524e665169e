import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { nextAfterQuestionnaire } from '../../features/loans/next-after-questionnaire'
import { QuestionForm } from '../../features/profile/components/question-form'
import { StepGate } from '../../features/profile/components/step-gate'
import { progressOf } from '../../features/profile/steps'
import { useFormsInOutbox } from '../../offline/use-outbox'

/** Where a borrower reviewing answers given before came from; the apply flow has none. */
const BACK = { my: '/my', loan: '/loan' } as const
export type QuestionSearch = { back?: keyof typeof BACK }

export const Route = createFileRoute('/_authed/question')({
  validateSearch: (search: Record<string, unknown>): QuestionSearch => (search.back === 'my' || search.back === 'loan' ? { back: search.back } : {}),
  component: QuestionRoute,
})

function QuestionRoute() {
  const { t } = useLingui()
  const { user } = useUser()
  const forms = useFormsInOutbox()
  const currency = currencyOf(useCompanyConfigs())
  const router = useRouter()
  const { back } = Route.useSearch()
  // Offline the answers are queued and the apply screen cannot load: Home says what is pending.
  const next = () => {
    // The questionnaire is asked once: changed later from My or the products, it returns there.
    if (back) return router.history.push(BACK[back])
    if (!navigator.onLine) return router.history.push('/')
    void nextAfterQuestionnaire().then((to) => router.history.push(to), () => router.history.push('/'))
  }
  return (
    <StepGate step="question" title={t`A few questions`} user={user} forms={forms}>
      {(me) => <QuestionForm user={me} progress={progressOf('question')} currency={currency} onDone={next} />}
    </StepGate>
  )
}
