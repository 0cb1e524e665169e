import { useLingui } from '@lingui/react/macro'
import { ChatIcon } from './icons'

export function ContactWidget({ href }: { href: string }) {
  const { t } = useLingui()
  return (
    <a className="icon-btn" href={href} target="_blank" rel="noopener noreferrer" aria-label={t`Contact customer service`}>
      <ChatIcon />
    </a>
  )
}
