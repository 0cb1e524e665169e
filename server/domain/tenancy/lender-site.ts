// Which lender a page is for: each lender's app has its own host (apps.host, "ph.localhost"),
// and a host no app names gets the default app (DEFAULT_APP_ID). The page then carries the
// lender in a meta tag (contract/lender-meta.ts), so the app knows its lender and market
// before its first render, offline too: the service worker caches the page of its own host.
import { eq } from 'drizzle-orm'
import type { Lender } from '../../../contract/lender-meta'
import { isMarketCode, marketProfile } from '../../../contract/market/profiles'
import type { Db } from '../../db/client'
import { apps, companies } from '../../db/schema'

export async function lenderForHost(db: Db, host: string | undefined, defaultAppId: number): Promise<Lender | null> {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase()
  const columns = { appId: apps.id, companyId: apps.companyId, market: companies.market }
  const query = () => db.select(columns).from(apps).innerJoin(companies, eq(companies.id, apps.companyId))
  const [byHost] = name === '' ? [] : await query().where(eq(apps.host, name))
  const [row] = byHost ? [byHost] : await query().where(eq(apps.id, defaultAppId))
  return row && isMarketCode(row.market) ? { companyId: row.companyId, appId: row.appId, market: row.market, locales: [...marketProfile(row.market).locales] } : null
}
