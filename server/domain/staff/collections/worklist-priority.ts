// The order of the collections worklist (docs/collections.md "The worklist and its priority"): a
// rule a head of operations can read out, not a score. Each step decides only when the ones before
// it tie. It is one SQL ORDER BY over every overdue loan of the view, so page 1 is the top of the
// whole book, and pages follow by a keyset cursor: the last row's keys, all ascending.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { BUCKETS, bucketRange } from '../../../../contract/collections/catalogue'
import { collectionCases, collectionContacts, orders, promisesToPay, repayments } from '../../../db/schema'

/** Where "today" and "now" are for the lender: promises are kept or broken on the borrower's calendar. */
export type PriorityClock = { today: string; now: Date; timeZone: string }

/**
 * The sum still owed of the loan's periods due before today, from the unpaid periods the order
 * carries (orders.unpaid_due_dates and unpaid_owed_minor, kept by the schedule's triggers): one
 * row per loan, where summing each overdue loan's schedule cost a later page over a second at a
 * million borrowers (bench/backoffice-report.md).
 */
export function overdueMinorOf(today: string): SQL<string> {
  return sql<string>`(select coalesce(sum(u.owed), 0) from unnest(${orders.unpaidDueDates}, ${orders.unpaidOwedMinor}) as u(due, owed) where u.due < ${today}::date)`
}

/** An open dispute case: nothing may be said until staff resolve it. */
export function pausedOf(orderId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${collectionCases} where ${collectionCases.orderId} = ${orderId} and ${collectionCases.kind} = 'dispute' and ${collectionCases.resolvedAt} is null)`
}

/**
 * The latest promise is due today, or broke and its follow-up day has come with no contact made
 * since: the SQL twin of promise-standing.ts, which the worklist test holds to the same answers.
 */
function needsFollowUp({ today, now, timeZone }: PriorityClock): SQL<boolean> {
  const local = (at: SQL) => sql`(${at} at time zone ${timeZone})::date`
  const followUp = sql`coalesce(p.follow_up_date, p.promised_date + 1)`
  const paid = sql`(select coalesce(sum(${repayments.amountMinor}), 0) from ${repayments} where ${repayments.orderId} = p.order_id and ${repayments.status} = 'succeeded' and ${repayments.paidAt} >= p.at and ${repayments.paidAt} <= ${now.toISOString()}::timestamptz and ${local(sql`${repayments.paidAt}`)} <= p.promised_date)`
  const followedUp = sql`exists (select 1 from ${collectionContacts} where ${collectionContacts.orderId} = p.order_id and ${collectionContacts.refusedBy} is null and ${local(sql`${collectionContacts.at}`)} >= ${followUp})`
  return sql<boolean>`coalesce((select ${paid} < p.amount_minor and (p.promised_date = ${today}::date or (p.promised_date < ${today}::date and ${followUp} <= ${today}::date and not ${followedUp}))
    from (select * from ${promisesToPay} where ${promisesToPay.orderId} = ${orders.id} order by ${promisesToPay.id} desc limit 1) p), false)`
}

/** The later bucket first: its rank counts down from the last bucket. */
function bucketRank(today: string): SQL {
  const days = sql`(${today}::date - ${orders.oldestUnpaidDue})`
  const steps = BUCKETS.map((b, index) => sql`when ${days} >= ${bucketRange(b).from} then ${index}`).reverse()
  return sql`(${BUCKETS.length - 1} - case ${sql.join(steps, sql` `)} else 0 end)`
}

/**
 * 1. a disputed loan last (it cannot be worked); 2. a promise to follow up first (the borrower said
 * when; calling that day is what keeps promises worth taking); 3. the later bucket first (closer to
 * write-off); 4. the larger overdue amount; 5. the longest without a contact (never contacted first);
 * 6. the more days past due; 7. the older order, so the order is total and stable. Each key
 * ascends, so one array of them orders the list and a page after a cursor is `keys > cursor`.
 */
export function priorityRank(clock: PriorityClock): { keys: SQL<string[]>; needsFollowUp: SQL<boolean> } {
  const lastContact = sql`(select max(${collectionContacts.at}) from ${collectionContacts} where ${collectionContacts.orderId} = ${orders.id} and ${collectionContacts.refusedBy} is null)`
  const followUp = needsFollowUp(clock)
  const keys = [
    sql`case when ${pausedOf(orders.id)} then 1 else 0 end`,
    sql`case when ${followUp} then 0 else 1 end`,
    bucketRank(clock.today),
    sql`-${overdueMinorOf(clock.today)}`,
    sql`coalesce((extract(epoch from ${lastContact}) * 1000000)::bigint, 0)`,
    sql`${orders.oldestUnpaidDue} - date '1970-01-01'`,
    sql`${orders.id}`,
  ]
  return { keys: sql<string[]>`array[${sql.join(keys, sql`, `)}]::bigint[]`, needsFollowUp: followUp }
}

/** The rows after the cursor's: a row's keys joined by dots (its form checked by the contract's collectionsListBody). */
export function afterCursor(cursor: string | undefined, keys: SQL<string[]>): SQL | undefined {
  if (cursor === undefined) return undefined
  return sql`${keys} > ${`{${cursor.split('.').join(',')}}`}::bigint[]`
}
