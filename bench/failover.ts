// Failover figures of issue 38, on the replicated cluster (npm run cluster:up, started here when
// none runs) with two server processes and Xendit's payouts simulated, borrowers registering,
// withdrawing and repaying the whole time:
// 1. the primary's PostgreSQL killed with SIGKILL: time from the kill to the first acknowledged
//    write, p50/p99/max answer time of the requests in the 30 s after it, answers "try again";
// 2. PgBouncer killed and started again 2 s later: the same figures;
// 3. a pgBackRest full and an incremental backup (time, database size, what the repository grew
//    by) and a restore of the latest into a new folder, started and checked (npm run restore:drill).
// `npm run bench:failover` writes bench/failover-report.md. CLUSTER_DIR keeps a cluster apart.
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/db/client'
import { drill } from '../scripts/backup/drill'
import { backupCluster } from '../scripts/backup/pgbackrest'
import { clusterDown, clusterServerEnv, clusterUp, killPgBouncer, killPrimaryPostgres, waitForLeader } from '../test/support/cluster'
import { PIN, Traffic, WRITES, drive, readyToWithdraw, waitForStatus } from '../test/support/cluster-traffic'
import { startServerProcess } from '../test/support/server-process'
import { startXenditSimulator } from '../test/support/xendit-simulator'

const started = Date.now()
const clusterStart = performance.now()
const cluster = await clusterUp()
const upMs = performance.now() - clusterStart
await (await openDatabase({ databaseUrl: cluster.primaryUrl })).close()
const sim = await startXenditSimulator()
const env = clusterServerEnv(cluster, sim)
const servers = await Promise.all([startServerProcess(env), startServerProcess(env)])
const urls = servers.map((s) => s.url)

// Every borrower is made before any traffic: registrations from this machine meet the
// per-address limits once the traffic has registered many.
const made = await Promise.all(Array.from({ length: 5 }, (_, i) => readyToWithdraw(urls[i % 2]!)))
const repaying = made.splice(0, 2)
const setup = new Traffic(urls)
for (const b of repaying) {
  await setup.send('/user/withdraw', { loanOrderId: b.orderId, password: PIN, withdrawAmount: 8_000, bankcard: b.cardNo }, { token: b.token })
  await waitForStatus(urls[0]!, b, 4)
}

async function scenario(name: string, toWithdraw: typeof made, kill: () => Promise<unknown>) {
  const traffic = new Traffic(urls)
  let end = () => undefined as void
  const driving = drive(traffic, toWithdraw, repaying, new Promise<void>((resolve) => (end = resolve)))
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  const killedAt = Date.now()
  await kill()
  await new Promise((resolve) => setTimeout(resolve, 25_000 - (Date.now() - killedAt)))
  end()
  const result = await driving
  return { name, ...traffic.figures(killedAt, WRITES), unexpected: traffic.unexpected().length, registered: result.registered.length, withdrawn: result.withdrawn.length, paid: result.paid.length }
}

const rows = []
rows.push(await scenario('primary PostgreSQL killed (kill -9), standby promoted', made, async () => {
  await killPrimaryPostgres(cluster)
  await waitForLeader(cluster)
}))
rows.push(await scenario('PgBouncer killed (kill -9), started again after 2 s', [], () => killPgBouncer(cluster, 2_000)))

const timed = async <T>(run: () => Promise<T>) => {
  const t = performance.now()
  const value = await run()
  return { value, ms: performance.now() - t }
}
const full = await timed(() => backupCluster(cluster, 'full'))
const incr = await timed(() => backupCluster(cluster, 'incr'))
const restored = await drill()

await Promise.all(servers.map((s) => s.stop()))
await sim.close()
if (!process.env.KEEP_CLUSTER) await clusterDown()

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
const s = (ms: number | null) => (ms === null ? 'none' : `${(ms / 1000).toFixed(1)} s`)
const report = `# Failover, backup and restore (bench/failover.ts)

Measured ${new Date(started).toISOString()} on this machine (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end: the
machine is shared, so times are upper bounds), with \`npm run bench:failover\`. The cluster: etcd 3.4, two PostgreSQL 15
under Patroni 3.0 (synchronous_mode, synchronous_commit on, ttl 10 s, loop_wait 1 s, primary_start_timeout 0),
PgBouncer 1.18 in transaction mode repointed by Patroni's callback, pgBackRest 2.45 (lz4) with WAL archiving.
Two server processes behind no balancer (the traffic alternates between them), \`DB_UNAVAILABLE_RETRY_MS\` 8 s.
Traffic: registrations, withdrawals paid out through the simulated Xendit, repayments, each change under an
Idempotency-Key and sent again after a 503 (as the app's outbox does). \`cluster:up\` took ${s(upMs)}.

| what was killed | first write acknowledged after the kill | requests in the 30 s after | p50 | p99 | max | answered 503 (code 5) | no answer | other 5xx |
|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${s(r.firstWriteMs)} | ${r.requests} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.maxMs} ms | ${r.retryable} | ${r.noAnswer} | ${r.unexpected} |`).join('\n')}

Acknowledged in the run: ${rows.map((r) => `${r.name.split(' ')[0]}: ${r.registered} registrations, ${r.withdrawn} withdrawals, ${r.paid} repayments`).join('; ')} (each checked present,
every payout sent once and the ledger at zero by \`npm run test:cluster\`, which runs the same traffic).

| backup / restore | time | database | repository |
|---|---|---|---|
| full backup (\`npm run backup -- --type full\`) | ${s(full.ms)} | ${mb(full.value.bytes)} | +${mb(full.value.repoBytes)} |
| incremental backup (\`npm run backup\`) | ${s(incr.ms)} | ${mb(incr.value.bytes)} | +${mb(incr.value.repoBytes)} |
| restore of the latest to a named moment, started and checked (\`npm run restore:drill\`) | ${s(restored.restoreMs)} | | drill ${restored.problems.length === 0 ? 'passed' : `FAILED: ${restored.problems.join('; ')}`} |

The book here is tiny (${restored.figures.users_rows} users, ${restored.figures.ledger_lines_rows} ledger lines): at the scale
database's size (the million-borrower book, 21.7 GB) backup and restore are measured by \`npm run bench:backup\` into
bench/backup-report.md; a full backup and a restore read and write every byte, so they grow with
the database's size, while an incremental one grows with what changed.
`
await writeFile(join(import.meta.dirname, 'failover-report.md'), report)
process.stdout.write(report)
