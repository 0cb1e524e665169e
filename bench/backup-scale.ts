// Backup and restore at the scale database's size (issue 38, item 6): pgBackRest configured as
// `npm run cluster:up` configures it (lz4, one process, start-fast), on a PostgreSQL instance that
// holds the million-borrower book (bench/decision-book.ts). Loading 19 GB into the replicated
// cluster would time the standby's replay as much as the backup, so the bench points pgBackRest at
// that instance instead: it turns WAL archiving on (a restart), makes the stanza, then
//   1. a full backup (time, database size, repository size),
//   2. an incremental one after a small change (what a daily backup costs on a quiet book),
//   3. the drill: the book's figures at a named restore point, the latest backup and the archived
//      WAL restored to that point into a new folder, started, its figures compared,
// and turns archiving off again. `npm run bench:backup` writes bench/backup-report.md.
//   BENCH_PG_DIR (default /tmp/jackey-scale), BENCH_PG_PORT (55433), BENCH_BOOK (decision_book_1000000),
//   BENCH_REPO (default <BENCH_PG_DIR>-backrest: on the same disk, like the cluster's repository),
//   BENCH_REPORT (default bench/backup-report.md).
import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { bookFigures, compareFigures, figuresAtRestorePoint, MONEY_TABLES } from '../scripts/backup/book-figures'
import { asPostgres, PGBIN, STANZA, startRestored } from '../scripts/backup/pgbackrest'

const dataDir = process.env.BENCH_PG_DIR ?? '/tmp/jackey-scale'
const port = Number(process.env.BENCH_PG_PORT ?? 55_433)
const book = process.env.BENCH_BOOK ?? 'decision_book_1000000'
const repoDir = process.env.BENCH_REPO ?? `${dataDir}-backrest`
const reportPath = process.env.BENCH_REPORT ?? 'bench/backup-report.md'
const config = join(repoDir, 'pgbackrest.conf')
const restoredDir = `${dataDir}-restored`
const HOUR = 3_600_000

const connect = async (database: string) => {
  const client = new pg.Client({ host: dataDir, port, user: 'postgres', database })
  await client.connect()
  return client
}

const backrest = (args: string[]) => asPostgres('pgbackrest', [`--config=${config}`, `--stanza=${STANZA}`, ...args], 4 * HOUR)

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

async function du(dir: string): Promise<number> {
  const { stdout } = await promisify(execFile)('du', ['-sb', dir])
  return Number(stdout.split('\t')[0])
}

async function setArchiving(on: boolean) {
  const admin = await connect('postgres')
  try {
    if (on) {
      await admin.query("alter system set archive_mode = 'on'")
      await admin.query(`alter system set archive_command = 'pgbackrest --config=${config} --stanza=${STANZA} --pg1-path=${dataDir} archive-push %p'`)
      await admin.query('alter system set archive_timeout = 60')
    } else {
      for (const setting of ['archive_mode', 'archive_command', 'archive_timeout']) await admin.query(`alter system reset ${setting}`)
    }
  } finally {
    await admin.end()
  }
  await asPostgres(`${PGBIN}/pg_ctl`, ['-D', dataDir, '-l', join(dataDir, 'log'), '-m', 'fast', '-w', '-t', '600', 'restart'], 700_000)
}

async function writeConfig() {
  await asPostgres('mkdir', ['-p', '-m', '700', join(repoDir, 'repo'), join(repoDir, 'log'), join(repoDir, 'lock'), join(repoDir, 'spool')])
  const text = [
    '[global]',
    `repo1-path=${repoDir}/repo`,
    'repo1-retention-full=2',
    `log-path=${repoDir}/log`,
    `lock-path=${repoDir}/lock`,
    `spool-path=${repoDir}/spool`,
    'compress-type=lz4',
    'start-fast=y',
    'log-level-console=warn',
    'log-level-file=info',
    '',
    `[${STANZA}]`,
    `pg1-path=${dataDir}`,
    `pg1-port=${port}`,
    `pg1-socket-path=${dataDir}`,
    '',
  ].join('\n')
  await writeFile(`/tmp/pgbackrest-bench.conf`, text)
  await asPostgres('cp', ['/tmp/pgbackrest-bench.conf', config])
}

type Info = { label: string; bytes: number; repoBytes: number; repoTotal: number }
async function latestBackup(): Promise<Info> {
  const [stanza] = JSON.parse(await backrest(['--output=json', 'info'])) as {
    backup: { label: string; info: { size: number; repository: { delta: number; size: number } } }[]
  }[]
  const latest = stanza?.backup.at(-1)
  if (!latest) throw new Error('pgBackRest lists no backup after making one')
  return { label: latest.label, bytes: latest.info.size, repoBytes: latest.info.repository.delta, repoTotal: latest.info.repository.size }
}

