// Scorecard fit figure (issue 36, item 4: "on the full scale database within 10 minutes, memory
// bounded"): `npm run score:fit` on books written by the scale generator, in an embedded PGlite
// folder written here (BENCH_SCORE_FIT_BORROWERS, default 10000,30000; empty for none) and in
// PostgreSQL books bench:decision wrote (BENCH_SCORE_FIT_POSTGRES), each fit in its own process:
// its time and peak RSS, and how they grow with the book.
// `npm run bench:score-fit` writes bench/score-fit-report.md.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import type { ScorecardFit } from '../server/domain/credit/fit/score-fit'
import { pgliteExtensions } from '../server/db/client'
import { writeScaleBook } from '../test/support/scale-book'
import { inheritedEnv } from '../test/support/server-process'
import { databaseUrl, query } from './decision-book'
import { machine } from './report'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SIZES = (process.env.BENCH_SCORE_FIT_BORROWERS ?? '10000,30000').split(',').filter(Boolean).map(Number)
// Books in PostgreSQL written by bench/decision-book.ts (bench:decision's), by their number of borrowers:
// BENCH_SCORE_FIT_POSTGRES=100000,300000 with DATABASE_URL the server they are on.
const POSTGRES_BOOKS = (process.env.BENCH_SCORE_FIT_POSTGRES ?? '').split(',').filter(Boolean).map(Number)
const COMPANY = 1
const GOAL_S = 600
const exec = promisify(execFile)

type Measured = { database: 'PGlite' | 'PostgreSQL'; borrowers: number; orders: number; writeS: number; fit: ScorecardFit; seconds: number; peakRssMb: number; loadBefore: number }

async function ordersOf(dataDir: string): Promise<number> {
  const client = new PGlite({ dataDir, extensions: pgliteExtensions })
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from orders o join apps a on a.id = o.app_id where a.company_id = $1', [COMPANY])
    return rows[0]?.n ?? 0
  } finally {
    await client.close()
  }
}

/** `npm run score:fit` in its own process on the database `env` names: the figures it writes. */
async function fit(env: Record<string, string>): Promise<{ fit: ScorecardFit; seconds: number; peakRssMb: number; loadBefore: number }> {
  const outDir = await mkdtemp(join(tmpdir(), 'score-fit-out-'))
  try {
    const loadBefore = loadavg()[0] ?? 0
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'server/cli/score-fit.ts', '--company', String(COMPANY), '--out', outDir], {
      cwd: ROOT,
      env: { ...inheritedEnv(), ...env },
    })
    process.stderr.write(stdout)
    const written = JSON.parse(await readFile(join(outDir, `company-${COMPANY}-fit.json`), 'utf8')) as ScorecardFit & { run: { seconds: number; peakRssMb: number } }
    return { fit: written, seconds: written.run.seconds, peakRssMb: written.run.peakRssMb, loadBefore }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

