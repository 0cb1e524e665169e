import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { PaymentProvider, PaymentTransactions } from './port'
import { sandboxPaymentProvider } from './sandbox'
import { sandboxTransactionBook } from './sandbox-transactions'
import { xenditPayments } from './xendit/payments'
import { xenditTransactions } from './xendit/transactions'

/** The payment provider the environment names; a real one without its key is refused at start. */
export function paymentProviderFor(env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') return sandboxPaymentProvider
  if (!env.XENDIT_SECRET_KEY || !env.XENDIT_WEBHOOK_TOKEN) throw new Error('PAYMENT_PROVIDER=xendit needs XENDIT_SECRET_KEY and XENDIT_WEBHOOK_TOKEN')
  return xenditPayments({ baseUrl: env.XENDIT_API_URL, secretKey: env.XENDIT_SECRET_KEY })
}

/** The book of the payment provider the environment names. */
export function paymentTransactionsFor(env: Env, db: Db): PaymentTransactions {
  if (env.PAYMENT_PROVIDER === 'sandbox') return sandboxTransactionBook(db)
  if (!env.XENDIT_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=xendit needs XENDIT_SECRET_KEY')
  return unavailableAsTryAgain(xenditTransactions({ baseUrl: env.XENDIT_API_URL, secretKey: env.XENDIT_SECRET_KEY, timeoutMs: env.PROVIDER_TIMEOUT_MS }))
}

// Staff matching a report or posting by hand read the provider's book inside their call: a provider
// that is down or slow is "try again" (40130) to them, never a 500; the daily job just runs again.
function unavailableAsTryAgain(book: PaymentTransactions): PaymentTransactions {
  const tryAgain = (error: unknown): never => {
    throw error instanceof ApiError ? error : new ApiError(40130)
  }
  return {
    list: (window) => book.list(window).catch(tryAgain),
    findByReference: (reference) => book.findByReference(reference).catch(tryAgain),
  }
}
