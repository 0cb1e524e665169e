import type { UserInfo } from '../../../contract/schemas/accounts'
import type { LoanProgress } from '../../../contract/schemas/orders'

export type MainAction = { kind: 'ssd_1'; to: '/baseInfo' } | { kind: 'wallet'; to: string } | { kind: 'apply'; to: '/question' }

const done = (v: number) => v >= 1 && v <= 3

/** Home's main button: finish the profile first, then the current loan, else a new application. */
export function mainAction(user: UserInfo, progress: LoanProgress | undefined): MainAction {
  const q = user.userQualificationView
  if (!(done(q.identity) && done(q.basicInformation) && done(q.bankCard))) return { kind: 'ssd_1', to: '/baseInfo' }
  const orderId = progress?.orderId ?? user.lastOrderId
  if (orderId) return { kind: 'wallet', to: `/detail/${orderId}` }
  return { kind: 'apply', to: '/question' }
}