const loadBefore = loadavg()[0]!
const started = new Date()
await writeConfig()
const archivingOn = await timed(() => setArchiving(true))
let rows: { name: string; ms: number; detail: string }[]
let problems: string[]
let walBytes: number
const databaseBytes = await du(join(dataDir, 'base'))
try {
  await backrest(['stanza-create'])
  const full = await timed(async () => {
    await backrest(['--type=full', 'backup'])
    return latestBackup()
  })
  // A day's change on a quiet book is small; the incremental backup copies the files it touched.
  const client = await connect(book)
  try {
    await client.query('create table bench_backup_marker (at timestamptz not null default now())')
    await client.query('insert into bench_backup_marker default values')
    await client.query('checkpoint')
  } finally {
    await client.end()
  }
  const incr = await timed(async () => {
    await backrest(['--type=incr', 'backup'])
    return latestBackup()
  })
  const point = `bench-${started.toISOString().replace(/[^0-9]/g, '')}`
  const figures = await timed(() => figuresAtRestorePoint(() => connect(book), point))
  await backrest(['check'])
  walBytes = await du(join(repoDir, 'repo', 'archive'))
  await rm(restoredDir, { recursive: true, force: true })
  await asPostgres('mkdir', ['-p', '-m', '700', restoredDir])
  const restore = await timed(() => backrest([`--pg1-path=${restoredDir}`, '--type=name', `--target=${point}`, '--target-action=promote', 'restore']))
  const restoredBytes = await du(restoredDir)
  const startup = await timed(() => startRestored(restoredDir, port + 10, book))
  try {
    const client = await startup.value.client()
    try {
      const check = await timed(() => bookFigures(client))
      problems = compareFigures(figures.value.figures, check.value)
      rows = [
        { name: 'full backup (`--type=full`)', ms: full.ms, detail: `database ${gb(full.value.bytes)}, repository +${gb(full.value.repoBytes)} (lz4)` },
        { name: 'incremental backup after a small change (`--type=incr`)', ms: incr.ms, detail: `repository +${gb(incr.value.repoBytes)}` },
        { name: "the book's figures at a named restore point, read from its snapshot", ms: figures.ms, detail: `writes to the money tables held ${figures.value.heldMs.toFixed(0)} ms; ${MONEY_TABLES.map((t) => `${t} ${figures.value.figures[`${t}_rows`] ?? '?'}`).join(', ')}` },
        { name: 'restore of the latest backup + WAL to that point into a new folder (`restore`)', ms: restore.ms, detail: `${gb(restoredBytes)} written` },
        { name: 'the restored copy started: recovery replayed to the point, promoted', ms: startup.ms, detail: '' },
        { name: "the restored book's figures read and compared", ms: check.ms, detail: problems.length === 0 ? 'equal to the source, ledger sums to zero' : `DIFFER: ${problems.join('; ')}` },
      ]
    } finally {
      await client.end()
    }
  } finally {
    await startup.value.stop()
  }
} finally {
  await rm(restoredDir, { recursive: true, force: true })
  const client = await connect(book)
  await client.query('drop table if exists bench_backup_marker').finally(() => client.end())
  await setArchiving(false)
  await backrest(['stop']).catch(() => '')
  await backrest(['stanza-delete', '--force']).catch(() => '')
  await rm(repoDir, { recursive: true, force: true })
}

function gb(bytes: number) {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${(bytes / 1e6).toFixed(1)} MB`
}
const s = (ms: number) => (ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`)
const report = `# Backup and restore at the scale database's size (issue 38)

Measured by \`npm run bench:backup\` (bench/backup-scale.ts) on ${started.toISOString()}: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB,
load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after (the machine is shared, so times are upper bounds).
The book: \`${book}\` (bench/decision-book.ts), ${gb(databaseBytes)} of PostgreSQL 15 files. pgBackRest configured as
\`npm run cluster:up\` configures it: lz4, one process (\`process-max\` 1), \`start-fast\`, the repository on the same disk.
Turning archiving on (a restart) took ${s(archivingOn.ms)}.

| step | time | |
|---|---:|---|
${rows.map((r) => `| ${r.name} | ${s(r.ms)} | ${r.detail} |`).join('\n')}

Archived WAL in the repository at the drill: ${gb(walBytes)}.
${problems.length === 0 ? 'The drill passed: ledger balanced, every account balance (in all and per loan), row count and latest id of the money tables as in the source at that moment.' : `THE DRILL FAILED:\n${problems.map((p) => `- ${p}`).join('\n')}`}

What this means for a lender (docs/operations.md): a restore after losing both database machines takes the restore plus the
start (the fourth and fifth lines above together) for a book of this size on a machine like this one, plus replaying the WAL
archived since the last backup (a day's on a daily incremental). More cores shorten the copy: pgBackRest's \`process-max\`
compresses and restores files in parallel.
`
await writeFile(reportPath, report)
process.stdout.write(report)
if (problems.length > 0) process.exitCode = 1
