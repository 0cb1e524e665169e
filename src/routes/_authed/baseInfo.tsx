import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { useCompanyConfigs } from '../../features/configs/api'
import { BaseInfoForm } from '../../features/profile/components/base-info-form'
import { StepGate } from '../../features/profile/components/step-gate'
import { bankList, optionList, regionList } from '../../features/profile/config-lists'
import { progressOf } from '../../features/profile/steps'
import { useLocale } from '../../features/profile/use-locale'
import { useFormsInOutbox } from '../../offline/use-outbox'
import { loadPhoneRules } from '../../ui/phone-rules'

// Home's "complete your information" lands here; the step gate sends the borrower to an earlier open step first.
export const Route = createFileRoute('/_authed/baseInfo')({
  // The phone rules first, so that stored numbers start in their national form; offline without them, the form opens all the same.
  loader: async () => {
    await loadPhoneRules().catch(() => undefined)
  },
  component: BaseInfoRoute,
})

function BaseInfoRoute() {
  const { t } = useLingui()
  const { user } = useUser()
  const forms = useFormsInOutbox()
  const configs = useCompanyConfigs()
  const educations = optionList(configs, 'EDUCATION', useLocale())
  const navigate = useNavigate()
  return (
    <StepGate step="baseInfo" title={t`Your information`} user={user} forms={forms}>
      {(me) => (
        <BaseInfoForm
          user={me}
          progress={progressOf('baseInfo')}
          educations={educations}
          regions={regionList(configs)}
          banks={bankList(configs)}
          onDone={() => void navigate({ to: '/question' })}
        />
      )}
    </StepGate>
  )
}
