// drizzle-orm 0.45's node-postgres transaction takes a connection from the pool and sends `begin`
// before the try whose finally gives it back: when `begin` fails (the connection broke under a
// failover, PgBouncer restarted), the connection is never released. Ten such requests during a
// failover left a server's pool full of dead connections for good, answering every request "try
// again" after waiting 5 s for one (test/cluster/failover.test.ts). This takes the connection
// here, runs drizzle's own transaction on it alone, and always gives it back: destroyed when it
// broke or is left inside a transaction, to the pool otherwise.
import type { TablesRelationalConfig } from 'drizzle-orm'
import { NodePgSession } from 'drizzle-orm/node-postgres'
import pg from 'pg'

type Session = NodePgSession<Record<string, unknown>, TablesRelationalConfig>
type Transaction = Session['transaction']
// The session's own parts, private in drizzle's types: what a session on one connection is made of.
type SessionParts = { client: unknown; dialect: ConstructorParameters<typeof NodePgSession>[1]; schema: ConstructorParameters<typeof NodePgSession>[2]; options: ConstructorParameters<typeof NodePgSession>[3] }
// What node-postgres keeps of a connection's state: whether it may still be queried, and the
// transaction status of its last ReadyForQuery ('I' idle, 'T' in a transaction, 'E' failed one).
type PoolClientState = pg.PoolClient & { _queryable?: boolean; getTransactionStatus?: () => string | null }

let patched = false

export function releaseConnectionsOfFailedTransactions(): void {
  if (patched) return
  patched = true
  const original = NodePgSession.prototype.transaction as Transaction
  NodePgSession.prototype.transaction = async function (this: SessionParts, transaction: Parameters<Transaction>[0], config?: Parameters<Transaction>[1]) {
    // drizzle's own test of a pool, which also takes another copy of node-postgres' Pool.
    const pooled = this.client instanceof pg.Pool || (this.client as object).constructor.name.includes('Pool')
    if (!pooled) return original.call(this as unknown as Session, transaction, config)
    const client = (await (this.client as pg.Pool).connect()) as PoolClientState
    let broken: Error | undefined
    try {
      // A session on the one connection: drizzle sends begin, commit or rollback and releases nothing.
      const alone = new NodePgSession(client, this.dialect, this.schema, this.options) as unknown as Session
      return await original.call(alone, transaction, config)
    } catch (error) {
      if (client._queryable === false || client.getTransactionStatus?.() !== 'I') broken = error instanceof Error ? error : new Error(String(error))
      throw error
    } finally {
      client.release(broken)
    }
  } as Transaction
}
