import { ORDER_STATUS } from '../../../contract/order-status'
import { call } from '../../api/client'

// An order that is over (refused, settled, cancelled) leaves room for a new application.
const FINISHED: readonly number[] = [ORDER_STATUS.refused, ORDER_STATUS.settled, ORDER_STATUS.cancelled]

/**
 * Where the questionnaire leads: the current order's detail while one is open; else the apply
 * screen of the first product on offer, which opens at what this borrower can borrow. Nothing
 * is ever applied for from here.
 */
export async function nextAfterQuestionnaire(): Promise<string> {
  const progress = await call('/loan/getLoanProgress', {})
  if (progress && !FINISHED.includes(progress.status)) return `/detail/${progress.orderId}`
  const product = (await call('/loan/appList', {})).find((p) => !p.disabled)
  return product ? `/apply/${product.id}` : '/loan'
}
