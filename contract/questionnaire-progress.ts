// Whether the borrower answered the questionnaire about their means. It is asked once per
// borrower, not once per loan: a second application goes straight to the products, and the
// answers are changed from My.
import type { UserInfo } from './schemas/accounts'

type Answers = Pick<UserInfo, 'job' | 'monthlyIncome' | 'expenses' | 'loanPurpose' | 'loanBefore' | 'guarantee'>

export function questionnaireAnswered(user: Answers): boolean {
  return [user.job, user.monthlyIncome, user.expenses, user.loanPurpose, user.loanBefore, user.guarantee].every((v) => v !== null)
}
