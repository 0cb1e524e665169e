import { and, eq } from 'drizzle-orm'
import { adminPhotoUrl } from '../../../../contract/admin/endpoints'
import type { ReviewOrder } from '../../../../contract/admin/schemas/review'
import { ApiError } from '../../../../contract/api-error'
import { toMajor } from '../../../../contract/money'
import { mask, maskTail } from '../../../../contract/validation'
import type { Db } from '../../../db/client'
import { apps, orders } from '../../../db/schema'
import { marketOfCompany } from '../../markets/company-market'
import { contactsOf } from '../../profile/emergency-contacts'
import { appsOfCompany } from '../../tenancy/company-scope'
import { borrowerRow, holdOf } from '../borrower-row'
import { findingsFor } from './findings'
import { decisionsOfOrder } from './staff-decisions'
import { reviewCredit } from '../../credit/review-credit'

type WireQuote = { total: number; perPeriod: number; apr: number }

/** Everything a reviewer needs on one page, with ID, phone and account numbers masked. */
export async function reviewOrder(db: Db, orderId: number, companyId: number, now: Date): Promise<ReviewOrder> {
  const [row] = await db
    .select({ order: orders, appName: apps.name })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(and(eq(orders.id, orderId), appsOfCompany(companyId)))
  if (!row) throw new ApiError(40007)
  const { order, appName } = row
  const user = await borrowerRow(db, order.userId, companyId)
  const { minorDigits } = await marketOfCompany(db, companyId)
  const quote = order.quote as WireQuote
  const photo = (key: string | null, field: string) => (key === null ? null : adminPhotoUrl(user.id, field))
  return {
    order: {
      orderId: order.id,
      status: order.status,
      appName,
      principal: toMajor(order.principalMinor, minorDigits),
      total: quote.total,
      perPeriod: quote.perPeriod,
      apr: quote.apr,
      ratePerPeriodPercent: order.rate / 1000,
      periods: order.periods,
      periodUnit: order.periodUnit,
      appliedAt: order.createdAt.toISOString(),
    },
    applicant: {
      userId: user.id,
      realName: user.realName,
      identityMasked: user.identity === null ? null : mask(user.identity),
      mobileMasked: maskTail(user.mobile),
      sex: user.sex,
      birthday: user.birthday,
      marriage: user.marriage,
      email: user.email,
      education: user.education,
      provinceCity: user.provinceCity,
      address: user.address,
      identityVerified: user.identityVerified,
      hold: holdOf(user),
      registeredAt: user.createdAt.toISOString(),
    },
    bank: user.bankName !== null && user.cardNo !== null ? { bankName: user.bankName, cardNoMasked: mask(user.cardNo) } : null,
    questionnaire: {
      job: user.job,
      monthlyIncome: user.monthlyIncomeMinor === null ? null : toMajor(user.monthlyIncomeMinor, minorDigits),
      expenses: user.expensesMinor === null ? null : toMajor(user.expensesMinor, minorDigits),
      loanPurpose: user.loanPurpose,
      loanBefore: user.loanBefore,
      guarantee: user.guarantee,
    },
    contacts: (await contactsOf(db, user.id)).map((c) => ({ name: c.name, relation: c.relation, mobileMasked: maskTail(c.mobile) })),
    photos: {
      frontImage: photo(user.identityFrontKey, 'frontImage'),
      backImage: photo(user.identityBackKey, 'backImage'),
      handHoldImage: photo(user.identityHandKey, 'handHoldImage'),
    },
    findings: await findingsFor(db, order, user, now),
    decisions: await decisionsOfOrder(db, order.id, companyId),
    credit: await reviewCredit(db, order.id, order.decision, minorDigits),
  }
}
