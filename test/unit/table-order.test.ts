import { describe, expect, it } from 'vitest'
import { parentsFirst, type Table } from '../../server/db/table-catalog'

const table = (label: string, parents: string[] = []): Table => ({ qualified: label, label, columns: [], primaryKey: ['id'], parents })

describe('the order tables are copied in', () => {
  it('puts every table after the tables its foreign keys point to', () => {
    const ordered = parentsFirst([table('public.ledger_lines', ['public.orders']), table('public.orders', ['public.users', 'public.apps']), table('public.users', ['public.companies']), table('public.apps', ['public.companies']), table('public.companies')])
    expect(ordered.map((t) => t.label)).toEqual(['public.companies', 'public.apps', 'public.users', 'public.orders', 'public.ledger_lines'])
  })

  it('refuses a cycle between tables, naming them', () => {
    expect(() => parentsFirst([table('public.a', ['public.b']), table('public.b', ['public.a']), table('public.c')])).toThrow(/public\.a, public\.b form a cycle/)
  })
})
