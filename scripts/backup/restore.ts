// npm run restore — a backup brought back into a fresh place.
//   npm run restore -- --from <file> --data-dir <dir>             the embedded database's copy into a new folder
//   npm run restore -- --to "<ISO time>" --target <dir> [--start <port>]
//                                                                 the cluster's backups and archived WAL, to that
//                                                                 moment, into a new folder (started on <port> when asked)
import { readArgs } from './args'
import { restorePglite } from './pglite-copy'
import { readCluster, restoreCluster, startRestored } from './pgbackrest'

const args = readArgs(process.argv.slice(2))
const started = performance.now()
if (args.from) {
  if (!args['data-dir']) throw new Error('--data-dir <new folder> is needed')
  const { migrations } = await restorePglite(args.from, args['data-dir'])
  process.stdout.write(`restored into ${args['data-dir']} (${migrations} migrations applied) in ${Math.round(performance.now() - started)} ms; start it with DATA_DIR=${args['data-dir']} npm start\n`)
} else {
  if (!args.target) throw new Error('--target <new folder> is needed')
  const time = args.to ? new Date(args.to) : undefined
  if (time && Number.isNaN(time.getTime())) throw new Error(`--to ${args.to} is not an ISO time`)
  await restoreCluster(await readCluster(), args.target, time ? { time } : 'latest')
  process.stdout.write(`restored into ${args.target}${time ? ` as at ${time.toISOString()}` : ''} in ${Math.round(performance.now() - started)} ms\n`)
  if (args.start) {
    const restored = await startRestored(args.target, Number(args.start))
    process.stdout.write(`started: ${restored.url} (as the postgres user, on its socket in ${args.target}); stop with pg_ctl -D ${args.target} stop\n`)
  }
}
