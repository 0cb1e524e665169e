import { orderOver } from '../../../contract/new-application'
import { call } from '../../api/client'

/**
 * Where the questionnaire leads: the current order's detail while one is open (a refusal until
 * its reapply date); else the apply screen of the first product on offer, which opens at what
 * this borrower can borrow. Nothing is ever applied for from here.
 */
export async function nextAfterQuestionnaire(): Promise<string> {
  const progress = await call('/loan/getLoanProgress', {})
  if (progress && !orderOver(progress)) return `/detail/${progress.orderId}`
  const product = (await call('/loan/appList', {})).find((p) => !p.disabled)
  return product ? `/apply/${product.id}` : '/loan'
}
