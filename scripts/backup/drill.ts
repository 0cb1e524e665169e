// npm run restore:drill — proves the backups restore: names a moment on the live primary (the
// money tables' writes held only while the moment is named; their figures read from that moment's
// snapshot afterwards, book-figures.ts), restores the
// latest backup and the archived WAL up to that moment into a folder beside the live cluster,
// starts it, and checks that its ledger sums to zero and that every account balance, row count and
// latest id of the money tables equals the source's at that moment. Exit code 1 on any difference.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { bookFigures, compareFigures, figuresAtRestorePoint, MONEY_TABLES } from './book-figures'
import { archiveNow, leader, readCluster, restoreCluster, startRestored } from './pgbackrest'

export async function drill(port = 56_440): Promise<{ problems: string[]; restoreMs: number; figures: Record<string, string | number> }> {
  const cluster = await readCluster()
  const primary = await leader(cluster)
  if (!primary) throw new Error('no primary: the cluster has no leader right now')
  const point = `drill-${new Date().toISOString().replace(/[^0-9]/g, '')}`
  const connect = async () => {
    const client = new pg.Client({ host: join(cluster.dir, 'run'), port: primary.port, user: 'postgres', database: 'jackey' })
    await client.connect()
    return client
  }
  const { figures } = await figuresAtRestorePoint(connect, point)
  await archiveNow(cluster)
  const target = join(cluster.dir, point)
  const started = performance.now()
  await restoreCluster(cluster, target, { restorePoint: point })
  const restored = await startRestored(target, port)
  const restoreMs = performance.now() - started
  try {
    const client = await restored.client()
    try {
      return { problems: compareFigures(figures, await bookFigures(client)), restoreMs, figures }
    } finally {
      await client.end()
    }
  } finally {
    await restored.stop()
    await rm(target, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, restoreMs, figures } = await drill()
  process.stdout.write(`restored the latest backup to the drill's moment and started it in ${Math.round(restoreMs)} ms\n`)
  process.stdout.write(`source at that moment: ledger sums to ${figures.ledger_sum}; ${MONEY_TABLES.map((t) => `${t} ${figures[`${t}_rows`] ?? '?'}`).join(', ')}\n`)
  if (problems.length > 0) {
    process.stdout.write(`DRILL FAILED:\n${problems.map((p) => `  ${p}`).join('\n')}\n`)
    process.exit(1)
  }
  process.stdout.write('drill passed: ledger balanced, every account balance, row count and latest id as in the source\n')
}
