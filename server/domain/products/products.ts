import { asc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { toMajor } from '../../../contract/money'
import type { Product } from '../../../contract/schemas/products'
import type { Db } from '../../db/client'
import { apps, periodConfigs } from '../../db/schema'

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(apps).orderBy(asc(apps.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    maxAmount: toMajor(row.maxAmountMinor),
    defaultRate: row.defaultRate,
    disabled: row.disabled,
  }))
}

export async function periodConfigOf(db: Db, appId: number) {
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, appId))
  if (!app) throw new ApiError(40007, { fields: ['appId'] })
  const rows = await db.select().from(periodConfigs).where(eq(periodConfigs.appId, appId)).orderBy(asc(periodConfigs.periods))
  return { id: app.id, rateConfigs: rows.map((row) => ({ periodDays: row.periods, rate: row.rate })) }
}
