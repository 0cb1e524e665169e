// A refusal's reapply date while it is still to come on the borrower's calendar: Home shows it
// (order-views.ts) and /loan/apply holds to it (apply.ts), read here once so the two never disagree.
import { ORDER_STATUS } from '../../../contract/order-status'
import type { Db } from '../../db/client'
import { todayForOrder } from '../markets/local-days'

type DecidedOrder = { id: number; status: number; decision: unknown }

/** The date a refused order's borrower may apply again from, or null once it has come (or none was set). */
export async function pendingReapplyDate(db: Db, order: DecidedOrder, now: Date): Promise<string | null> {
  if (order.status !== ORDER_STATUS.refused) return null
  const reapplyAfter = (order.decision as { reapplyAfter?: string | null } | null)?.reapplyAfter
  if (!reapplyAfter) return null
  return reapplyAfter > (await todayForOrder(db, order.id, now)) ? reapplyAfter : null
}
