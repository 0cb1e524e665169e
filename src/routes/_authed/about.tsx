import { createFileRoute } from '@tanstack/react-router'
import { licenceOf, textConfig, useCompanyConfigs } from '../../features/configs/api'
import { useWordedConfig } from '../../features/configs/worded-config'
import { AboutScreen } from '../../features/support/components/about-screen'

export const Route = createFileRoute('/_authed/about')({ component: AboutRoute })

function AboutRoute() {
  const configs = useCompanyConfigs()
  const website = textConfig(configs, 'WEBSITE')
  const about = useWordedConfig(configs, 'ABOUT_US')
  return (
    <AboutScreen
      loaded={configs !== null}
      about={about}
      licence={licenceOf(configs)}
      website={website && /^https:\/\//.test(website) ? website : null}
    />
  )
}
