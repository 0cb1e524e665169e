import { ApiError } from '../../../contract/api-error'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { localToday } from '../../../contract/market/local-time'
import { toMajor } from '../../../contract/money'
import type { LoanOffer } from '../../../contract/schemas/products'
import type { Db } from '../../db/client'
import { effectiveConfigs } from '../configs/company-configs'
import { userRow } from '../profile/user-row'
import { lendingTerms } from '../products/lending-terms'
import { requireAppOfCompany } from '../tenancy/company-scope'
import { applicantOf, decisionRulesOf } from './decision-inputs'
import { historyLimitOf } from './history-limit'
import { bestOffer } from './offer-search'
import { isProfileComplete } from './profile-complete'

/**
 * What the borrower can borrow from one of their lender's products now: the largest amount
 * /loan/apply takes and the decision approves, from the income and expenses they declared.
 */
export async function loanOffer(db: Db, userId: number, appId: number, now: Date): Promise<LoanOffer> {
  const user = await userRow(db, userId)
  await requireAppOfCompany(db, appId, user.companyId)
  if (user.holdReason) throw new ApiError(20003)
  const terms = await lendingTerms(db, appId)
  if (terms.app.disabled || terms.offered.length === 0) throw new ApiError(10004, { fields: ['appId'] })
  // /loan/apply refuses an incomplete profile before any rule is read: completing it comes first.
  if (!(await isProfileComplete(db, user))) return nothingOffered(['profile_incomplete'])
  const limit = await historyLimitOf(db, userId, terms)
  const offer = bestOffer({
    rules: decisionRulesOf(await effectiveConfigs(db, appId)),
    applicant: await applicantOf(db, user, null),
    product: { ...terms.app, maxAmountMinor: limit.limitMinor },
    configs: terms.offered,
    marketRules: terms.rules,
    periodUnit: terms.periodUnit,
    startDate: localToday(terms.timeZone, now),
    now,
  })
  if ('reasons' in offer) return nothingOffered(offer.reasons)
  const grown = limit.reason ? { historyLimit: { amount: toMajor(limit.limitMinor), reason: limit.reason } } : {}
  return { maxAmount: toMajor(offer.amountMinor), periodDays: offer.periods, monthlyPayment: toMajor(offer.monthlyPaymentMinor), reasons: [], ...grown }
}

function nothingOffered(reasons: DecisionReason[]): LoanOffer {
  return { maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons }
}
