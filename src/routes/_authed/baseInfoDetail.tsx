import { createFileRoute } from '@tanstack/react-router'
import { useUser } from '../../features/account/api'
import { useCompanyConfigs } from '../../features/configs/api'
import { BaseInfoDetail } from '../../features/profile/components/base-info-detail'
import { optionList, regionList } from '../../features/profile/config-lists'
import { useLocale } from '../../features/profile/use-locale'

export const Route = createFileRoute('/_authed/baseInfoDetail')({ component: BaseInfoDetailRoute })

function BaseInfoDetailRoute() {
  const { user } = useUser()
  const configs = useCompanyConfigs()
  const locale = useLocale()
  return (
    <BaseInfoDetail
      user={user}
      marriages={optionList(configs, 'MARRIAGE', locale)}
      educations={optionList(configs, 'EDUCATION', locale)}
      regions={regionList(configs)}
    />
  )
}
