import { asc } from 'drizzle-orm'
import { toMajor } from '../../../contract/money'
import { dueDayChoiceOf } from '../../../contract/repayment-day'
import type { Product } from '../../../contract/schemas/products'
import type { Db } from '../../db/client'
import { apps } from '../../db/schema'
import { appsOfCompany } from '../tenancy/company-scope'
import { lendingTerms } from './lending-terms'

/** The company's products, offered by the market rules as they stand `now`; none when no company is known (see tenancy/viewer-company.ts). */
export async function listProducts(db: Db, companyId: number | null, now: Date): Promise<Product[]> {
  if (companyId === null) return []
  const rows = await db.select({ id: apps.id }).from(apps).where(appsOfCompany(companyId)).orderBy(asc(apps.id))
  return Promise.all(
    rows.map(async ({ id }) => {
      const terms = await lendingTerms(db, id, now)
      const { app, offered, minorDigits } = terms
      const dueDayChoice = dueDayChoiceOf({ dueDayChoice: app.dueDayChoice, periodUnit: terms.periodUnit, twiceMonthly: terms.twiceMonthly })
      const disabledReason = app.disabled ? 'paused_by_lender' : offered.length === 0 ? 'outside_market_rules' : null
      return {
        id: app.id,
        name: app.name,
        logo: app.logo,
        maxAmount: toMajor(app.maxAmountMinor, minorDigits),
        minAmount: toMajor(app.minAmountMinor, minorDigits),
        step: toMajor(app.stepMinor, minorDigits),
        defaultRate: app.defaultRate,
        disabled: disabledReason !== null,
        disabledReason,
        ...(dueDayChoice ? { dueDayChoice } : {}),
      }
    }),
  )
}

/** The configId of a product is its own id: one set of period configs per product. */
export async function periodConfigOf(db: Db, appId: number, now: Date) {
  const { app, offered } = await lendingTerms(db, appId, now)
  return { id: app.id, rateConfigs: offered.map((row) => ({ periodDays: row.periods, rate: row.rate })) }
}
