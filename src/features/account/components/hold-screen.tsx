import { Trans, useLingui } from '@lingui/react/macro'
import type { HoldReason } from '../../../../contract/hold-reasons'
import { AlertIcon } from '../../../ui/icons'
import { Page } from '../../../ui/page'

type Props = { reason: HoldReason | null; supportLink: string | null }

/** Why the account is on hold and whom to talk to; there is nothing to pay or enter here. */
export function HoldScreen({ reason, supportLink }: Props) {
  const { t } = useLingui()
  const reasons: Record<HoldReason, string> = {
    reupload_identity_photo: t`Please take your identity photos again: one of them could not be read.`,
    verify_bank_account: t`We need to confirm that the bank account is in your own name.`,
    identity_under_review: t`Our team is checking your identity. This usually takes one working day.`,
    account_security_check: t`We are checking recent activity on your account to keep it safe.`,
  }
  return (
    <Page title={t`Account on hold`}>
      <div className="notice hold-notice">
        <AlertIcon />
        <p>{reason ? reasons[reason] : reasons.account_security_check}</p>
      </div>
      <p>
        <Trans>
          While the hold lasts you cannot apply or withdraw. Nothing is charged, and we will never ask you for a payment or a
          code to lift it.
        </Trans>
      </p>
      {supportLink ? (
        <a className="btn btn-secondary link-btn" href={supportLink} target="_blank" rel="noopener noreferrer">
          <Trans>Contact customer service</Trans>
        </a>
      ) : null}
    </Page>
  )
}
