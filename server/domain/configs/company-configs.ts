import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { isTextConfigKey } from '../../../contract/company-config-keys'
import { DEFAULT_MARKET } from '../../../contract/market'
import type { Db } from '../../db/client'
import { apps, companyConfigs } from '../../db/schema'

/** The built-in market lists, unless the lender replaced them in its configs. */
const BUILT_IN: Record<string, unknown> = {
  BANK_LIST: DEFAULT_MARKET.banks.map(({ code, name, logo }) => ({ code, name, logo })),
  REGION_LIST: DEFAULT_MARKET.regions,
  CURRENCY: DEFAULT_MARKET.currency,
  MARKET_RULES: DEFAULT_MARKET.rules,
}

export async function companyOfApp(db: Db, appId: number): Promise<number> {
  const [app] = await db.select({ companyId: apps.companyId }).from(apps).where(eq(apps.id, appId))
  if (!app) throw new ApiError(40007, { fields: ['appId'] })
  return app.companyId
}

// Staff-only settings: a borrower must not see the thresholds the decision engine uses.
const PRIVATE_KEYS = new Set(['DECISION_RULES'])

/** What borrowers get from /loan/getAllCompanyConfigs. */
export async function publicConfigs(db: Db, appId: number): Promise<Record<string, unknown>> {
  const configs = await effectiveConfigs(db, appId)
  return Object.fromEntries(Object.entries(configs).filter(([key]) => !PRIVATE_KEYS.has(key)))
}

export async function effectiveConfigs(db: Db, appId: number): Promise<Record<string, unknown>> {
  const companyId = await companyOfApp(db, appId)
  const rows = await db.select().from(companyConfigs).where(eq(companyConfigs.companyId, companyId))
  const configs: Record<string, unknown> = { ...BUILT_IN }
  for (const { key, value } of rows) configs[key] = isTextConfigKey(key) ? value : parseJson(value)
  return configs
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
