import { useLingui } from '@lingui/react/macro'
import { ERROR_TEXT } from '../../../i18n/error-text'
import { PathLink } from '../../../ui/path-link'
import type { DeletionBlock } from '../deletion-block'

type Props = { block: DeletionBlock; loanTo: string }

/** Why the account cannot be deleted yet, before any confirmation: the server's 10041 in words, and what to do. */
export function DeletionBlocked({ block, loanTo }: Props) {
  const { t, i18n } = useLingui()
  const why: Record<DeletionBlock, string> = {
    in_review: t`Your application is still being reviewed. Cancel it first; then you can delete your account.`,
    approved: t`Your loan is approved and the money has not been withdrawn. Cancel it first (it is free); then you can delete your account.`,
    money_on_its_way: t`Your money is on its way to your bank account. Once it arrives and the loan is repaid, you can delete your account.`,
    repaying: t`Your loan is being repaid. Repay it in full first; then you can delete your account.`,
  }
  return (
    <div className="card deletion-blocked" role="status" data-testid="deletion-blocked" data-block={block}>
      <p className="deletion-blocked-lead">{i18n._(ERROR_TEXT[10041])}.</p>
      <p className="note">{why[block]}</p>
      <PathLink to={loanTo} className="btn btn-text deletion-blocked-link">
        {t`View my loan`}
      </PathLink>
    </div>
  )
}
