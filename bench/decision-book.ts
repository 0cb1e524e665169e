// The book bench:decision measures on: a PostgreSQL database written by the scale generator
// (bench/scale-data.ts), every borrower up to `borrowers`. Written once and kept by name, since
// the full size takes this machine hours; run alone (`tsx bench/decision-book.ts <borrowers> <name>`)
// it writes one and prints each step's time.
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase } from '../server/db/client'
import { generateScaleData } from './scale-data'

export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

export const bookExists = async (admin: string, name: string) => (await query(admin, 'select 1 from pg_database where datname = $1', [name])).length > 0

/** Creates, migrates and fills database `name`; answers the seconds each step took, and the whole. */
export async function writeBook(admin: string, name: string, borrowers: number): Promise<{ seconds: number; steps: [string, number][] }> {
  await query(admin, `create database ${name}`)
  const url = databaseUrl(admin, name)
  const started = performance.now()
  await (await openDatabase({ databaseUrl: url, poolSize: 1 })).close()
  const steps: [string, number][] = []
  await generateScaleData(url, { step: 1, last: borrowers, now: new Date() }, (step, seconds) => {
    steps.push([step, seconds])
    console.error(`  ${name}: ${step} ${seconds.toFixed(1)} s`)
  })
  return { seconds: (performance.now() - started) / 1000, steps }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [borrowers, name] = [Number(process.argv[2]), process.argv[3] ?? '']
  const admin = process.env.DATABASE_URL ?? ''
  if (!(borrowers > 0) || !/^[a-z_][a-z0-9_]*$/.test(name) || !admin) {
    console.error('usage: DATABASE_URL=<admin url> tsx bench/decision-book.ts <borrowers> <database name>')
    process.exitCode = 2
  } else {
    const { seconds } = await writeBook(admin, name, borrowers)
    console.error(`${name}: ${borrowers} borrowers written in ${seconds.toFixed(0)} s`)
  }
}
