import { Trans } from '@lingui/react/macro'
import type { DecisionReason } from '../../../../contract/decision-reasons'
import { decisionReasonText } from '../../../i18n/decision-reason-text'
import { formatDate } from '../../../ui/formats'

type Props = { reasons: readonly DecisionReason[]; reapplyAfter: string | null }

/** Why an application was refused, and from when the borrower may apply again. */
export function DecisionReasons({ reasons, reapplyAfter }: Props) {
  const date = reapplyAfter ? formatDate(reapplyAfter) : null
  return (
    <div className="decision" data-testid="decision">
      <p className="decision-lead">
        <Trans>We cannot offer you this loan. The reasons:</Trans>
      </p>
      <ul className="decision-reasons">
        {reasons.map((reason) => (
          <li key={reason} data-testid={`reason-${reason}`} data-reason={reason}>
            {decisionReasonText(reason)}
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
