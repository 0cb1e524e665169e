import type { ApprovalKind } from '../../../../contract/admin/approval-kinds'
import { type OtherAccountPayout, shownOtherAccountPayout } from '../../money/payout-other-account'

/** A request as lists and the audit log show it: an account number masked, as everywhere in the back office. */
export function shownPayload(kind: ApprovalKind, payload: unknown): unknown {
  return kind === 'payout_other_account' ? shownOtherAccountPayout(payload as OtherAccountPayout) : payload
}
