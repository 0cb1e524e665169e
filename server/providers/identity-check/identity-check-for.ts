// Which identity check a market's borrowers get: the sandbox, or the market's authority where
// its pack names one that lenders may call; where none is open, a person checks the document.
import type { MarketPack } from '../../../contract/market/types'
import type { Env } from '../../env'
import { dopaCardStatus } from './dopa/dopa-card-status'
import type { IdentityCheckProvider } from './port'
import { sandboxIdentityCheck } from './sandbox'

export type IdentityChecks = { forMarket(market: MarketPack): IdentityCheckProvider }

/** No authority check is open to lenders: the document step waits for a person. */
export const personChecksDocument: IdentityCheckProvider = {
  name: 'person',
  async check() {
    return { document: { outcome: 'review', reasons: ['document_not_checked'] } }
  },
}

export function identityChecksFor(env: Pick<Env, 'IDENTITY_CHECK_PROVIDER' | 'DOPA_API_URL'>, fetchImpl: typeof fetch = fetch): IdentityChecks {
  if (env.IDENTITY_CHECK_PROVIDER === 'sandbox') return { forMarket: () => sandboxIdentityCheck }
  const dopa = dopaCardStatus(env.DOPA_API_URL, fetchImpl)
  return { forMarket: (market) => (market.identityCheck.authority === 'dopa' ? dopa : personChecksDocument) }
}
