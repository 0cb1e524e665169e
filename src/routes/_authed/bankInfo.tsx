import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { useCompanyConfigs } from '../../features/configs/api'
import { BankInfoForm } from '../../features/profile/components/bank-info-form'
import { bankList } from '../../features/profile/config-lists'
import { Page } from '../../ui/page'
import { loadPhoneRules } from '../../ui/phone-rules'

export const Route = createFileRoute('/_authed/bankInfo')({
  // The phone rules first, so that stored numbers start in their national form; offline without them, the form opens all the same.
  loader: async () => {
    await loadPhoneRules().catch(() => undefined)
  },
  component: BankInfoRoute,
})

function BankInfoRoute() {
  const { t } = useLingui()
  const { user } = useUser()
  const banks = bankList(useCompanyConfigs())
  const router = useRouter()
  if (!user) {
    return (
      <Page title={t`Bank account`} back>
        <div className="skeleton-block skeleton-form" aria-busy="true" />
      </Page>
    )
  }
  // The loan screen comes with the apply flow; it is reached by its path.
  return <BankInfoForm user={user} banks={banks} onDone={() => router.history.push('/loan')} />
}
