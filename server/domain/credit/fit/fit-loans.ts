// The lender's paid-out loans as the fit reads them, a batch at a time by id (keyset paging): each
// with the scorecard's attributes as of its application and whether it went bad. Nothing holds
// more than one batch, so the memory a read takes does not grow with the book.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { BUREAU_INQUIRY_STATUSES, bureauAnswerSchema, summarize } from '../../../../contract/credit/bureau-answer'
import type { ScoreInputs } from '../../../../contract/credit/score'
import { localToday } from '../../../../contract/market/local-time'
import { ORDER_STATUS } from '../../../../contract/order-status'
import type { Db } from '../../../db/client'
import { orderMonthlyPaymentMinor } from '../../orders/order-limits'
import { rowsOf } from '../../staff/reports/report-range'
import { scoreInputsOf } from '../score-inputs'
import { loanOutcome } from './loan-outcome'

export type FitLoan = { id: number; inputs: ScoreInputs; bad: boolean; holdout: boolean }

const rowSchema = z.object({
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
  paid_out_ms: z.nullable(z.number()),
  repaid_before: z.number(),
  periods: z.nullable(z.array(z.object({ due: z.string(), amount: z.number(), paid: z.number(), status: z.number() }))),
  payments: z.nullable(z.array(z.object({ at: z.string(), amount: z.number() }))),
})
type Row = z.infer<typeof rowSchema>

/**
 * Held out of the fit when the first 32 bits of sha256(`score-fit:<id>`) / 2³² fall below the
 * share: the same loan is always on the same side, whichever batch or run reads it.
 */
export function heldOut(id: number, share: number): boolean {
  return createHash('sha256').update(`score-fit:${id}`).digest().readUInt32BE(0) / 2 ** 32 < share
}

// Numbers as float8 and days as text: node-postgres and PGlite then answer the same types.
const batchQuery = (companyId: number, after: number, limit: number) => sql`
  select o.id, o.status, o.principal_minor::float8 as principal, o.quote, o.due_day, o.period_unit,
    extract(epoch from o.created_at)::float8 * 1000 as created_ms,
    u.birthday::text as birthday, u.monthly_income_minor::float8 as income, u.expenses_minor::float8 as expenses,
    bi.status as bureau_status, bi.answer as bureau_answer,
    (select extract(epoch from min(t.at))::float8 * 1000 from order_transitions t where t.order_id = o.id and t.to_status = ${ORDER_STATUS.repaying}) as paid_out_ms,
    (select count(distinct p.id)::int from orders p join apps pa on pa.id = p.app_id join order_transitions pt on pt.order_id = p.id and pt.to_status = ${ORDER_STATUS.settled}
      where p.user_id = o.user_id and pa.company_id = ${companyId} and p.id <> o.id and pt.at < o.created_at) as repaid_before,
    (select json_agg(json_build_object('due', sp.due_date::text, 'amount', sp.amount_minor, 'paid', sp.paid_minor, 'status', sp.status) order by sp.period)
      from schedule_periods sp where sp.order_id = o.id) as periods,
    (select json_agg(json_build_object('at', r.paid_at, 'amount', r.amount_minor) order by r.paid_at)
      from repayments r where r.order_id = o.id and r.status = 'succeeded' and r.paid_at is not null) as payments
  from orders o
  join apps a on a.id = o.app_id
  join users u on u.id = o.user_id
  left join bureau_inquiries bi on bi.order_id = o.id
  where a.company_id = ${companyId} and o.id > ${after}
    and o.status in (${ORDER_STATUS.repaying}, ${ORDER_STATUS.settled}, ${ORDER_STATUS.writtenOff})
  order by o.id
  limit ${limit}`

export type FitRead = { companyId: number; timeZone: string; now: Date; batchSize: number; holdoutShare: number; badDays: number; windowMonths: number }

/** Batches of the loans whose outcome is known (bad, finished, or past their window). */
export async function* fitLoans(db: Db, read: FitRead): AsyncGenerator<{ loans: FitLoan[]; unknown: number }> {
  const today = localToday(read.timeZone, read.now)
  let after = 0
  for (;;) {
    const rows = (await rowsOf<unknown>(db, batchQuery(read.companyId, after, read.batchSize))).map((r) => rowSchema.parse(r))
    if (rows.length === 0) return
    after = rows.at(-1)?.id ?? after
    const loans: FitLoan[] = []
    let unknown = 0
    for (const row of rows) {
      const loan = fitLoanOf(row, read, today)
      if (loan) loans.push(loan)
      else unknown++
    }
    yield { loans, unknown }
  }
}

function fitLoanOf(row: Row, read: FitRead, today: string): FitLoan | null {
  if (row.paid_out_ms === null) return null
  const day = (ms: number) => localToday(read.timeZone, new Date(ms))
  const outcome = loanOutcome(
    (row.periods ?? []).map((p) => ({ dueDate: p.due, amountMinor: p.amount, paidMinor: p.paid, repaid: p.status === 1 })),
    (row.payments ?? []).map((p) => ({ day: day(Date.parse(p.at)), amountMinor: p.amount })),
    { payoutDay: day(row.paid_out_ms), finished: row.status !== ORDER_STATUS.repaying },
    read,
    today,
  )
  if (!outcome.known) return null
  const monthlyPaymentMinor = orderMonthlyPaymentMinor({ quote: row.quote, dueDay: row.due_day, periodUnit: row.period_unit })
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
