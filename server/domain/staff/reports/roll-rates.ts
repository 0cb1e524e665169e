// Roll rates: of the loans in a bucket at the end of the month before, the share in the next
// bucket at the end of this month, for every whole month inside the range. A loan settled or
// written off during the month has no open position at its end: it has not rolled. The counts
// of a month whose last day is in the snapshot were written with it.
import { sql } from 'drizzle-orm'
import { ROLL_BUCKETS, type RollBucket, type RollRate } from '../../../../contract/admin/schemas/reports'
import type { Db } from '../../../db/client'
import { rollCounts } from './loan-positions'
import { openPositionsAt, writtenDays } from './position-snapshots'
import { ratioOf, rowsOf } from './report-range'

type Range = { companyId: number; timeZone: string; from: string; to: string }

const iso = (d: Date) => d.toISOString().slice(0, 10)

/** Every calendar month that lies wholly inside from..to, with the last day of the month before and its own. */
export function wholeMonths(from: string, to: string): { month: string; before: string; last: string }[] {
  const months: { month: string; before: string; last: string }[] = []
  const first = new Date(`${from.slice(0, 7)}-01T00:00:00Z`)
  if (from.slice(8) !== '01') first.setUTCMonth(first.getUTCMonth() + 1)
  for (let start = first; ; start = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))) {
    const last = iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)))
    if (last > to) return months
    months.push({ month: iso(start).slice(0, 7), before: iso(new Date(start.getTime() - 86_400_000)), last })
  }
}

export async function rollRates(db: Db, { companyId, timeZone, from, to }: Range): Promise<RollRate[]> {
  const rates: RollRate[] = []
  const written = await writtenDays(db, companyId, wholeMonths(from, to).map((m) => m.last))
  for (const { month, before, last } of wholeMonths(from, to)) {
    const counts = written.has(last)
      ? sql`(select from_bucket, to_bucket, loans from portfolio_rolls_monthly where company_id = ${companyId} and month_end = ${last}::date)`
      : rollCounts(await openPositionsAt(db, companyId, timeZone, before), await openPositionsAt(db, companyId, timeZone, last))
    const rows = await rowsOf<{ from_bucket: RollBucket; to_bucket: RollBucket | 'closed'; loans: number }>(db, sql`select from_bucket, to_bucket, loans from ${counts} c`)
    ROLL_BUCKETS.slice(0, -1).forEach((bucket, i) => {
      const next = ROLL_BUCKETS[i + 1] as RollBucket
      const inBucket = rows.filter((r) => r.from_bucket === bucket)
      const loans = inBucket.reduce((acc, r) => acc + Number(r.loans), 0)
      const rolled = inBucket.filter((r) => r.to_bucket === next).reduce((acc, r) => acc + Number(r.loans), 0)
      rates.push({ month, from: bucket, to: next, loans, rolled, rate: ratioOf(rolled, loans) })
    })
  }
  return rates
}
