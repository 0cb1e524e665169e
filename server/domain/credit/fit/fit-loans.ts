// The lender's paid-out loans as the fit reads them, streamed from one query a batch at a time:
// each with the scorecard's attributes as of its application and whether it went bad. Nothing
// holds more than one batch, so the memory a read takes does not grow with the book.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { BUREAU_INQUIRY_STATUSES, bureauAnswerSchema, summarize } from '../../../../contract/credit/bureau-answer'
import type { ScoreInputs } from '../../../../contract/credit/score'
import { localToday } from '../../../../contract/market/local-time'
import { ORDER_STATUS } from '../../../../contract/order-status'
import type { Db } from '../../../db/client'
import { marketOfCompany } from '../../markets/company-market'
import { orderMonthlyPaymentMinor } from '../../orders/order-limits'
import { rowsOf } from '../../staff/reports/report-range'
import { scoreInputsOf } from '../score-inputs'
import { loanOutcome } from './loan-outcome'

export type FitLoan = { id: number; inputs: ScoreInputs; bad: boolean; holdout: boolean }

export const fitRowSchema = z.object({
  id: z.number(),
  status: z.number(),
  principal: z.number(),
  quote: z.object({ perPeriod: z.number() }),
  due_day: z.unknown(),
  period_unit: z.string(),
  created_ms: z.number(),
  birthday: z.nullable(z.string()),
  income: z.nullable(z.number()),
  expenses: z.nullable(z.number()),
  bureau_status: z.nullable(z.enum(BUREAU_INQUIRY_STATUSES)),
  bureau_answer: z.unknown(),
  paid_out_day: z.nullable(z.string()),
  repaid_before: z.number(),
  periods: z.nullable(z.array(z.object({ due: z.string(), amount: z.number(), paid: z.number(), status: z.number() }))),
  payments: z.nullable(z.array(z.object({ day: z.string(), amount: z.number() }))),
})
export type FitRow = z.infer<typeof fitRowSchema>

/**
 * Held out of the fit when the first 32 bits of sha256(`score-fit:<id>`) / 2³² fall below the
 * share: the same loan is always on the same side, whichever batch or run reads it.
 */
export function heldOut(id: number, share: number): boolean {
  return createHash('sha256').update(`score-fit:${id}`).digest().readUInt32BE(0) / 2 ** 32 < share
}

// Numbers as float8 and days as text: node-postgres and PGlite then answer the same types. The
// payout's and the payments' days are the market's calendar days (docs/scorecard.md), taken by the
// database, which holds the same IANA zones: a formatter call per payment cost this process more
// than the query.
// One set-based query over the lender's book: each table the outcome and the attributes come from
// is read once and grouped by loan (hash or merge joins), where a subquery per loan would cost an
// index lookup each and grow with the book's size on disk. Ordered by id, as the fit has always
// read the loans, so its tallies meet them in the same order.
export const bookQuery = (companyId: number, timeZone: string) => sql`
  with book as materialized (
    select o.id, o.user_id, o.status, o.principal_minor, o.quote, o.due_day, o.period_unit, o.created_at
    from orders o join apps a on a.id = o.app_id
    where a.company_id = ${companyId} and o.status in (${ORDER_STATUS.repaying}, ${ORDER_STATUS.settled}, ${ORDER_STATUS.writtenOff})
  ),
  paid_out as (
    select t.order_id, (min(t.at) at time zone ${timeZone})::date::text as day
    from order_transitions t join book on book.id = t.order_id
    where t.to_status = ${ORDER_STATUS.repaying}
    group by t.order_id
  ),
  -- A loan of this lender counts as repaid before an application from its first settling on.
  settled as (
    select p.id, p.user_id, min(pt.at) as at
    from orders p join apps pa on pa.id = p.app_id join order_transitions pt on pt.order_id = p.id and pt.to_status = ${ORDER_STATUS.settled}
    where pa.company_id = ${companyId}
    group by p.id, p.user_id
  ),
  repaid_before as (
    select book.id, count(*)::int as n
    from book join settled s on s.user_id = book.user_id and s.id <> book.id and s.at < book.created_at
    group by book.id
  ),
  periods as (
    select sp.order_id, json_agg(json_build_object('due', sp.due_date::text, 'amount', sp.amount_minor, 'paid', sp.paid_minor, 'status', sp.status) order by sp.period) as periods
    from schedule_periods sp join book on book.id = sp.order_id
    group by sp.order_id
  ),
  payments as (
    select r.order_id, json_agg(json_build_object('day', (r.paid_at at time zone ${timeZone})::date::text, 'amount', r.amount_minor) order by r.paid_at) as payments
    from repayments r join book on book.id = r.order_id
    where r.status = 'succeeded' and r.paid_at is not null
    group by r.order_id
  )
  select book.id, book.status, book.principal_minor::float8 as principal, book.quote, book.due_day, book.period_unit,
    extract(epoch from book.created_at)::float8 * 1000 as created_ms,
    u.birthday::text as birthday, u.monthly_income_minor::float8 as income, u.expenses_minor::float8 as expenses,
    bi.status as bureau_status, bi.answer as bureau_answer,
    paid_out.day as paid_out_day, coalesce(repaid_before.n, 0) as repaid_before, periods.periods, payments.payments
  from book
  join users u on u.id = book.user_id
  left join bureau_inquiries bi on bi.order_id = book.id
  left join paid_out on paid_out.order_id = book.id
  left join repaid_before on repaid_before.id = book.id
  left join periods on periods.order_id = book.id
  left join payments on payments.order_id = book.id
  order by book.id`

