import { ORDER_STATUS } from '../../../contract/order-status'
import { call } from '../../api/client'

// An order that is over (refused, settled, cancelled) leaves room for a new application.
const FINISHED: readonly number[] = [ORDER_STATUS.refused, ORDER_STATUS.settled, ORDER_STATUS.cancelled]

/**
 * Where the questionnaire leads: the current order's detail while one is open; else the
 * apply screen prefilled with a product's maximum and longest period, which the borrower
 * can change and must still confirm. Nothing is ever applied for from here.
 */
export async function nextAfterQuestionnaire(): Promise<string> {
  const progress = await call('/loan/getLoanProgress', {})
  if (progress && !FINISHED.includes(progress.status)) return `/detail/${progress.orderId}`
  const product = (await call('/loan/appList', {})).find((p) => !p.disabled)
  if (!product) return '/loan'
  const { rateConfigs } = await call('/loan/getPeriodConfig', { appId: product.id })
  const longest = Math.max(0, ...rateConfigs.map((c) => c.periodDays))
  const search = new URLSearchParams({ amount: String(product.maxAmount), ...(longest > 0 ? { period: String(longest) } : {}) })
  return `/apply/${product.id}?${search}`
}
