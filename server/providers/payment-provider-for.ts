import type { Env } from '../env'
import { type PaymentProvider, sandboxPaymentProvider } from './payment'
import { xenditPayments } from './xendit/payments'

/** The payment provider the environment names; a real one without its key is refused at start. */
export function paymentProviderFor(env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') return sandboxPaymentProvider
  if (!env.XENDIT_SECRET_KEY || !env.XENDIT_WEBHOOK_TOKEN) throw new Error('PAYMENT_PROVIDER=xendit needs XENDIT_SECRET_KEY and XENDIT_WEBHOOK_TOKEN')
  return xenditPayments({ baseUrl: env.XENDIT_API_URL, secretKey: env.XENDIT_SECRET_KEY })
}
