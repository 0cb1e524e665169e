import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { isTextConfigKey } from '../../../contract/company-config-keys'
import { DEFAULT_CREDIT_POLICY } from '../../../contract/credit-policy'
import { DEFAULT_EXTENSION_POLICY } from '../../../contract/loan-extension'
import { DEFAULT_TICKET_SERVICE_DAYS } from '../../../contract/tickets'
import type { MarketPack } from '../../../contract/market'
import type { Db } from '../../db/client'
import { apps, companyConfigs } from '../../db/schema'
import { marketOfCompany } from '../markets/company-market'

/** What the company's market says, unless the lender replaced a list in its configs; MARKET and ID_TYPES it cannot replace. */
function builtIn(market: MarketPack): Record<string, unknown> {
  return {
    BANK_LIST: market.payoutChannels.map(({ code, name, names, logo, kind, account }) => ({ code, name, names, logo, kind, account })),
    REGION_LIST: market.regions,
    CURRENCY: market.currency,
    MARKET_RULES: market.rules,
    PAYMENT_METHODS: market.paymentMethods,
    EXTENSION_POLICY: DEFAULT_EXTENSION_POLICY,
    CREDIT_POLICY: DEFAULT_CREDIT_POLICY,
    TICKET_SERVICE_DAYS: DEFAULT_TICKET_SERVICE_DAYS,
  }
}

function marketConfigs(market: MarketPack): Record<string, unknown> {
  return {
    MARKET: { code: market.code, currency: market.currency, callingCode: market.callingCode, timeZone: market.timeZone, locales: market.locales },
    ID_TYPES: market.idTypes.map(({ code, label }) => ({ code, label })),
    // The currency is the market's: a lender's CURRENCY row cannot make baht loans in Manila.
    CURRENCY: market.currency,
    // Where the regulator sets the service time (PH), a lender's own number does not replace it.
    ...(market.complaints.acknowledgeWithinWorkingDays === null ? {} : { TICKET_SERVICE_DAYS: market.complaints.acknowledgeWithinWorkingDays }),
  }
}

export async function companyOfApp(db: Db, appId: number): Promise<number> {
  const [app] = await db.select({ companyId: apps.companyId }).from(apps).where(eq(apps.id, appId))
  if (!app) throw new ApiError(40007, { fields: ['appId'] })
  return app.companyId
}

// Staff-only settings: a borrower must not see the thresholds the decision engine uses.
const PRIVATE_KEYS = new Set(['DECISION_RULES', 'FRAUD_RULES'])

/** What borrowers get from /loan/getAllCompanyConfigs. */
export async function publicConfigs(db: Db, appId: number): Promise<Record<string, unknown>> {
  const configs = await effectiveConfigs(db, appId)
  return Object.fromEntries(Object.entries(configs).filter(([key]) => !PRIVATE_KEYS.has(key)))
}

export async function effectiveConfigs(db: Db, appId: number): Promise<Record<string, unknown>> {
  return companyConfigsOf(db, await companyOfApp(db, appId))
}

/** effectiveConfigs for a caller that already knows the app's company. */
export async function companyConfigsOf(db: Db, companyId: number): Promise<Record<string, unknown>> {
  const market = await marketOfCompany(db, companyId)
  return configsFrom(await db.select().from(companyConfigs).where(eq(companyConfigs.companyId, companyId)), market)
}

export type ConfigRow = { key: string; value: string }

/** The company's configs from its rows, read in a caller's own statement (companyConfigRowsJson). */
export function configsFrom(rows: readonly ConfigRow[], market: MarketPack): Record<string, unknown> {
  const configs: Record<string, unknown> = builtIn(market)
  for (const { key, value } of rows) configs[key] = isTextConfigKey(key) ? value : parseJson(value)
  return { ...configs, ...marketConfigs(market) }
}

/** A company's config rows as a JSON subquery over `companyId`, for configsFrom. */
export function companyConfigRowsJson(companyId: SQLWrapper): SQL<ConfigRow[]> {
  const c = companyConfigs
  return sql<ConfigRow[]>`(select coalesce(json_agg(json_build_object('key', ${c.key}, 'value', ${c.value}) order by ${c.key}), '[]'::json) from ${c} where ${c.companyId} = ${companyId})`
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

const SUPPORT_KEYS = ['LINE', 'WHATSAPP', 'CUSTOMER_SERVICE_FACEBOOK', 'WEBSITE'] as const

/** The first support channel the lender configured, in the order Thai borrowers use them. */
export async function customerServiceLink(db: Db, appId: number): Promise<string> {
  const configs = await effectiveConfigs(db, appId)
  for (const key of SUPPORT_KEYS) {
    const link = configs[key]
    if (typeof link === 'string' && link !== '') return link
  }
  throw new ApiError(40007)
}
