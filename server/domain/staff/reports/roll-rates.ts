// Roll rates: of the loans in a bucket at the end of the month before, the share in the next
// bucket at the end of this month, for every whole month inside the range.
import { sql } from 'drizzle-orm'
import { ROLL_BUCKETS, type RollBucket, type RollRate } from '../../../../contract/admin/schemas/reports'
import type { Db } from '../../../db/client'
import { loanPositions, rollBucketOf } from './loan-positions'
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
  for (const { month, before, last } of wholeMonths(from, to)) {
    const atStart = loanPositions({ companyId, timeZone, asOf: before })
    const atEnd = loanPositions({ companyId, timeZone, asOf: last })
    const rows = await rowsOf<{ from_bucket: RollBucket; to_bucket: RollBucket | null; loans: number }>(
      db,
      sql`select ${rollBucketOf(sql`s.dpd`)} as from_bucket,
          case when e.outstanding > 0 then ${rollBucketOf(sql`e.dpd`)} end as to_bucket,
          count(*)::int as loans
        from ${atStart} s left join ${atEnd} e on e.order_id = s.order_id
        where s.outstanding > 0
        group by 1, 2`,
    )
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