async function onPglite(borrowers: number): Promise<Measured> {
  const dataDir = await mkdtemp(join(tmpdir(), 'score-fit-book-'))
  try {
    const started = performance.now()
    await writeScaleBook(dataDir, { step: 1, last: borrowers, now: new Date() })
    const writeS = (performance.now() - started) / 1000
    const orders = await ordersOf(dataDir)
    console.error(`${borrowers} borrowers written in ${writeS.toFixed(0)} s; fitting company ${COMPANY} (${orders} orders)`)
    return { database: 'PGlite', borrowers, orders, writeS, ...(await fit({ DATA_DIR: dataDir })) }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function onPostgres(borrowers: number): Promise<Measured> {
  const admin = process.env.DATABASE_URL
  if (!admin) throw new Error('BENCH_SCORE_FIT_POSTGRES needs DATABASE_URL')
  const name = `decision_book_${borrowers}`
  const url = databaseUrl(admin, name)
  const [orders] = await query<{ n: number }>(url, 'select count(*)::int as n from orders o join apps a on a.id = o.app_id where a.company_id = $1', [COMPANY])
  const [comment] = await query<{ c: string | null }>(admin, 'select shobj_description(oid, $2) as c from pg_database where datname = $1', [name, 'pg_database'])
  const writeS = Number(/written in (\d+) s/.exec(comment?.c ?? '')?.[1] ?? Number.NaN)
  console.error(`fitting company ${COMPANY} on ${name} (${orders?.n} orders)`)
  return { database: 'PostgreSQL', borrowers, orders: orders?.n ?? 0, writeS, ...(await fit({ DATABASE_URL: url })) }
}

const results: Measured[] = []
for (const size of SIZES) results.push(await onPglite(size))
for (const size of POSTGRES_BOOKS) results.push(await onPostgres(size))

const loans = (m: Measured) => m.fit.fitted.loans + m.fit.heldOut.loans
const row = (m: Measured) => {
  const h = m.fit.discrimination.heldOut
  return `| ${m.database} | ${m.borrowers.toLocaleString('en')} | ${m.orders.toLocaleString('en')} | ${loans(m).toLocaleString('en')} | ${m.fit.patterns} | ${m.seconds.toFixed(1)} s | ${((m.seconds / Math.max(1, loans(m))) * 1000).toFixed(2)} ms | ${m.peakRssMb.toFixed(0)} MB | ${h ? h.auc.toFixed(3) : '–'} | ${m.loadBefore.toFixed(1)} |`
}
const largest = results.at(-1)
// The full scale database: 1,000,000 borrowers, about 40% of them the first lender's, 3 loans each, ≈ 80% of them paid out.
const fullLoans = 1_000_000 * 0.4 * 3 * 0.8
const perLoan = largest ? largest.seconds / Math.max(1, loans(largest)) : 0
const report = `# Scorecard fit (issue 36, item 4 and "Speed")

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:score-fit\`.
${machine()}

Books written by the scale generator (bench/scale-data.ts, with the outcomes of bench/scale-outcomes.ts): into an embedded
PGlite folder, every borrower up to the size; or into PostgreSQL (the books of \`npm run bench:decision\`, written by
bench/decision-book.ts; PostgreSQL 15 as scripts/start-postgres.sh starts it). \`npm run score:fit -- --company ${COMPANY}\` run on
each in its own process. Time and peak RSS are the fit process's own (\`process.resourceUsage().maxRSS\`); on PGlite the
embedded database runs inside the process, so its cache is part of the figure, on PostgreSQL the server's memory is not.
Other work shares the machine's ${cpus().length} cores: the 1-minute load average when each fit started is in the table.

| Database | Borrowers | Orders of company ${COMPANY} | Loans with a known outcome | Bin combinations | Fit time | Per loan | Peak RSS | Held-out AUC | Load average |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${results.map(row).join('\n')}

- How it reads (docs/scorecard.md, "Streaming"): one set-based query over the lender's book (each table read once and
  grouped by loan, the market's days taken by the database), streamed through a cursor \`--batch\` rows at a time; the loans
  kept in a spool file (88 bytes a loan) for the second pass. What the fit holds grows with distinct attribute values and bin
  combinations, not with loans.
${
  largest && largest.borrowers >= 1_000_000
    ? `- The full scale database (1,000,000 borrowers) is measured: ${largest.seconds.toFixed(0)} s and ${largest.peakRssMb} MB at its peak (goal: ${GOAL_S / 60} minutes, memory bounded).`
    : `- At the largest size's rate (${(perLoan * 1000).toFixed(2)} ms a loan), the full scale database's ≈${(fullLoans / 1e6).toFixed(1)} million paid-out
  loans of company ${COMPANY} would take ≈${((perLoan * fullLoans) / 60).toFixed(0)} minutes (goal: ${GOAL_S / 60} minutes): a projection from the sizes measured, not a
  measurement — the full scale database (1,000,000 borrowers) was not measured.`
}
`
await writeFile(join(ROOT, 'bench', 'score-fit-report.md'), report)
console.error(report)
