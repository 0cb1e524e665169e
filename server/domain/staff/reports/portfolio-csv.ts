// The loan tape behind the portfolio figures: one CSV line per loan paid out by the end of the
// range, read in pages of PAGE loans by order id so that the whole book is never in memory.
import { sql } from 'drizzle-orm'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { csvField } from '../../audit/audit-csv'
import { marketOfCompany } from '../../markets/company-market'
import { endOfDay, loanPositions, rollBucketOf, startOfDay } from './loan-positions'
import { checkRange, minor, rowsOf } from './report-range'

const PAGE = 2_000
const COLUMNS = ['order_id', 'product', 'disbursed_on', 'principal', 'collected_in_range', 'due_in_range', 'outstanding_principal', 'days_past_due', 'bucket', 'written_off_on']

type TapeRow = {
  order_id: number
  product: string
  disbursed_on: string
  principal: unknown
  collected: unknown
  due: unknown
  outstanding: unknown
  dpd: number
  bucket: string
  written_off_on: string | null
}

/** Minor units as a plain decimal in the currency's digits: `123456` → `1234.56` with 2, `123456` with 0. */
export const amount = (value: unknown, minorDigits: number): string => toMajor(minor(value), minorDigits).toFixed(minorDigits)

/** Checks the range first (40100, 40101), so that a refusal comes before the first byte. */
export async function portfolioCsv(db: Db, companyId: number, range: { from: string; to: string }, page = PAGE): Promise<AsyncGenerator<string>> {
  checkRange(range.from, range.to)
  const { timeZone, minorDigits } = await marketOfCompany(db, companyId)
  return lines(db, companyId, { timeZone, minorDigits }, range, page)
}

async function* lines(db: Db, companyId: number, { timeZone, minorDigits }: { timeZone: string; minorDigits: number }, { from, to }: { from: string; to: string }, page: number): AsyncGenerator<string> {
  yield `${COLUMNS.join(',')}\r\n`
  const start = startOfDay(from, timeZone)
  const end = endOfDay(to, timeZone)
  for (let after = 0; ; ) {
    const positions = loanPositions({ companyId, timeZone, asOf: to, afterOrderId: after, limit: page })
    const rows = await rowsOf<TapeRow>(
      db,
      sql`select pos.order_id, a.name as product, pos.disbursed_on::text as disbursed_on, pos.principal, pos.outstanding, pos.dpd,
          ${rollBucketOf(sql`pos.dpd`)} as bucket,
          (pos.written_off_at at time zone ${timeZone})::date::text as written_off_on,
          (select sum(l.amount_minor) from ledger_lines l where l.order_id = pos.order_id and l.account = 'cash' and l.amount_minor > 0 and l.at >= ${start} and l.at < ${end}) as collected,
          (select sum(s.amount_minor) from schedule_periods s where s.order_id = pos.order_id and s.due_date between ${from}::date and ${to}::date) as due
        from ${positions} pos join apps a on a.id = pos.app_id
        order by pos.order_id`,
    )
    if (rows.length === 0) return
    yield rows
      .map((r) =>
        [String(r.order_id), csvField(r.product), r.disbursed_on, amount(r.principal, minorDigits), amount(r.collected, minorDigits), amount(r.due, minorDigits), amount(r.outstanding, minorDigits), String(r.dpd), r.bucket, r.written_off_on ?? ''].join(','),
      )
      .join('\r\n')
      .concat('\r\n')
    after = Number(rows.at(-1)?.order_id)
  }
}
