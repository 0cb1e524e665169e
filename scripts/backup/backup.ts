// npm run backup — one backup now.
//   npm run backup -- --out <file> [--data-dir <dir>]   the embedded database (PGlite), while a server runs or not
//   npm run backup [-- --type full|incr|diff]           the cluster's pgBackRest repository (npm run cluster:up)
// docs/operations.md says when each runs on its own schedule.
import { readArgs } from './args'
import { backupPglite } from './pglite-copy'
import { backupCluster, readCluster } from './pgbackrest'

const args = readArgs(process.argv.slice(2))
const started = performance.now()
if (args.out) {
  const dataDir = args['data-dir'] ?? process.env.DATA_DIR ?? './data'
  const { bytes, from } = await backupPglite(dataDir, args.out)
  process.stdout.write(`${args.out}: ${bytes} bytes, copied by ${from === 'server' ? 'the running server' : 'this command (no server held the folder)'} in ${Math.round(performance.now() - started)} ms\n`)
} else {
  const type = args.type ?? 'incr'
  if (type !== 'full' && type !== 'incr' && type !== 'diff') throw new Error('--type is full, incr or diff')
  const backup = await backupCluster(await readCluster(), type)
  process.stdout.write(`backup ${backup.label}: ${backup.bytes} bytes of database, ${backup.repoBytes} bytes added to the repository, in ${Math.round(performance.now() - started)} ms\n`)
}
