import { Trans } from '@lingui/react/macro'
import { ShieldIcon } from './icons'

export function NoFeeNotice() {
  return (
    <p className="notice">
      <ShieldIcon />
      <span>
        <Trans>We never ask you to pay anything to receive your loan. If anyone asks, it is not us.</Trans>
      </span>
    </p>
  )
}
