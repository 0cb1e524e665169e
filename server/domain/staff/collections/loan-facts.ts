// What the guardrails and the case page need to know about one overdue loan, read in one place.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm'
import { REACHED_OUTCOMES } from '../../../../contract/collections/catalogue'
import { ApiError } from '../../../../contract/api-error'
import type { MarketPack } from '../../../../contract/market/types'
import { localToday } from '../../../../contract/market/local-time'
import { ORDER_STATUS, PERIOD_STATUS } from '../../../../contract/order-status'
import { OVERDUE_REMINDERS } from '../../../../contract/reminders'
import type { Db } from '../../../db/client'
import { apps, collectionCases, collectionContacts, orders, reminders, schedulePeriods } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { inBorrowerZone } from '../../../../contract/market/province-time-zone'
import { type BorrowerRow, borrowerRow } from '../borrower-row'

const DAY_MS = 86_400_000

export type LoanFacts = {
  orderId: number
  borrower: BorrowerRow
  lenderName: string
  /** The company's market in the borrower's own zone (inBorrowerZone). */
  market: MarketPack
  /** The borrower's local day. */
  today: string
  oldestUnpaidDue: string | null
  daysPastDue: number
  overdueMinor: number
}

/** A loan in repayment of the staff member's company; anything else answers 40007, as an unknown id does. */
export async function loanFacts(db: Db, orderId: number, companyId: number, now: Date): Promise<LoanFacts> {
  const [order] = await db
    .select({ userId: orders.userId, status: orders.status, lenderName: apps.name })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(eq(orders.id, orderId))
  if (!order || (order.status !== ORDER_STATUS.repaying && order.status !== ORDER_STATUS.writtenOff)) throw new ApiError(40007)
  const borrower = await borrowerRow(db, order.userId, companyId)
  const market = inBorrowerZone(await marketOfCompany(db, companyId), borrower.provinceCity)
  const today = localToday(market.timeZone, now)
  const periods = await db.select().from(schedulePeriods).where(eq(schedulePeriods.orderId, orderId)).orderBy(asc(schedulePeriods.period))
  const late = periods.filter((p) => p.status !== PERIOD_STATUS.repaid && p.dueDate < today)
  const oldestUnpaidDue = late[0]?.dueDate ?? null
  const daysPastDue = oldestUnpaidDue ? Math.round((Date.parse(today) - Date.parse(oldestUnpaidDue)) / DAY_MS) : 0
  const overdueMinor = late.reduce((sum, p) => sum + p.amountMinor - p.paidMinor, 0)
  return { orderId, borrower, lenderName: order.lenderName, market, today, oldestUnpaidDue, daysPastDue, overdueMinor }
}

export async function openDispute(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: collectionCases.id })
    .from(collectionCases)
    .where(and(eq(collectionCases.orderId, orderId), eq(collectionCases.kind, 'dispute'), isNull(collectionCases.resolvedAt)))
    .limit(1)
  return row !== undefined
}

/** Contacts about the borrower's late debts on their local day: collections' own, and the late reminders sent. */
export async function debtContactsToday(db: Db, userId: number, market: MarketPack, now: Date): Promise<number> {
  return (await debtContactsTodayOf(db, new Map([[userId, market.timeZone]]), now)).get(userId) ?? 0
}

/**
 * Contacts about each borrower's late debts on their local day (collections' own and late
 * reminders), for many borrowers at once: `zones` maps each borrower to their time zone.
 */
export async function debtContactsTodayOf(db: Db, zones: ReadonlyMap<number, string>, now: Date): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  const userIds = [...zones.keys()]
  if (userIds.length === 0) return counts
  const since = new Date(now.getTime() - 2 * DAY_MS)
  const made = await db
    .select({ userId: collectionContacts.userId, at: collectionContacts.at })
    .from(collectionContacts)
    .where(and(inArray(collectionContacts.userId, [...userIds]), isNull(collectionContacts.refusedBy), gte(collectionContacts.at, since)))
  const reminded = await db
    .select({ userId: reminders.userId, at: reminders.sentAt })
    .from(reminders)
    .where(and(inArray(reminders.userId, [...userIds]), inArray(reminders.kind, [...OVERDUE_REMINDERS]), isNotNull(reminders.sentAt), gte(reminders.sentAt, since)))
  for (const row of [...made, ...reminded]) {
    const zone = zones.get(row.userId)
    if (row.at && zone && localToday(zone, row.at) === localToday(zone, now)) counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1)
  }
  return counts
}

/** The first unanswered call or message to the borrower since they were last reached; null if reached since or never tried. */
export async function unreachableSince(db: Db, userId: number): Promise<Date | null> {
  const [reached] = await db
    .select({ at: collectionContacts.at })
    .from(collectionContacts)
    .where(and(eq(collectionContacts.userId, userId), eq(collectionContacts.target, 'borrower'), inArray(collectionContacts.outcome, [...REACHED_OUTCOMES])))
    .orderBy(desc(collectionContacts.at))
    .limit(1)
  const [firstMiss] = await db
    .select({ at: collectionContacts.at })
    .from(collectionContacts)
    .where(
      and(
        eq(collectionContacts.userId, userId),
        eq(collectionContacts.target, 'borrower'),
        eq(collectionContacts.outcome, 'no_answer'),
        reached ? gte(collectionContacts.at, reached.at) : undefined,
      ),
    )
    .orderBy(asc(collectionContacts.at))
    .limit(1)
  return firstMiss?.at ?? null
}
