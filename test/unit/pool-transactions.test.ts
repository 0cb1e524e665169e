// A transaction whose `begin` fails on a broken connection gives the connection back: drizzle
// 0.45 kept it, and a failover left a server's pool full of dead connections (server/db/pool-transactions.ts).
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { releaseConnectionsOfFailedTransactions } from '../../server/db/pool-transactions'

/** A pool whose one connection answers each statement as `answer` says, and notes its releases. */
class ScriptedPool extends pg.Pool {
  readonly sent: string[] = []
  readonly released: (Error | undefined)[] = []
  constructor(private readonly answer: (text: string) => Promise<unknown>, private readonly state: { queryable: boolean; txStatus: string }) {
    super({ max: 1 })
  }
  override connect(): Promise<pg.PoolClient> {
    const client = {
      query: (config: { text: string } | string) => {
        const text = typeof config === 'string' ? config : config.text
        this.sent.push(text)
        return this.answer(text)
      },
      release: (error?: Error) => void this.released.push(error),
      get _queryable() {
        return state.queryable
      },
      getTransactionStatus: () => state.txStatus,
    }
    const state = this.state
    return Promise.resolve(client as unknown as pg.PoolClient)
  }
}

const rows = { rows: [], rowCount: 0, fields: [] }
releaseConnectionsOfFailedTransactions()

describe('a transaction on the pool', () => {
  it('gives a connection whose begin failed back to the pool, destroyed', async () => {
    const lost = new Error('Connection terminated unexpectedly')
    const pool = new ScriptedPool(() => Promise.reject(lost), { queryable: false, txStatus: 'I' })
    await expect(drizzle(pool).transaction(async () => 'never')).rejects.toMatchObject({ cause: lost })
    expect(pool.sent).toEqual(['begin'])
    expect(pool.released).toHaveLength(1)
    expect(pool.released[0]?.cause).toBe(lost)
  })

  it('gives a connection back whole after a commit, and after a rollback of a refused change', async () => {
    const pool = new ScriptedPool(() => Promise.resolve(rows), { queryable: true, txStatus: 'I' })
    expect(await drizzle(pool).transaction(async () => 'done')).toBe('done')
    await expect(drizzle(pool).transaction(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(pool.sent).toEqual(['begin', 'commit', 'begin', 'rollback'])
    expect(pool.released).toEqual([undefined, undefined])
  })

  it('destroys a connection left inside a transaction when its rollback failed', async () => {
    const state = { queryable: true, txStatus: 'I' }
    const pool = new ScriptedPool(async (text) => {
      if (text === 'rollback') {
        state.txStatus = 'E'
        throw new Error('rollback failed')
      }
      return rows
    }, state)
    await expect(drizzle(pool).transaction(async () => Promise.reject(new Error('refused')))).rejects.toMatchObject({ cause: { message: 'rollback failed' } })
    expect(pool.released).toHaveLength(1)
    expect(pool.released[0]).toBeInstanceOf(Error)
  })
})
