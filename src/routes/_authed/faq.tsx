import { createFileRoute } from '@tanstack/react-router'
import { textConfig, useCompanyConfigs } from '../../features/configs/api'
import { FaqScreen } from '../../features/support/components/faq-screen'

export const Route = createFileRoute('/_authed/faq')({ component: FaqRoute })

function FaqRoute() {
  const configs = useCompanyConfigs()
  return <FaqScreen loaded={configs !== null} faq={textConfig(configs, 'FAQ')} />
}
