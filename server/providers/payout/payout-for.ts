import type { Env } from '../../env'
import type { PayoutProvider } from './port'
import { sandboxPayoutProvider } from './sandbox'
import { xenditPayouts } from './xendit/payouts'

/** The payout provider the environment names; a real one without its key is refused at start. */
export function payoutProviderFor(env: Env): PayoutProvider {
  if (env.PAYOUT_PROVIDER === 'sandbox') return sandboxPayoutProvider
  if (!env.XENDIT_SECRET_KEY || !env.XENDIT_WEBHOOK_TOKEN) throw new Error('PAYOUT_PROVIDER=xendit needs XENDIT_SECRET_KEY and XENDIT_WEBHOOK_TOKEN')
  return xenditPayouts({ baseUrl: env.XENDIT_API_URL, secretKey: env.XENDIT_SECRET_KEY })
}
