// The numbers the scorecard reads (contract/credit/scorecard.ts, SCORE_ATTRIBUTES), from the
// application, the borrower's stated figures, the kept bureau answer and their own history.
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { BureauSummary } from '../../../contract/credit/bureau-answer'
import type { ScoreInputs } from '../../../contract/credit/score'
import { ORDER_STATUS } from '../../../contract/order-status'
import { ageOn } from '../../../contract/validation'
import { apps, orders } from '../../db/schema'
import type { UserRow } from '../profile/user-row'
import type { KeptInquiry } from './kept-answer'

// Income after expenses of nothing or less: the payment takes "everything", the worst bin.
const NO_ROOM_PERCENT = 1000

export type ScoredApplication = { amountMinor: number; monthlyPaymentMinor: number }

export function scoreInputsOf(
  user: Pick<UserRow, 'birthday' | 'monthlyIncomeMinor' | 'expensesMinor'>,
  application: ScoredApplication,
  inquiry: Pick<KeptInquiry, 'status' | 'summary'> | null,
  repaidLoans: number,
  today: Date,
): ScoreInputs {
  const income = user.monthlyIncomeMinor
  const spare = income === null ? null : income - (user.expensesMinor ?? 0)
  const percent = (part: number, whole: number) => Math.round((part * 100) / whole)
  return {
    age: user.birthday ? ageOn(user.birthday, today) : null,
    payment_to_spare: spare === null ? null : spare <= 0 ? NO_ROOM_PERCENT : percent(application.monthlyPaymentMinor, spare),
    amount_to_income: income === null || income <= 0 ? null : percent(application.amountMinor, income),
    ...bureauInputs(inquiry?.status === 'answered' ? inquiry.summary : null, income),
    repaid_loans: repaidLoans,
  }
}

function bureauInputs(summary: BureauSummary | null, income: number | null) {
  if (summary === null) return { bureau_open_loans: null, bureau_worst_delinquency: null, bureau_past_due: null, bureau_inquiries: null }
  return {
    bureau_open_loans: summary.openLoans,
    // No file: nothing is known of how they repay, which is not the same as repaying on time.
    bureau_worst_delinquency: summary.fileFound ? summary.worstDelinquencyDays : null,
    bureau_past_due: summary.pastDueMinor === 0 ? 0 : income === null || income <= 0 ? null : Math.round((summary.pastDueMinor * 100) / income),
    bureau_inquiries: summary.inquiriesLast6Months,
  }
}

/** How many loans the borrower repaid in full with the lender `companyId`, as a subquery of a caller's statement. */
export function repaidLoansCount(userId: number, companyId: SQLWrapper): SQL<number> {
  const app = alias(apps, 'repaid_app')
  return sql<number>`(select count(*)::int from ${orders} inner join ${apps} ${app} on ${app.id} = ${orders.appId} where ${and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.settled), eq(app.companyId, companyId))})`
}
