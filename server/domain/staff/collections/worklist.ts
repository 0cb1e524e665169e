// The collections worklist: a page of the overdue loans of the list (overdue-loans.ts), in the
// order of worklist-priority.ts, with their latest promise, last contact, flags and whether a call
// may be made now in the borrower's zone.
import type { CollectionItem } from '../../../../contract/admin/schemas/collections'
import type { Bucket } from '../../../../contract/collections/catalogue'
import type { Db } from '../../../db/client'
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
  const madeToday = await debtContactsTodayOf(
    db,
    loans.map((l) => l.userId),
    market,
    now,
  )
  const items = loans.map((loan): CollectionItem => ({
    ...loan,
    promise: promises.get(loan.orderId)?.[0] ?? null,
    lastContactAt: contacts.get(loan.orderId)?.[0]?.toISOString() ?? null,
    contactNow: contactNow(market, now, { daysPastDue: loan.daysPastDue, disputed: loan.paused, madeToday: madeToday.get(loan.userId) ?? 0 }),
    flags: flags.get(loan.orderId) ?? [],
  }))
  return { counts, items, nextCursor }
}
