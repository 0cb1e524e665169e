import { createFileRoute } from '@tanstack/react-router'
import { useCompanyConfigs } from '../../features/configs/api'
import { useWordedConfig } from '../../features/configs/worded-config'
import { FaqScreen } from '../../features/support/components/faq-screen'

export const Route = createFileRoute('/_authed/faq')({ component: FaqRoute })

function FaqRoute() {
  const configs = useCompanyConfigs()
  const faq = useWordedConfig(configs, 'FAQ')
  return <FaqScreen loaded={configs !== null} faq={faq} />
}
