// What a product may actually offer: its period configs that keep within the market
// rules (company config MARKET_RULES, else the built-in market's). A config that breaks
// them is never offered, and is reported once at start-up by auditProducts.
import { asc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { PeriodUnit } from '../../../contract/loan-math'
import { checkProduct, type MarketRules, marketRulesSchema, type Violation } from '../../../contract/market-rules'
import type { Db } from '../../db/client'
import { apps, periodConfigs } from '../../db/schema'
import type { Logger } from '../../logger'
import { effectiveConfigs } from '../configs/company-configs'
import { marketOfCompany } from '../markets/company-market'
import { localToday } from '../../../contract/market/local-time'
import type { Disclosure } from '../../../contract/market/types'

export type AppRow = typeof apps.$inferSelect
export type PeriodConfigRow = typeof periodConfigs.$inferSelect

export type LendingTerms = {
  app: AppRow
  offered: PeriodConfigRow[]
  refused: { config: PeriodConfigRow; violations: Violation[] }[]
  rules: MarketRules
  periodUnit: PeriodUnit
  currency: string
  /** Digits of the currency's minor unit, for every amount shown or typed. */
  minorDigits: number
  timeZone: string
  /** Whether the market's paydays let a borrower repay twice a month (contract/repayment-day.ts). */
  twiceMonthly: boolean
  /** Which rate the market's regulator requires shown (contract/disclosed-rate.ts). */
  disclosure: Disclosure
  /** The market's local day the configs were judged on, for a dated cap. */
  today: string
}

const UNITS: readonly PeriodUnit[] = ['month', 'week', 'day']

/**
 * `now` is when a loan would be quoted: a dated cap (MarketRules.maxDailyPercentSteps) offers a
 * config by the cap of that local day. Callers that price a loan pass their clock.
 */
export async function lendingTerms(db: Db, appId: number, now: Date = new Date()): Promise<LendingTerms> {
  const [app] = await db.select().from(apps).where(eq(apps.id, appId))
  if (!app) throw new ApiError(40007, { fields: ['appId'] })
  const configs = await effectiveConfigs(db, appId)
  const parsed = marketRulesSchema.safeParse(configs.MARKET_RULES)
  const market = await marketOfCompany(db, app.companyId)
  const rules = parsed.success ? parsed.data : market.rules
  const periodUnit = UNITS.find((u) => u === configs.PERIOD_UNIT) ?? 'month'
  const currency = market.currency
  const rows = await db.select().from(periodConfigs).where(eq(periodConfigs.appId, appId)).orderBy(asc(periodConfigs.periods))
  const today = localToday(market.timeZone, now)
  const offered: PeriodConfigRow[] = []
  const refused: LendingTerms['refused'] = []
  for (const config of rows) {
    const violations = checkProduct(rules, {
      rate: config.rate,
      periodsOptions: [config.periods],
      minAmountMinor: app.minAmountMinor,
      maxAmountMinor: app.maxAmountMinor,
      periodUnit,
    }, today)
    if (violations.length === 0) offered.push(config)
    else refused.push({ config, violations })
  }
  return { app, offered, refused, rules, periodUnit, currency, minorDigits: market.minorDigits, timeZone: market.timeZone, twiceMonthly: market.twiceMonthlyRepayment, disclosure: market.disclosure, today }
}

/** Logs every period config the market rules refuse, so the lender sees why it is not offered. */
export async function auditProducts(db: Db, log: Logger): Promise<void> {
  for (const app of await db.select({ id: apps.id }).from(apps)) {
    const { refused } = await lendingTerms(db, app.id)
    for (const { config, violations } of refused) {
      log.error({ msg: 'period config refused by the market rules', appId: app.id, configId: config.id, periods: config.periods, rate: config.rate, violations })
    }
  }
}
