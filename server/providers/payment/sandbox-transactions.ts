// The sandbox payment provider's own book of money it received (the second port, PaymentTransactions).
import { randomUUID } from 'node:crypto'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxPaymentTransactions } from '../../db/schema'
import type { PaymentTransactions, ProviderTransaction } from './port'

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
