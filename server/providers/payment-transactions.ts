// The payment provider's own record of money it received, read apart from the lender's ledger:
// what staff match an "I paid but it does not show" report against, and what the daily
// reconciliation compares the ledger's postings with.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { ApiError } from '../../contract/api-error'
import type { Db } from '../db/client'
import { sandboxPaymentTransactions } from '../db/schema'
import type { Env } from '../env'
import { xenditTransactions } from './xendit/payments'

/** One payment as the provider booked it; `reference` is the payment's own (repayments.reference). */
export type ProviderTransaction = {
  reference: string
  providerId: string
  amountMinor: number
  currency: string
  paidAt: Date
  status: 'paid' | 'refunded' | 'failed'
}

export type PaymentTransactions = {
  /** Transactions paid in [from, to), oldest first. */
  list(window: { from: Date; to: Date }): Promise<ProviderTransaction[]>
  /** Every transaction the provider holds under the reference (a reference can be paid twice). */
  findByReference(reference: string): Promise<ProviderTransaction[]>
}

type SandboxRow = typeof sandboxPaymentTransactions.$inferSelect

function fromSandbox(row: SandboxRow): ProviderTransaction {
  const status = row.status === 'refunded' || row.status === 'failed' ? row.status : 'paid'
  return { reference: row.reference, providerId: row.id, amountMinor: row.amountMinor, currency: row.currency, paidAt: row.paidAt, status }
}

/** The sandbox provider's book, kept in its own table (written by recordSandboxPayment). */
export function sandboxTransactionBook(db: Db): PaymentTransactions {
  return {
    async list({ from, to }) {
      const rows = await db
        .select()
        .from(sandboxPaymentTransactions)
        .where(and(gte(sandboxPaymentTransactions.paidAt, from), lt(sandboxPaymentTransactions.paidAt, to)))
        .orderBy(asc(sandboxPaymentTransactions.paidAt), asc(sandboxPaymentTransactions.id))
      return rows.map(fromSandbox)
    },
    async findByReference(reference) {
      const rows = await db.select().from(sandboxPaymentTransactions).where(eq(sandboxPaymentTransactions.reference, reference)).orderBy(asc(sandboxPaymentTransactions.paidAt))
      return rows.map(fromSandbox)
    },
  }
}

/**
 * The sandbox provider receives money: its book gets the transaction whether or not the lender
 * ever posts it, so a payment received but never posted (a lost webhook) can be made on purpose.
 */
export async function recordSandboxPayment(db: Db, payment: { reference: string; amountMinor: number; currency: string; paidAt: Date }): Promise<ProviderTransaction> {
  const row = { id: `sbx_${randomUUID()}`, status: 'paid', ...payment }
  await db.insert(sandboxPaymentTransactions).values(row)
  return fromSandbox(row)
}

/** The provider the environment names for repayments. */
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
