// The market of a company, app or borrower: every server rule that differs between countries
// starts here. A company's market never changes, so it is read once per process.
import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { type MarketPack, marketPack } from '../../../contract/market'
import type { Db } from '../../db/client'
import { apps, companies, users } from '../../db/schema'

// Per database: tests open several in one process.
const known = new WeakMap<Db, Map<number, MarketPack>>()

export async function marketOfCompany(db: Db, companyId: number): Promise<MarketPack> {
  let ofDb = known.get(db)
  if (!ofDb) known.set(db, (ofDb = new Map()))
  const cached = ofDb.get(companyId)
  if (cached) return cached
  const [company] = await db.select({ market: companies.market }).from(companies).where(eq(companies.id, companyId))
  if (!company) throw new ApiError(10004, { fields: ['companyId'] })
  const market = marketPack(company.market)
  ofDb.set(companyId, market)
  return market
}

/** The borrower's market, by their company. */
export async function marketOfUser(db: Db, userId: number): Promise<MarketPack> {
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(40007)
  return marketOfCompany(db, user.companyId)
}

/** The app's company and market; an app of another company than `companyId`, where given, is refused. */
export async function marketOfApp(db: Db, appId: number, companyId?: number): Promise<{ companyId: number; market: MarketPack }> {
  const [app] = await db.select({ companyId: apps.companyId }).from(apps).where(eq(apps.id, appId))
  if (!app || (companyId !== undefined && app.companyId !== companyId)) throw new ApiError(10004, { fields: ['appId'] })
  return { companyId: app.companyId, market: await marketOfCompany(db, app.companyId) }
}
