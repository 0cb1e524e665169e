import './forms.css'
import { Trans } from '@lingui/react/macro'
import { AlertIcon, ClockIcon } from './icons'
import { PathLink } from './path-link'

type Props = {
  /** Submissions waiting to be sent. */
  waiting: number
  /** Where a submission the server sent back can be corrected, if one was. */
  fixAt: string | null
}

/** Tells the borrower that something waits on this phone, or needs them. */
export function PendingBadge({ waiting, fixAt }: Props) {
  if (waiting === 0 && fixAt === null) return null
  return (
    <div className="pending-line">
      {waiting > 0 ? (
        <span className="pending-badge" role="status">
          <ClockIcon width={18} height={18} />
          <Trans>Waiting to send ({waiting})</Trans>
        </span>
      ) : null}
      {fixAt !== null ? (
        <PathLink to={fixAt} className="pending-badge pending-fix">
          <AlertIcon width={18} height={18} />
          <Trans>Please check your information</Trans>
        </PathLink>
      ) : null}
    </div>
  )
}
