import type * as z from 'zod/mini'
import {
  payoutOtherAccountBeforeSchema,
  payoutOtherAccountShownSchema,
  postingBeforeSchema,
  postingPayloadSchema,
  waiverBeforeSchema,
  waiverPayloadSchema,
} from '../../../contract/admin/schemas/money-requests'
import type { ApprovalKind } from '../../../contract/admin/approval-kinds'
import type { Approval } from '../../../contract/admin/schemas/approvals'
import { moneyOfMinor, when, words } from '../../components/format'

function parsed<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> | null {
  const result = schema.safeParse(value)
  return result.success ? result.data : null
}

export const MONEY_KINDS: readonly ApprovalKind[] = ['fee_waiver', 'manual_posting', 'payout_other_account']

/** What a four-eyes money request will do, in amounts and accounts. */
export function MoneyApprovalChange({ approval }: { approval: Approval }) {
  if (approval.kind === 'fee_waiver') {
    const waiver = parsed(waiverPayloadSchema, approval.payload)
    const before = parsed(waiverBeforeSchema, approval.before)
    if (!waiver || !before) return null
    return (
      <p>
        Waive {moneyOfMinor(waiver.amountMinor)} of the {moneyOfMinor(before.chargesOwedMinor)} interest and fees owed on installment {waiver.period} of order{' '}
        <span className="mono">#{waiver.orderId}</span> ({words(waiver.reason)}): the installment due {before.dueDate} goes from {moneyOfMinor(before.periodAmountMinor)} to{' '}
        {moneyOfMinor(before.periodAmountMinor - waiver.amountMinor)}, the loan's outstanding from {moneyOfMinor(before.outstandingMinor)} to {moneyOfMinor(before.outstandingMinor - waiver.amountMinor)}.
        Principal is never waived.
      </p>
    )
  }
  if (approval.kind === 'manual_posting') {
    const posting = parsed(postingPayloadSchema, approval.payload)
    const before = parsed(postingBeforeSchema, approval.before)
    if (!posting || !before) return null
    const credit = Math.max(0, posting.amountMinor - before.payoffMinor)
    return (
      <p>
        Post {moneyOfMinor(posting.amountMinor)} received by the provider as <span className="mono">{posting.providerReference}</span> to order <span className="mono">#{posting.orderId}</span>,
        applied as a payment (outstanding {moneyOfMinor(before.outstandingMinor)} when asked)
        {credit > 0 ? `; ${moneyOfMinor(credit)} beyond paying it off becomes the borrower's credit and is sent back` : ''}. The provider holds it as{' '}
        <span className="mono">{posting.providerId}</span>, received {when(posting.paidAt)}.
      </p>
    )
  }
  if (approval.kind === 'payout_other_account') {
    const payout = parsed(payoutOtherAccountShownSchema, approval.payload)
    const before = parsed(payoutOtherAccountBeforeSchema, approval.before)
    if (!payout || !before) return null
    return (
      <table className="compact">
        <caption className="muted small">
          Send the failed payout <span className="mono">{payout.disbursementId}</span> of order <span className="mono">#{payout.orderId}</span>, {moneyOfMinor(payout.amountMinor)}, to {payout.holderName}
        </caption>
        <tbody>
          <tr>
            <th scope="row">Failed to</th>
            <td className="mono">
              {before.failed.bankName} {before.failed.cardNoMasked}
            </td>
          </tr>
          <tr>
            <th scope="row">Bound by the borrower in the app</th>
            <td className="mono">{before.verified ? `${before.verified.bankName} ${before.verified.cardNoMasked}` : 'none'}</td>
          </tr>
          <tr className="changed">
            <th scope="row">New account, given to support</th>
            <td className="mono">
              {payout.to.bankName} {payout.to.cardNoMasked} <strong>(new)</strong>
            </td>
          </tr>
        </tbody>
      </table>
    )
  }
  return null
}
