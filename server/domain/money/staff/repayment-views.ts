import { and, asc, desc, eq, lt, ne } from 'drizzle-orm'
import type { Repayments } from '../../../../contract/admin/schemas/money'
import { toMajor } from '../../../../contract/money'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../../contract/order-status'
import type { Db } from '../../../db/client'
import { orders, repayments, schedulePeriods, users } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { todayForCompany } from '../../markets/local-days'
import { ofCompanyOrders, ordersOfCompany } from '../../tenancy/company-scope'

const DAY_MS = 86_400_000
/** A lender of a million borrowers has tens of thousands of periods overdue: the list is the oldest, as the disbursements' is the latest 200. */
export const OVERDUE_SHOWN = 200

/** The company's latest repayments, and the oldest unpaid periods of its repaying loans past their due date. */
export async function repaymentsOverview(db: Db, companyId: number, now: Date): Promise<Repayments> {
  const today = await todayForCompany(db, companyId, now)
  const { minorDigits } = await marketOfCompany(db, companyId)
  const [recent, late] = await Promise.all([
    db.select().from(repayments).where(ofCompanyOrders(repayments.orderId, companyId)).orderBy(desc(repayments.createdAt)).limit(100),
    // Only columns of schedule_periods_unpaid: the periods come from the index alone, in due-date order.
    db
      .select({
        orderId: schedulePeriods.orderId,
        period: schedulePeriods.period,
        dueDate: schedulePeriods.dueDate,
        amountMinor: schedulePeriods.amountMinor,
        paidMinor: schedulePeriods.paidMinor,
        userId: orders.userId,
        realName: users.realName,
      })
      .from(schedulePeriods)
      .innerJoin(orders, eq(orders.id, schedulePeriods.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.status, ORDER_STATUS.repaying), ne(schedulePeriods.status, PERIOD_STATUS.repaid), lt(schedulePeriods.dueDate, today), ordersOfCompany(companyId)))
      .orderBy(asc(schedulePeriods.dueDate), asc(schedulePeriods.orderId), asc(schedulePeriods.period))
      .limit(OVERDUE_SHOWN),
  ])
  return {
    repayments: recent.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      amount: toMajor(r.amountMinor, minorDigits),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
    })),
    overdue: late.map((p) => ({
      orderId: p.orderId,
      userId: p.userId,
      realName: p.realName,
      period: p.period,
      dueDate: p.dueDate,
      amount: toMajor(p.amountMinor, minorDigits),
      paid: toMajor(p.paidMinor, minorDigits),
      daysOverdue: Math.floor((Date.parse(today) - Date.parse(p.dueDate)) / DAY_MS),
    })),
  }
}
