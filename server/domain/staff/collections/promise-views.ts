// The promises to pay of some loans, each with where it stands (promise-standing.ts), and the
// contacts made about them: read together because whether a broken promise was followed up
// depends on the contacts, and whether it was kept on the payments.
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { CollectionCase } from '../../../../contract/admin/schemas/collections'
import type { MarketPack } from '../../../../contract/market'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { collectionContacts, promisesToPay, repayments, staffUsers } from '../../../db/schema'
import { type PaidPayment, promiseStanding } from './promise-standing'

export type PromiseView = CollectionCase['promises'][number]

/** Each loan's contacts made (not refused), newest first. */
export async function contactsMadeOf(db: Db, orderIds: readonly number[]): Promise<Map<number, Date[]>> {
  const made = new Map<number, Date[]>()
  if (orderIds.length === 0) return made
  const rows = await db
    .select({ orderId: collectionContacts.orderId, at: collectionContacts.at })
    .from(collectionContacts)
    .where(and(inArray(collectionContacts.orderId, [...orderIds]), isNull(collectionContacts.refusedBy)))
    .orderBy(desc(collectionContacts.at))
  for (const r of rows) made.set(r.orderId, [...(made.get(r.orderId) ?? []), r.at])
  return made
}

/** Each loan's promises, newest first, with the payments' verdict, on the market's calendar and in its currency's digits. */
export async function promisesOf(db: Db, orderIds: readonly number[], contactsMade: ReadonlyMap<number, Date[]>, { timeZone, minorDigits }: Pick<MarketPack, 'timeZone' | 'minorDigits'>, now: Date): Promise<Map<number, PromiseView[]>> {
  const views = new Map<number, PromiseView[]>()
  if (orderIds.length === 0) return views
  const promises = await db
    .select({ p: promisesToPay, staffName: staffUsers.name })
    .from(promisesToPay)
    .innerJoin(collectionContacts, eq(collectionContacts.id, promisesToPay.contactId))
    .leftJoin(staffUsers, eq(staffUsers.id, collectionContacts.staffId))
    .where(inArray(promisesToPay.orderId, [...orderIds]))
    .orderBy(desc(promisesToPay.id))
  if (promises.length === 0) return views
  const paid = await db
    .select({ orderId: repayments.orderId, amountMinor: repayments.amountMinor, paidAt: repayments.paidAt })
    .from(repayments)
    .where(and(inArray(repayments.orderId, [...new Set(promises.map((r) => r.p.orderId))]), eq(repayments.status, 'succeeded'), isNotNull(repayments.paidAt)))
  const paidOf = (orderId: number): PaidPayment[] => paid.flatMap((r) => (r.orderId === orderId && r.paidAt ? [{ amountMinor: r.amountMinor, paidAt: r.paidAt }] : []))
  for (const { p, staffName } of promises) {
    const standing = promiseStanding(p, paidOf(p.orderId), contactsMade.get(p.orderId) ?? [], timeZone, now)
    const view: PromiseView = {
      id: p.id,
      promisedDate: p.promisedDate,
      followUpDate: standing.followUpDate,
      amount: toMajor(p.amountMinor, minorDigits),
      paid: toMajor(standing.paidMinor, minorDigits),
      state: standing.state,
      needsFollowUp: standing.needsFollowUp,
      at: p.at.toISOString(),
      staffName,
    }
    views.set(p.orderId, [...(views.get(p.orderId) ?? []), view])
  }
  return views
}
