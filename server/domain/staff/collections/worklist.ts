// The collections worklist: a page of the overdue loans of the list (overdue-loans.ts), in the
// order of worklist-priority.ts, with their latest promise, last contact, flags and whether a call
// may be made now in the borrower's zone.
import type { CollectionItem } from '../../../../contract/admin/schemas/collections'
import type { Bucket } from '../../../../contract/collections/catalogue'
import { inArray } from 'drizzle-orm'
import { inBorrowerZone } from '../../../../contract/market/province-time-zone'
import type { MarketPack } from '../../../../contract/market/types'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { borrowerFlagsOf } from './borrower-flags'
import { contactNow } from './contact-now'
import { debtContactsTodayOf } from './loan-facts'
import { type ListFilter, listOverdue } from './overdue-loans'
import { contactsMadeOf, promisesOf } from './promise-views'

export async function worklist(db: Db, companyId: number, now: Date, filter: ListFilter): Promise<{ counts: Record<Bucket, number>; items: CollectionItem[]; nextCursor: string | null }> {
  const { counts, items: loans, nextCursor } = await listOverdue(db, companyId, now, filter)
  const market = await marketOfCompany(db, companyId)
  const orderIds = loans.map((l) => l.orderId)
  const contacts = await contactsMadeOf(db, orderIds)
  const promises = await promisesOf(db, orderIds, contacts, market, now)
  const flags = await borrowerFlagsOf(db, new Map(loans.map((l) => [l.orderId, l.userId])))
  const zones = await borrowerZones(db, market, loans.map((l) => l.userId))
  const madeToday = await debtContactsTodayOf(db, zones, now)
  const items = loans.map((loan): CollectionItem => ({
    ...loan,
    promise: promises.get(loan.orderId)?.[0] ?? null,
    lastContactAt: contacts.get(loan.orderId)?.[0]?.toISOString() ?? null,
    contactNow: contactNow({ ...market, timeZone: zones.get(loan.userId) ?? market.timeZone }, now, { daysPastDue: loan.daysPastDue, disputed: loan.paused, madeToday: madeToday.get(loan.userId) ?? 0 }),
    flags: flags.get(loan.orderId) ?? [],
  }))
  return { counts, items, nextCursor }
}

/** Each borrower's time zone, from their province (Indonesia spans three). */
async function borrowerZones(db: Db, market: MarketPack, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.select({ id: users.id, provinceCity: users.provinceCity }).from(users).where(inArray(users.id, [...userIds]))
  return new Map(rows.map((r) => [r.id, inBorrowerZone(market, r.provinceCity).timeZone]))
}
