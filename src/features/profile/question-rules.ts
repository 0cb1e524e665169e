import type { UserInfo } from '../../../contract/schemas/accounts'
import type { Submission } from '../../offline/outbox'
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

const AMOUNT = /^\d{1,9}$/
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

/** All six are required; amounts are whole units of the currency. */
export function validateQuestions(v: QuestionValues): Partial<Record<QuestionField, ProfileProblem>> {
  const problems: Partial<Record<QuestionField, ProfileProblem>> = {}
  for (const field of QUESTION_FIELDS) if (v[field].trim() === '') problems[field] = 'required'
  for (const field of ['monthlyIncome', 'expenses'] as const) if (!problems[field] && !AMOUNT.test(v[field])) problems[field] = 'amount'
  return problems
}

export function questionSubmission(v: QuestionValues): Submission {
  return {
    path: '/user/update',
    body: {
      job: v.job.trim(),
      monthlyIncome: Number(v.monthlyIncome),
      expenses: Number(v.expenses),
      loanPurpose: v.loanPurpose,
      loanBefore: v.loanBefore === 'yes',
      guarantee: v.guarantee === 'yes',
    },
  }
}

export function questionFieldOf(requestField: string): QuestionField | null {
  return (QUESTION_FIELDS as readonly string[]).includes(requestField) ? (requestField as QuestionField) : null
}
