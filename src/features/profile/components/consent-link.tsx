import { Trans } from '@lingui/react/macro'
import { PathLink } from '../../../ui/path-link'

/** Where a submission refused for want of consent can be put right. */
export function ConsentLink() {
  return (
    <PathLink to="/consent" className="btn btn-text inline-link">
      <Trans>Give your consent</Trans>
    </PathLink>
  )
}
