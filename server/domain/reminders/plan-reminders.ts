// The daily job that finds which unpaid periods are 3 or 1 days from their due date, due today,
// or 1 or 3 days late on each market's calendar, and queues their reminders. Run at every
// market's midnight and at start; running it again the same day queues nothing new.
import { and, eq, inArray, ne } from 'drizzle-orm'
import { addDays } from '../../../contract/loan-extension'
import { marketPacks } from '../../../contract/market'
import { localToday } from '../../../contract/market/local-time'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../contract/order-status'
import { PERIOD_REMINDERS, type PeriodReminder } from '../../../contract/reminders'
import type { Db } from '../../db/client'
import { apps, companies, orders, schedulePeriods } from '../../db/schema'
import { queueReminder } from './queue-reminder'

/** Returns how many reminders it looked at (queued now or before). */
export async function planReminders(db: Db, now: Date): Promise<number> {
  let seen = 0
  for (const market of marketPacks()) {
    const today = localToday(market.timeZone, now)
    const kindOfDueDate = new Map(
      (Object.entries(PERIOD_REMINDERS) as [PeriodReminder, number][]).map(([kind, daysAfterDue]) => [addDays(today, -daysAfterDue), kind]),
    )
    const due = await db
      .select({ orderId: schedulePeriods.orderId, period: schedulePeriods.period, dueDate: schedulePeriods.dueDate, userId: orders.userId })
      .from(schedulePeriods)
      .innerJoin(orders, eq(orders.id, schedulePeriods.orderId))
      .innerJoin(apps, eq(apps.id, orders.appId))
      .innerJoin(companies, eq(companies.id, apps.companyId))
      .where(
        and(
          inArray(schedulePeriods.dueDate, [...kindOfDueDate.keys()]),
          ne(schedulePeriods.status, PERIOD_STATUS.repaid),
          eq(orders.status, ORDER_STATUS.repaying),
          eq(companies.market, market.code),
        ),
      )
    for (const p of due) {
      const kind = kindOfDueDate.get(p.dueDate)
      if (!kind) continue
      await db.transaction((tx) => queueReminder(tx, market, { userId: p.userId, orderId: p.orderId, period: p.period, kind, occasion: p.dueDate, sendOn: today }, now))
      seen++
    }
  }
  return seen
}
