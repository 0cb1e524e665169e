import { createFileRoute } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { useCompanyConfigs } from '../../features/configs/api'
import { BankInfoDetail } from '../../features/profile/components/bank-info-detail'
import { bankList } from '../../features/profile/config-lists'

export const Route = createFileRoute('/_authed/bankInfoDetail')({ component: BankInfoDetailRoute })

function BankInfoDetailRoute() {
  const { user } = useUser()
  return <BankInfoDetail user={user} banks={bankList(useCompanyConfigs())} />
}