export type FitRead = { companyId: number; timeZone: string; now: Date; batchSize: number; holdoutShare: number; badDays: number; windowMonths: number }
export type FitBatch = { loans: FitLoan[]; unknown: number }

/**
 * Hands `onBatch` the loans whose outcome is known (bad, finished, or past their window), a batch
 * at a time from a cursor over one query: the database streams the book, this process holds one
 * batch. In a read-only transaction, as a cursor needs one; planned for all its rows, not the first.
 */
export async function readFitLoans(db: Db, read: FitRead, onBatch: (batch: FitBatch) => void): Promise<void> {
  const today = localToday(read.timeZone, read.now)
  const { minorDigits } = await marketOfCompany(db, read.companyId)
  await db.transaction(
    async (tx) => {
      // JIT compiling this query's expressions costs seconds and gains nothing on a scan this plain;
      // the sorts and groupings get room enough to stay in memory for a book of a million loans.
      await tx.execute(sql`set local cursor_tuple_fraction = 1`)
      await tx.execute(sql`set local jit = off`)
      await tx.execute(sql`set local work_mem = '64MB'`)
      // The first fetch waits for the whole book to be grouped and sorted: minutes at full scale,
      // where the pool's limit is set for a request's statements, not a batch command's.
      await tx.execute(sql`set local statement_timeout = 0`)
      await tx.execute(sql`declare fit_book no scroll cursor for ${bookQuery(read.companyId, read.timeZone)}`)
      for (;;) {
        const rows = (await rowsOf<unknown>(tx, sql`fetch forward ${sql.raw(String(read.batchSize))} from fit_book`)).map((r) => fitRowSchema.parse(r))
        if (rows.length === 0) break
        onBatch(fitBatchOf(rows, read, today, minorDigits))
      }
      await tx.execute(sql`close fit_book`)
    },
    { accessMode: 'read only' },
  )
}

/** One batch of rows read as the fit sees them; `digits`: the company's currency's (the stored quotes are in major units). */
export function fitBatchOf(rows: readonly FitRow[], read: FitRead, today: string, digits: number): FitBatch {
  const loans: FitLoan[] = []
  let unknown = 0
  for (const row of rows) {
    const loan = fitLoanOf(row, read, today, digits)
    if (loan) loans.push(loan)
    else unknown++
  }
  return { loans, unknown }
}

function fitLoanOf(row: FitRow, read: FitRead, today: string, digits: number): FitLoan | null {
  if (row.paid_out_day === null) return null
  const outcome = loanOutcome(
    (row.periods ?? []).map((p) => ({ dueDate: p.due, amountMinor: p.amount, paidMinor: p.paid, repaid: p.status === 1 })),
    (row.payments ?? []).map((p) => ({ day: p.day, amountMinor: p.amount })),
    { payoutDay: row.paid_out_day, finished: row.status !== ORDER_STATUS.repaying },
    read,
    today,
  )
  if (!outcome.known) return null
  const monthlyPaymentMinor = orderMonthlyPaymentMinor({ quote: row.quote, dueDay: row.due_day, periodUnit: row.period_unit }, digits)
  const answer = row.bureau_answer === null ? null : bureauAnswerSchema.safeParse(row.bureau_answer)
  const inquiry = row.bureau_status === null ? null : { status: row.bureau_status, summary: answer?.success ? summarize(answer.data) : null }
  const inputs = scoreInputsOf(
    { birthday: row.birthday, monthlyIncomeMinor: row.income, expensesMinor: row.expenses },
    { amountMinor: row.principal, monthlyPaymentMinor },
    inquiry,
    row.repaid_before,
    new Date(row.created_ms),
  )
  return { id: row.id, inputs, bad: outcome.bad, holdout: heldOut(row.id, read.holdoutShare) }
}
