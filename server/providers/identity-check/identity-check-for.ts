// Which identity check a market's borrowers get: the sandbox, or the market's authority where
// its pack names one that lenders may call and the lender has set it up; elsewhere a person checks the document.
import type { MarketPack } from '../../../contract/market/types'
import type { Env } from '../../env'
import { dopaCardStatus } from './dopa/dopa-card-status'
import { philsysQrCheck } from './philsys-qr/philsys-qr-check'
import { philsysPublicKeys } from './philsys-qr/public-key'
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

export function identityChecksFor(env: Pick<Env, 'IDENTITY_CHECK_PROVIDER' | 'DOPA_API_URL' | 'PHILSYS_QR_PUBLIC_KEY'>, fetchImpl: typeof fetch = fetch): IdentityChecks {
  if (env.IDENTITY_CHECK_PROVIDER === 'sandbox') return { forMarket: () => sandboxIdentityCheck }
  const byAuthority = {
    dopa: dopaCardStatus(env.DOPA_API_URL, fetchImpl),
    // Without PhilSys's key no signature can be checked (docs/identity.md "PhilSys"): a person checks the card. A key that
    // does not parse stops the process here rather than sending every Philippine card to a person unnoticed.
    'philsys-qr': env.PHILSYS_QR_PUBLIC_KEY ? philsysQrCheck(philsysPublicKeys(env.PHILSYS_QR_PUBLIC_KEY)) : personChecksDocument,
    none: personChecksDocument,
  } satisfies Record<MarketPack['identityCheck']['authority'], IdentityCheckProvider>
  return { forMarket: (market) => byAuthority[market.identityCheck.authority] }
}
