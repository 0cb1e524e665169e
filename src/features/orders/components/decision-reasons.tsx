import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DecisionReason } from '../../../../contract/decision-reasons'
import { formatDate } from '../../../ui/formats'

// The server sends codes only; the words are ours, in the borrower's language.
const REASON_TEXT: Record<DecisionReason, MessageDescriptor> = {
  age_out_of_range: msg`Your age is outside the range we can lend to.`,
  identity_not_verified: msg`We could not verify your identity.`,
  bank_not_verified: msg`We could not verify your bank account.`,
  not_affordable: msg`After your monthly expenses, your income would not cover the repayments with enough to spare.`,
  open_loan: msg`You already have a loan that is not fully repaid.`,
  amount_out_of_limits: msg`The amount is outside what we can lend.`,
  profile_incomplete: msg`Your information is not complete.`,
}

type Props = { reasons: readonly DecisionReason[]; reapplyAfter: string | null }

/** Why an application was refused, and from when the borrower may apply again. */
export function DecisionReasons({ reasons, reapplyAfter }: Props) {
  const { i18n } = useLingui()
  const date = reapplyAfter ? formatDate(reapplyAfter) : null
  return (
    <div className="decision" data-testid="decision">
      <p className="decision-lead">
        <Trans>We cannot offer you this loan. The reasons:</Trans>
      </p>
      <ul className="decision-reasons">
        {reasons.map((reason) => (
          <li key={reason} data-testid={`reason-${reason}`} data-reason={reason}>
            {i18n._(REASON_TEXT[reason])}
          </li>
        ))}
      </ul>
      {date ? (
        <p data-testid="reapply-after">
          <Trans>You may apply again from {date}.</Trans>
        </p>
      ) : null}
    </div>
  )
}
