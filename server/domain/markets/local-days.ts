// The calendar of a company's borrowers: "today" and the daily jobs follow the market's time
// zone, so a loan falls due at the borrower's midnight, not the server's.
import { eq } from 'drizzle-orm'
import { marketPacks } from '../../../contract/market'
import { localToday, nextLocalMidnight } from '../../../contract/market/local-time'
import { inBorrowerZone } from '../../../contract/market/province-time-zone'
import type { Db } from '../../db/client'
import { apps, orders, users } from '../../db/schema'
import { marketOfCompany } from './company-market'

export async function todayForCompany(db: Db, companyId: number, now: Date): Promise<string> {
  return localToday((await marketOfCompany(db, companyId)).timeZone, now)
}

/** Today on the calendar of the borrower who owns `orderId`: in their province's zone (Indonesia has three). */
export async function todayForOrder(db: Db, orderId: number, now: Date): Promise<string> {
  const [row] = await db
    .select({ companyId: apps.companyId, provinceCity: users.provinceCity })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
  if (!row) throw new Error(`no order ${orderId}`)
  return localToday(inBorrowerZone(await marketOfCompany(db, row.companyId), row.provinceCity).timeZone, now)
}

/** The next midnight of any market: a daily job run then finds every market's new day. */
export function nextMarketMidnight(now: Date): Date {
  const times = marketPacks().map((m) => nextLocalMidnight(m.timeZone, now).getTime())
  return new Date(Math.min(...times))
}

/**
 * The next instant some market's day has been over for `delayMs`: a daily job that waits after
 * midnight (for late webhooks, for the reconciliation) runs then, once for each market in turn.
 */
export function nextMarketMidnightAfter(now: Date, delayMs: number): Date {
  return new Date(nextMarketMidnight(new Date(now.getTime() - delayMs)).getTime() + delayMs)
}
