// What a credit bureau says about a borrower, in the one shape every bureau adapter maps its
// report to (docs/credit-bureau.md). Amounts are integer minor units of the market's currency.
import * as z from 'zod/mini'
import type { BureauFigures } from '../credit-limits'

const count = z.int().check(z.minimum(0))

export const bureauAccountSchema = z.object({
  /** The reporting lender as the bureau names it (a member code or a name). */
  lender: z.string(),
  /** installment, revolving, or other (credit cards and lines are revolving). */
  kind: z.enum(['installment', 'revolving', 'other']),
  openedOn: z.string(),
  limitMinor: count,
  balanceMinor: count,
  /** The monthly instalment the lender reported; 0 when none was reported. */
  instalmentMinor: count,
  pastDueMinor: count,
  /** The worst days past due the bureau reports for this account over its look-back. */
  worstDaysPastDue: count,
})

export const bureauAnswerSchema = z.object({
  /** False: the bureau holds no file on this person (a thin file, not a bad one). */
  fileFound: z.boolean(),
  /** Open credit accounts, one entry each. */
  accounts: z.array(bureauAccountSchema),
  /** Inquiries by lenders in the last six months, this one not counted. */
  inquiriesLast6Months: count,
})
export type BureauAnswer = z.infer<typeof bureauAnswerSchema>
export type BureauAccount = z.infer<typeof bureauAccountSchema>

/** The figures the decision, the limits and the staff page read from an answer. */
export type BureauSummary = {
  fileFound: boolean
  openLoans: number
  /** Distinct lenders with an open account. */
  lenders: string[]
  openBalanceMinor: number
  monthlyInstalmentsMinor: number
  pastDueMinor: number
  worstDelinquencyDays: number
  inquiriesLast6Months: number
}

export function summarize(answer: BureauAnswer): BureauSummary {
  const sum = (pick: (a: BureauAccount) => number) => answer.accounts.reduce((total, a) => total + pick(a), 0)
  return {
    fileFound: answer.fileFound,
    openLoans: answer.accounts.length,
    lenders: [...new Set(answer.accounts.map((a) => a.lender))].sort(),
    openBalanceMinor: sum((a) => a.balanceMinor),
    monthlyInstalmentsMinor: sum((a) => a.instalmentMinor),
    pastDueMinor: sum((a) => a.pastDueMinor),
    worstDelinquencyDays: answer.accounts.reduce((worst, a) => Math.max(worst, a.worstDaysPastDue), 0),
    inquiriesLast6Months: answer.inquiriesLast6Months,
  }
}

/**
 * What the limits read from an answer (contract/credit-limits.ts): the lenders of open instalment
 * and revolving accounts, and every instalment reported. A bureau's account kinds do not tell a
 * personal credit line from a card, so revolving accounts count among the lenders: the law's count
 * of personal-loan lenders is then over-stated at worst, never missed (docs/limits.md).
 */
export function bureauFigures(answer: BureauAnswer): BureauFigures {
  const lenders = new Set(answer.accounts.filter((a) => a.kind !== 'other').map((a) => a.lender))
  return { openPersonalLoanLenders: lenders.size, monthlyDebtMinor: answer.accounts.reduce((total, a) => total + a.instalmentMinor, 0) }
}

/**
 * pending: asked, no answer yet; answered; no_consent: never asked, the borrower did not allow it;
 * unavailable: the bureau gave no usable answer in time.
 */
export const BUREAU_INQUIRY_STATUSES = ['pending', 'answered', 'no_consent', 'unavailable'] as const
export type BureauInquiryStatus = (typeof BUREAU_INQUIRY_STATUSES)[number]
