import type { Db } from '../../db/client'
import { contactsOf } from '../profile/emergency-contacts'
import type { UserRow } from '../profile/user-row'

/**
 * Identity sent and not rejected (its check may still run: the decision waits for it), basic
 * information with two contacts, a bank account and the questionnaire.
 */
export async function isProfileComplete(db: Db, user: UserRow): Promise<boolean> {
  const questionnaire = [user.job, user.monthlyIncomeMinor, user.expensesMinor, user.loanPurpose, user.loanBefore, user.guarantee]
  const basic = [user.email, user.education, user.provinceCity, user.address, user.bankName, user.cardNo]
  return (
    ['pending', 'verified', 'review'].includes(user.kycStatus) &&
    [...questionnaire, ...basic].every((v) => v !== null) &&
    (await contactsOf(db, user.id)).length === 2
  )
}
