import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS } from '../../bench/scale-data'

// The scale bench's generator (bench/scale-data.ts): which borrowers the small database keeps, and their names.
let db: PGlite
beforeAll(async () => {
  db = new PGlite()
  await db.exec(FUNCTIONS)
})
afterAll(() => db.close())

async function names(th: boolean, count: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select pg_temp.borrower_name(i, $1) as name from generate_series(1, $2) i order by i', [th, count])
  return rows.map((r) => r.name)
}

describe('the scale bench borrower names', () => {
  it('gives a borrower number the same name every time, so that the small and the full database agree', async () => {
    expect(await names(true, 50)).toEqual(await names(true, 50))
  })

  it('writes Thai borrowers a given and a family name in Thai script', async () => {
    for (const name of await names(true, 200)) expect(name).toMatch(/^[\u0E00-\u0E7F]+ [\u0E00-\u0E7F]+$/)
  })

  it('writes Philippine borrowers a given, a middle and a family name in Latin script', async () => {
    for (const name of await names(false, 200)) expect(name.split(' ').length).toBeGreaterThanOrEqual(3)
    for (const name of await names(false, 200)) expect(name).toMatch(/^[A-Za-z ]+$/)
  })

  it('shares no part of a name with every borrower, as "Borrower <n>" did', async () => {
    const thai = await names(true, 2000)
    expect(new Set(thai).size).toBeGreaterThan(1500)
    const givenNames = new Set(thai.map((n) => n.split(' ')[0]))
    expect(givenNames.size).toBeGreaterThan(60)
  })

  // The back office's name search costs what its answer holds: a bench whose names repeat measures namesakes.
  it('gives few borrowers a namesake, Thai family names being one a family', async () => {
    const thai = await names(true, 20000)
    expect(new Set(thai).size).toBeGreaterThan(19800)
    expect(new Set(thai.map((n) => n.split(' ')[1])).size).toBeGreaterThan(10000)
    expect(new Set(await names(false, 20000)).size).toBeGreaterThan(19800)
  })
})

describe('the borrowers the small scale database keeps beside every 100th', () => {
  it("keeps every borrower in the first lender's collections list (being repaid, behind), and no other lender's", async () => {
    const { rows } = await db.query<{ company: number; kept: boolean; n: number }>(`
      select pg_temp.company(i) as company, pg_temp.in_staff_queue(i) as kept, count(*)::int as n
      from generate_series(1, 20000) i, lateral (select i * 8 + 1 + pg_temp.h(i, 10) % 5 as s) l
      where pg_temp.latest_status(s) = 4 and pg_temp.h(s, 16) % 100 < 12
      group by 1, 2 order by 1, 2`)
    expect(rows.filter((r) => r.company === 1)).toEqual([{ company: 1, kept: true, n: expect.any(Number) }])
    expect(rows.filter((r) => r.company !== 1 && r.kept)).toEqual([])
  })
})
