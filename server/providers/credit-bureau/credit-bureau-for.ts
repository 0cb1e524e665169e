import type { Env } from '../../env'
import { ncbMemberBureau } from './ncb-member/ncb-member-bureau'
import type { CreditBureau } from './port'
import { sandboxCreditBureau } from './sandbox'

/** The bureau the environment names; a real one without its settings is refused at start. */
export function creditBureauFor(env: Env): CreditBureau {
  if (env.CREDIT_BUREAU === 'sandbox') return sandboxCreditBureau
  if (!env.NCB_MEMBER_API_URL || !env.NCB_MEMBER_API_KEY || !env.NCB_MEMBER_CODE) {
    throw new Error('CREDIT_BUREAU=ncb-member needs NCB_MEMBER_API_URL, NCB_MEMBER_API_KEY and NCB_MEMBER_CODE')
  }
  return ncbMemberBureau({ baseUrl: env.NCB_MEMBER_API_URL, apiKey: env.NCB_MEMBER_API_KEY, memberCode: env.NCB_MEMBER_CODE })
}
