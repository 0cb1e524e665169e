// The collections worklist: the overdue loans of the list (overdue-loans.ts) with their latest
// promise, last contact, flags and whether a call may be made now in the borrower's zone, in the
// order of worklist-priority.ts.
import type { CollectionItem } from '../../../../contract/admin/schemas/collections'
import type { Bucket } from '../../../../contract/collections/catalogue'
import type { Db } from '../../../db/client'
import { marketOfCompany } from '../../markets/company-market'
import { borrowerFlagsOf } from './borrower-flags'
import { contactNow } from './contact-now'
import { debtContactsTodayOf } from './loan-facts'
import { type ListFilter, listOverdue } from './overdue-loans'
import { contactsMadeOf, promisesOf } from './promise-views'
import { comparePriority } from './worklist-priority'

export async function worklist(db: Db, companyId: number, now: Date, filter: ListFilter): Promise<{ counts: Record<Bucket, number>; items: CollectionItem[] }> {
  const { counts, items: loans } = await listOverdue(db, companyId, now, filter)
  const market = await marketOfCompany(db, companyId)
  const orderIds = loans.map((l) => l.orderId)
  const contacts = await contactsMadeOf(db, orderIds)
  const promises = await promisesOf(db, orderIds, contacts, market.timeZone, now)
  const flags = await borrowerFlagsOf(db, new Map(loans.map((l) => [l.orderId, l.userId])))
  const madeToday = await debtContactsTodayOf(
    db,
    loans.map((l) => l.userId),
    market,
    now,
  )
  const items = loans.map(({ overdueMinor, ...loan }) => {
    const promise = promises.get(loan.orderId)?.[0] ?? null
    const lastContact = contacts.get(loan.orderId)?.[0] ?? null
    const item: CollectionItem = {
      ...loan,
      promise,
      lastContactAt: lastContact?.toISOString() ?? null,
      contactNow: contactNow(market, now, { daysPastDue: loan.daysPastDue, disputed: loan.paused, madeToday: madeToday.get(loan.userId) ?? 0 }),
      flags: flags.get(loan.orderId) ?? [],
    }
    return { item, facts: { orderId: loan.orderId, bucket: loan.bucket, daysPastDue: loan.daysPastDue, overdueMinor, promiseNeedsFollowUp: promise?.needsFollowUp === true, paused: loan.paused, lastContactAt: lastContact } }
  })
  const chosen = filter.withPromiseDue ? items.filter((i) => i.facts.promiseNeedsFollowUp) : items
  return { counts, items: chosen.sort((a, b) => comparePriority(a.facts, b.facts)).map((i) => i.item) }
}
