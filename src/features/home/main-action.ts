import { identityStepDone } from '../../../contract/kyc-progress'
import { ORDER_STATUS } from '../../../contract/order-status'
import { orderOver } from '../../../contract/new-application'
import { questionnaireAnswered } from '../../../contract/questionnaire-progress'
import type { UserInfo } from '../../../contract/schemas/accounts'
import type { LoanProgress } from '../../../contract/schemas/orders'

export type MainAction =
  | { kind: 'pay'; to: string }
  | { kind: 'ssd_1'; to: '/baseInfo' }
  | { kind: 'wallet'; to: string }
  | { kind: 'apply'; to: '/question' | '/loan' }

const done = (v: number) => v >= 1 && v <= 3

/**
 * Home's main button: paying comes first while a loan is being repaid (whatever else is missing);
 * then finishing the profile, the current loan (a refusal until its reapply date), else a new
 * application: the questionnaire the first time, the products once it is answered.
 */
export function mainAction(user: UserInfo, progress: LoanProgress | undefined): MainAction {
  if (progress?.status === ORDER_STATUS.repaying || progress?.status === ORDER_STATUS.writtenOff) return { kind: 'pay', to: `/repayDetail?orderId=${progress.orderId}` }
  const q = user.userQualificationView
  if (!(identityStepDone(user) && done(q.basicInformation) && done(q.bankCard))) return { kind: 'ssd_1', to: '/baseInfo' }
  const orderId = progress?.orderId ?? user.lastOrderId
  if (orderId && !(progress && orderOver(progress))) return { kind: 'wallet', to: `/detail/${orderId}` }
  return { kind: 'apply', to: questionnaireAnswered(user) ? '/loan' : '/question' }
}

/** Whether the borrower agreed to the borrowing policy, on this phone or any other. */
export function agreedToPolicy(user: UserInfo): boolean {
  return user.consents?.includes('borrowing_policy') ?? false
}

/** Whether the action leads to borrowing, which the borrowing policy is agreed to before. */
export function needsPolicy(action: MainAction): boolean {
  return action.kind === 'ssd_1' || action.kind === 'apply'
}
