import type { UserInfo } from '../../../contract/schemas/accounts'
import { isTooLong, SHORT_TEXT_MAX } from '../../../contract/text-limits'
import type { Submission } from '../../offline/outbox-paths'
import type { ProfileProblem } from './problem-words'

export type QuestionValues = {
  job: string
  monthlyIncome: string
  expenses: string
  loanPurpose: string
  loanBefore: '' | 'yes' | 'no'
  guarantee: '' | 'yes' | 'no'
}
export type QuestionField = keyof QuestionValues
export const QUESTION_FIELDS: readonly QuestionField[] = ['job', 'monthlyIncome', 'expenses', 'loanPurpose', 'loanBefore', 'guarantee']

// Whole units of the currency, below the server's 1,000,000,000.
const AMOUNT_DIGITS = 9

/** An amount as typed, "22,000" or "22 000", without its grouping: what is checked and sent. */
function ungroupedAmount(typed: string): string {
  return typed.replace(/[\s,]/g, '')
}

const yesNo = (v: boolean | null): '' | 'yes' | 'no' => (v === null ? '' : v ? 'yes' : 'no')

export function questionsFromUser(user: UserInfo): QuestionValues {
  return {
    job: user.job ?? '',
    monthlyIncome: user.monthlyIncome === null ? '' : String(Math.round(user.monthlyIncome)),
    expenses: user.expenses === null ? '' : String(Math.round(user.expenses)),
    loanPurpose: user.loanPurpose ?? '',
    loanBefore: yesNo(user.loanBefore),
    guarantee: yesNo(user.guarantee),
  }
}

/** All six are required; amounts are whole units of the currency, grouped or not. */
export function validateQuestions(v: QuestionValues): Partial<Record<QuestionField, ProfileProblem>> {
  const problems: Partial<Record<QuestionField, ProfileProblem>> = {}
  for (const field of QUESTION_FIELDS) if (v[field].trim() === '') problems[field] = 'required'
  if (!problems.job && isTooLong(v.job, SHORT_TEXT_MAX)) problems.job = 'textTooLong'
  for (const field of ['monthlyIncome', 'expenses'] as const) {
    if (problems[field]) continue
    const digits = ungroupedAmount(v[field])
    if (!/^\d+$/.test(digits)) problems[field] = 'amount'
    else if (digits.replace(/^0+(?=\d)/, '').length > AMOUNT_DIGITS) problems[field] = 'amountTooLong'
  }
  return problems
}

export function questionSubmission(v: QuestionValues): Submission {
  return {
    path: '/user/update',
    body: {
      job: v.job.trim(),
      monthlyIncome: Number(ungroupedAmount(v.monthlyIncome)),
      expenses: Number(ungroupedAmount(v.expenses)),
      loanPurpose: v.loanPurpose,
      loanBefore: v.loanBefore === 'yes',
      guarantee: v.guarantee === 'yes',
    },
  }
}

export function questionFieldOf(requestField: string): QuestionField | null {
  return (QUESTION_FIELDS as readonly string[]).includes(requestField) ? (requestField as QuestionField) : null
}
