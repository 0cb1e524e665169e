import { ApiError } from '../../../contract/api-error'
import { principalCeilingMinor } from '../../../contract/credit-limits'
import type { DecisionReason } from '../../../contract/decision-reasons'
import { withinCeiling } from '../../../contract/loan-history-limit'
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
 * /loan/apply takes and the decision approves, from the income and expenses they declared. An
 * amount above the law's limit or what they can afford is never offered: the offer is lowered,
 * with the reasons, and when even the product's minimum is beyond it, nothing is offered.
 */
export async function loanOffer(db: Db, userId: number, appId: number, now: Date): Promise<LoanOffer> {
  const user = await userRow(db, userId)
  await requireAppOfCompany(db, appId, user.companyId)
  if (user.holdReason) throw new ApiError(20003)
  const terms = await lendingTerms(db, appId, now)
  if (terms.app.disabled || terms.offered.length === 0) throw new ApiError(10004, { fields: ['appId'] })
  const digits = terms.minorDigits
  const minAmount = toMajor(terms.app.minAmountMinor, digits)
  // /loan/apply refuses an incomplete profile before any rule is read: completing it comes first.
  if (!(await isProfileComplete(db, user))) return nothingOffered(minAmount, ['profile_incomplete'])
  const rules = decisionRulesOf(await effectiveConfigs(db, appId))
  const applicant = await applicantOf(db, user, rules)
  // The product and history bound the search; the law and affordability are decide()'s, so the reasons name them.
  const limit = await historyLimitOf(db, userId, terms)
  const offer = bestOffer({
    rules,
    applicant,
    product: { ...terms.app, maxAmountMinor: limit.limitMinor },
    configs: terms.offered,
    marketRules: terms.rules,
    periodUnit: terms.periodUnit,
    startDate: localToday(terms.timeZone, now),
    minorDigits: terms.minorDigits,
    now,
  })
  if ('reasons' in offer) return nothingOffered(minAmount, offer.reasons)
  const shown = withinCeiling(limit, principalCeilingMinor(applicant.creditLimit))
  const grown = shown.reason ? { historyLimit: { amount: toMajor(shown.limitMinor, digits), reason: shown.reason } } : {}
  return {
    minAmount,
    maxAmount: toMajor(offer.amountMinor, digits),
    periodDays: offer.periods,
    monthlyPayment: toMajor(offer.monthlyPaymentMinor, digits),
    reasons: offer.loweredBy,
    ...grown,
  }
}

function nothingOffered(minAmount: number, reasons: DecisionReason[]): LoanOffer {
  return { minAmount, maxAmount: 0, periodDays: 0, monthlyPayment: 0, reasons }
}
