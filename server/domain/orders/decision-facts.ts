// Everything the 'decide' job reads about an application, in one statement after the order's lock:
// the borrower, the product and its lender's market and configs, the kept bureau answer and the
// borrower's loan history. The rules, the limits, the scorecard and the outcome are then worked out
// from these facts; each used to read its own, so one decision read the bureau answer three times
// and the lender's rows two or three (bench/decision-report.md).
import { eq } from 'drizzle-orm'
import { type MarketPack, marketPack } from '../../../contract/market'
import type { Db } from '../../db/client'
import { apps, bureauInquiries, companies, users } from '../../db/schema'
import { companyConfigRowsJson, configsFrom } from '../configs/company-configs'
import { type KeptInquiry, keptOf } from '../credit/kept-answer'
import { repaidLoansCount } from '../credit/score-inputs'
import type { AppRow } from '../products/lending-terms'
import type { UserRow } from '../profile/user-row'
import { otherOpenLoansCount } from './decision-inputs'
import type { OrderRow } from './state-machine'

export type DecisionFacts = {
  user: UserRow
  app: AppRow
  market: MarketPack
  /** The lender's effective configs (company-configs.ts, effectiveConfigs). */
  configs: Record<string, unknown>
  /** The bureau's answer kept for this application; null before the bureau job has run. */
  inquiry: KeptInquiry | null
  /** The borrower's open loans other than this application. */
  otherOpenLoans: number
  /** Loans the borrower repaid in full with this lender. */
  repaidLoans: number
}

export async function decisionFacts(db: Db, order: Pick<OrderRow, 'id' | 'userId' | 'appId'>): Promise<DecisionFacts> {
  const [row] = await db
    .select({
      user: users,
      app: apps,
      market: companies.market,
      configRows: companyConfigRowsJson(apps.companyId),
      inquiry: bureauInquiries,
      otherOpenLoans: otherOpenLoansCount(order.userId, order.id),
      repaidLoans: repaidLoansCount(order.userId, apps.companyId),
    })
    .from(users)
    .innerJoin(apps, eq(apps.id, order.appId))
    .innerJoin(companies, eq(companies.id, apps.companyId))
    .leftJoin(bureauInquiries, eq(bureauInquiries.orderId, order.id))
    .where(eq(users.id, order.userId))
  // The order's foreign keys hold its borrower and product.
  if (!row) throw new Error(`order ${order.id} has no borrower or product`)
  const market = marketPack(row.market)
  return {
    user: row.user,
    app: row.app,
    market,
    configs: configsFrom(row.configRows, market),
    inquiry: row.inquiry === null ? null : keptOf(row.inquiry),
    otherOpenLoans: row.otherOpenLoans,
    repaidLoans: row.repaidLoans,
  }
}
