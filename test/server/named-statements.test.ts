import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { nameStatements, statementNamer, unnameStatements } from '../../server/db/named-statements'
import { openTestDatabase } from '../support/test-database'

describe('statement names', () => {
  it('gives one text one name, and another text another', () => {
    const named = statementNamer()
    const first = named({ text: 'select $1::int' }, [1]) as { name: string }
    expect(first.name).toMatch(/^jackey_/)
    expect(named({ text: 'select $1::int' }, [2])).toMatchObject({ name: first.name })
    expect(named({ text: 'select $1::text' }, ['a'])).not.toMatchObject({ name: first.name })
  })

  it('leaves unnamed what cannot or need not be prepared, and what is named already', () => {
    const named = statementNamer()
    const plain = { text: 'create table t (id int); create index on t (id)' }
    expect(named(plain, [])).toBe(plain)
    expect(named(plain, undefined)).toBe(plain)
    expect(named('select 1', [1])).toBe('select 1')
    const cursor = { text: 'select $1', submit: () => undefined }
    expect(named(cursor, [1])).toBe(cursor)
    expect(named({ text: 'select $1', name: 'mine' }, [1])).toMatchObject({ name: 'mine' })
  })

  it('names no more texts than its limit, and keeps the names it gave', () => {
    const named = statementNamer(2)
    const a = named({ text: 'select $1 as a' }, [1]) as { name?: string }
    named({ text: 'select $1 as b' }, [1])
    expect(named({ text: 'select $1 as c' }, [1])).not.toHaveProperty('name')
    expect(named({ text: 'select $1 as a' }, [1])).toMatchObject({ name: a.name })
  })
})

// The named statements themselves run on PostgreSQL; PGlite takes its own path.
describe.runIf(process.env.TEST_DB === 'postgres')('named statements on PostgreSQL', () => {
  it('prepares a text once per connection and runs it with each call’s values', async () => {
    const database = await openTestDatabase()
    const pool = new pg.Pool({ connectionString: database.url, max: 1 })
    try {
      nameStatements(pool)
      for (const n of [1, 2, 3]) expect((await pool.query({ text: 'select $1::int * 2 as twice' }, [n])).rows).toEqual([{ twice: n * 2 }])
      const { rows } = await pool.query<{ n: string }>("select count(*) as n from pg_prepared_statements where name like 'jackey_%' and statement = 'select $1::int * 2 as twice'")
      expect(rows).toEqual([{ n: '1' }])
    } finally {
      await pool.end()
      await database.close()
    }
  })

  it('sends even the statements drizzle names unnamed when they are off (PgBouncer before 1.21)', async () => {
    const database = await openTestDatabase()
    const pool = new pg.Pool({ connectionString: database.url, max: 1 })
    try {
      unnameStatements(pool)
      for (const n of [1, 2]) expect((await pool.query({ name: 'session_read', text: 'select $1::int * 2 as twice' }, [n])).rows).toEqual([{ twice: n * 2 }])
      expect((await pool.query<{ n: string }>('select count(*) as n from pg_prepared_statements')).rows).toEqual([{ n: '0' }])
    } finally {
      await pool.end()
      await database.close()
    }
  })
})
