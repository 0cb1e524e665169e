import { rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateScaleData } from '../../bench/scale-data'
import { ORDER_STATUS } from '../../contract/order-status'
import { type Database, openDatabase } from '../../server/db/client'
import { openLoanSpool } from '../../server/domain/credit/fit/loan-spool'
import { type FitBatch, type FitLoan, type FitRead, fitBatchOf, fitRowSchema, readFitLoans } from '../../server/domain/credit/fit/fit-loans'
import { rowsOf } from '../../server/domain/staff/reports/report-range'
import { localToday } from '../../contract/market/local-time'
import { newDataDir } from '../support/database-snapshot'
import { emptyPostgresDatabase } from '../support/test-database'
import { writeScaleBook } from '../support/scale-book'

// The fit's read of the book (one set-based query streamed through a cursor, the market's days
// taken by the database) against the read it replaced (2,000 loans a batch by id, four subqueries
// a loan, the days taken here), kept as the reference: on a book of the scale generator both must
// hand the fit the same loans, with the same attributes and outcomes, on PGlite and on PostgreSQL.
const BORROWERS = 1500
const COMPANY = 1
const now = new Date()
const read: FitRead = { companyId: COMPANY, timeZone: 'Asia/Bangkok', now, batchSize: 300, holdoutShare: 0.3, badDays: 30, windowMonths: 6 }

let database: Database
let cleanUp: () => Promise<void>

beforeAll(async () => {
  const shape = { step: 1, last: BORROWERS, now }
  if (process.env.TEST_DB === 'postgres') {
    const empty = await emptyPostgresDatabase()
    await (await openDatabase({ databaseUrl: empty.url })).close()
    await generateScaleData(empty.url, shape, () => undefined)
    database = await openDatabase({ databaseUrl: empty.url })
    cleanUp = empty.drop
  } else {
    const dataDir = await newDataDir('score-fit-read')
    await writeScaleBook(dataDir, shape)
    database = await openDatabase({ dataDir })
    cleanUp = () => rm(dataDir, { recursive: true, force: true })
  }
}, 180_000)

afterAll(async () => {
  await database?.close()
  await cleanUp?.()
})

/** The read before this one, batch by batch: keyset paging by id, a subquery per loan and table. */
const referenceBatch = (after: number, limit: number) => sql`
  select o.id, o.status, o.principal_minor::float8 as principal, o.quote, o.due_day, o.period_unit,
    extract(epoch from o.created_at)::float8 * 1000 as created_ms,
    u.birthday::text as birthday, u.monthly_income_minor::float8 as income, u.expenses_minor::float8 as expenses,
    bi.status as bureau_status, bi.answer as bureau_answer,
    (select extract(epoch from min(t.at))::float8 * 1000 from order_transitions t where t.order_id = o.id and t.to_status = ${ORDER_STATUS.repaying}) as paid_out_ms,
    (select count(distinct p.id)::int from orders p join apps pa on pa.id = p.app_id join order_transitions pt on pt.order_id = p.id and pt.to_status = ${ORDER_STATUS.settled}
      where p.user_id = o.user_id and pa.company_id = ${COMPANY} and p.id <> o.id and pt.at < o.created_at) as repaid_before,
    (select json_agg(json_build_object('due', sp.due_date::text, 'amount', sp.amount_minor, 'paid', sp.paid_minor, 'status', sp.status) order by sp.period)
      from schedule_periods sp where sp.order_id = o.id) as periods,
    (select json_agg(json_build_object('at', r.paid_at, 'amount', r.amount_minor) order by r.paid_at)
      from repayments r where r.order_id = o.id and r.status = 'succeeded' and r.paid_at is not null) as payments
  from orders o
  join apps a on a.id = o.app_id
  join users u on u.id = o.user_id
  left join bureau_inquiries bi on bi.order_id = o.id
  where a.company_id = ${COMPANY} and o.id > ${after}
    and o.status in (${ORDER_STATUS.repaying}, ${ORDER_STATUS.settled}, ${ORDER_STATUS.writtenOff})
  order by o.id
  limit ${limit}`

type ReferenceRow = Record<string, unknown> & { paid_out_ms: number | null; payments: { at: string; amount: number }[] | null }

/** The reference took the market's days in this process, with the market calendar's own formatter. */
function asFitRow({ paid_out_ms, payments, ...row }: ReferenceRow): unknown {
  const day = (ms: number) => localToday(read.timeZone, new Date(ms))
  return {
    ...row,
    paid_out_day: paid_out_ms === null ? null : day(paid_out_ms),
    payments: payments === null ? null : payments.map((p) => ({ day: day(Date.parse(p.at)), amount: p.amount })),
  }
}

async function referenceRead(): Promise<{ loans: FitLoan[]; unknown: number }> {
  const today = localToday(read.timeZone, now)
  const loans: FitLoan[] = []
  let unknown = 0
  for (let after = 0; ; ) {
    const rows = (await rowsOf<ReferenceRow>(database.db, referenceBatch(after, 2000))).map((r) => fitRowSchema.parse(asFitRow(r)))
    if (rows.length === 0) return { loans, unknown }
    after = rows.at(-1)?.id ?? after
    const batch = fitBatchOf(rows, read, today, 2)
    loans.push(...batch.loans)
    unknown += batch.unknown
  }
}

describe('the scorecard fit reading the book', () => {
  it('hands the fit the same loans, attributes and outcomes as the read it replaced, in the same order', async () => {
    const batches: FitBatch[] = []
    await readFitLoans(database.db, read, (batch) => batches.push(batch))
    const streamed = { loans: batches.flatMap((b) => b.loans), unknown: batches.reduce((n, b) => n + b.unknown, 0) }
    const reference = await referenceRead()
    expect(reference.loans.length).toBeGreaterThan(800)
    expect(reference.loans.some((l) => l.bad)).toBe(true)
    expect(reference.loans.some((l) => (l.inputs.repaid_loans ?? 0) > 0)).toBe(true)
    expect(reference.unknown).toBeGreaterThan(0)
    expect(streamed).toEqual(reference)
  })

  it('holds one batch at a time: no batch above the batch size', async () => {
    const sizes: number[] = []
    await readFitLoans(database.db, read, (batch) => sizes.push(batch.loans.length + batch.unknown))
    expect(sizes.length).toBeGreaterThan(2)
    expect(Math.max(...sizes)).toBe(read.batchSize)
  })

  it('gets the loans back from the spool between the passes as they were written, missing values included', async () => {
    const loans: FitLoan[] = []
    await readFitLoans(database.db, read, (batch) => loans.push(...batch.loans))
    expect(loans.some((l) => Object.values(l.inputs).includes(null))).toBe(true)
    const spool = await openLoanSpool()
    try {
      for (let i = 0; i < loans.length; i += 250) spool.write(loans.slice(i, i + 250))
      const back: FitLoan[] = []
      spool.read(400, (batch) => back.push(...batch))
      expect(back).toEqual(loans)
    } finally {
      await spool.remove()
    }
  })
})
