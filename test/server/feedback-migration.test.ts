import { PGlite } from '@electric-sql/pglite'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The step that turned feedback rows into tickets, run on a database as it was just before it.
const migrations = readMigrationFiles({ migrationsFolder: 'server/db/migrations' })
const step = migrations.findIndex((m) => m.sql.some((s) => s.includes('DROP TABLE "feedback"')))

async function apply(db: PGlite, statements: string[]) {
  for (const statement of statements) if (statement.trim() !== '') await db.exec(statement)
}

let db: PGlite
beforeAll(async () => {
  db = new PGlite()
  for (const migration of migrations.slice(0, step)) await apply(db, migration.sql)
  await db.exec(`
    insert into companies (id, name, market) values (1, 'A', 'TH'), (2, 'B', 'PH');
    insert into users (id, company_id, app_id, mobile, password_hash) values (1, 1, 1, '+66811111111', 'x'), (2, 2, 3, '+639171111111', 'x'), (3, 1, 1, '+66822222222', 'x');
    insert into feedback (user_id, text, created_at) values
      (1, 'first in A', '2025-12-31T10:00:00Z'), (2, 'first in B', '2026-01-02T10:00:00Z'),
      (3, 'second in A', '2026-01-03T10:00:00Z'), (1, 'third in A', '2026-01-04T10:00:00Z');
  `)
  await apply(db, migrations[step]?.sql ?? [])
})
afterAll(() => db.close())

describe('moving feedback to tickets', () => {
  it('makes each feedback row a received ticket of category other, numbered per lender and year', async () => {
    const { rows } = await db.query<{ company_id: number; user_id: number; reference: string; category: string; status: string; text: string }>(`
      select t.company_id, t.user_id, t.reference, t.category, t.status, m.text
      from tickets t join ticket_messages m on m.ticket_id = t.id order by m.created_at`)
    expect(rows).toEqual([
      { company_id: 1, user_id: 1, reference: 'TK-2025-000001', category: 'other', status: 'received', text: 'first in A' },
      { company_id: 2, user_id: 2, reference: 'TK-2026-000001', category: 'other', status: 'received', text: 'first in B' },
      { company_id: 1, user_id: 3, reference: 'TK-2026-000001', category: 'other', status: 'received', text: 'second in A' },
      { company_id: 1, user_id: 1, reference: 'TK-2026-000002', category: 'other', status: 'received', text: 'third in A' },
    ])
  })

  it('gives each ticket its received step at the time the feedback was sent, and drops the old table', async () => {
    const { rows } = await db.query<{ status: string; at: Date }>('select status, at from ticket_events order by at')
    expect(rows.map((r) => [r.status, r.at.toISOString()])).toEqual([
      ['received', '2025-12-31T10:00:00.000Z'],
      ['received', '2026-01-02T10:00:00.000Z'],
      ['received', '2026-01-03T10:00:00.000Z'],
      ['received', '2026-01-04T10:00:00.000Z'],
    ])
    await expect(db.query('select 1 from feedback')).rejects.toThrow()
  })
})
