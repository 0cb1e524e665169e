import type { CallContext } from '../../services'
import { marketOfApp } from './company-market'
import { readMobile } from './market-fields'

/** The number of a call that names its lender (register, login, their SMS codes) in E.164, read by that lender's market. */
export async function mobileOfApp(ctx: CallContext, body: { mobile: string; appId: number; companyId: number }): Promise<string> {
  const { market } = await marketOfApp(ctx.db, body.appId, body.companyId)
  return readMobile(market, body.mobile)
}
