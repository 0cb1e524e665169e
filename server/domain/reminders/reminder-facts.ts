// What a queued reminder says and whether it still applies, read when it is about to go: a period
// paid, moved (an extension) or closed in the meantime gets no reminder for its old date.
import { and, desc, eq } from 'drizzle-orm'
import { daysBetween } from '../../../contract/loan-extension'
import { localToday } from '../../../contract/market/local-time'
import type { MarketPack } from '../../../contract/market/types'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../contract/order-status'
import { PERIOD_REMINDERS, type ReminderKind } from '../../../contract/reminders'
import type { Db } from '../../db/client'
import type { reminders} from '../../db/schema';
import { apps, disbursements, orders, schedulePeriods, users } from '../../db/schema'
import { marketOfApp } from '../markets/company-market'
import { inBorrowerZone } from '../../../contract/market/province-time-zone'

export type ReminderRow = typeof reminders.$inferSelect
export type SkipReason = 'paid' | 'moved' | 'closed' | 'dayPassed' | 'noAccount'

export type Facts =
  | { skip: SkipReason }
  | { skip: null; market: MarketPack; lender: string; mobile: string; amountMinor: number; date: string; daysPastDue: number }

const isPeriodReminder = (kind: string) => Object.hasOwn(PERIOD_REMINDERS, kind)

export async function reminderFacts(db: Db, r: ReminderRow, now: Date): Promise<Facts> {
  const [row] = await db
    .select({ order: orders, lender: apps.name, mobile: users.mobile, deletedAt: users.deletedAt, provinceCity: users.provinceCity })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, r.orderId))
  if (!row || row.deletedAt !== null) return { skip: 'noAccount' }
  // The borrower's own zone: their day, and the hours a reminder may reach them in.
  const market = inBorrowerZone((await marketOfApp(db, row.order.appId)).market, row.provinceCity)
  const today = localToday(market.timeZone, now)
  const base = { skip: null, market, lender: row.lender, mobile: row.mobile }
  if (r.sendOn !== null && today > r.sendOn) return { skip: 'dayPassed' }
  const kind = r.kind as ReminderKind
  if (isPeriodReminder(kind)) {
    const [period] = await db.select().from(schedulePeriods).where(and(eq(schedulePeriods.orderId, r.orderId), eq(schedulePeriods.period, r.period)))
    if (row.order.status !== ORDER_STATUS.repaying || !period) return { skip: 'closed' }
    if (period.status === PERIOD_STATUS.repaid) return { skip: 'paid' }
    if (period.dueDate !== r.occasion) return { skip: 'moved' }
    return { ...base, amountMinor: period.amountMinor - period.paidMinor, date: period.dueDate, daysPastDue: Math.max(0, daysBetween(period.dueDate, today)) }
  }
  const happened = localToday(market.timeZone, r.createdAt)
  if (kind === 'paidOut') {
    const [paid] = await db
      .select({ amountMinor: disbursements.amountMinor })
      .from(disbursements)
      .where(and(eq(disbursements.orderId, r.orderId), eq(disbursements.status, 'succeeded'), eq(disbursements.purpose, 'loan')))
      .orderBy(desc(disbursements.id))
      .limit(1)
    return { ...base, amountMinor: paid?.amountMinor ?? row.order.principalMinor, date: happened, daysPastDue: 0 }
  }
  return { ...base, amountMinor: row.order.principalMinor, date: happened, daysPastDue: 0 }
}
