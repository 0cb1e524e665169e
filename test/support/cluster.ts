// The replicated cluster for the cluster tests and the failover bench: started and stopped by
// npm run cluster:up / cluster:down, its parts killed as a machine or a process would be lost.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Cluster, asPostgres, leader, readCluster } from '../../scripts/backup/pgbackrest'

const run = promisify(execFile)

export type RunningCluster = Cluster & { primaryUrl: string }

export async function clusterUp(): Promise<RunningCluster> {
  await run('bash', ['scripts/cluster/up.sh'], { timeout: 300_000 })
  const cluster = await readCluster()
  const env = await readFile(join(cluster.dir, 'cluster.env'), 'utf8')
  const primaryUrl = /^PRIMARY_DATABASE_URL=(.*)$/m.exec(env)?.[1] ?? ''
  if (!primaryUrl) throw new Error('cluster:up printed no PRIMARY_DATABASE_URL')
  return { ...cluster, primaryUrl }
}

export async function clusterDown(): Promise<void> {
  await run('bash', ['scripts/cluster/down.sh'], { timeout: 120_000 })
}

async function pidIn(file: string): Promise<number> {
  return Number((await readFile(file, 'utf8')).split('\n')[0])
}

/** kill -9 of the primary's postmaster: the machine's database gone at once, Patroni left to notice. */
export async function killPrimaryPostgres(cluster: Cluster): Promise<{ name: string; pid: number }> {
  const primary = await leader(cluster)
  if (!primary) throw new Error('no primary to kill')
  const pid = await pidIn(join(cluster.dir, primary.name, 'data', 'postmaster.pid'))
  process.kill(pid, 'SIGKILL')
  return { name: primary.name, pid }
}

/** kill -9 of PgBouncer, then, after `downMs`, its start again, as its supervisor (systemd) would. */
export async function killPgBouncer(cluster: Cluster, downMs: number): Promise<void> {
  const dir = join(cluster.dir, 'pgbouncer')
  process.kill(await pidIn(join(dir, 'pgbouncer.pid')), 'SIGKILL')
  await new Promise((resolve) => setTimeout(resolve, downMs))
  await asPostgres('pgbouncer', ['-d', join(dir, 'pgbouncer.ini')])
}

/** Waits until a Patroni names a running leader again; the time it took. */
export async function waitForLeader(cluster: Cluster, timeoutMs = 60_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await leader(cluster)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('no leader')
}

const WEBHOOK_TOKEN = 'cluster-test-callback-token'

/** A server process's settings on the cluster, paying out through the simulated Xendit at `sim`. */
export function clusterServerEnv(cluster: Cluster, sim: { url: string; secretKey: string }): Record<string, string> {
  return {
    DATABASE_URL: cluster.databaseUrl,
    DB_NAMED_STATEMENTS: 'false',
    MIGRATE_ON_START: 'false',
    SERVE_APP: 'false',
    // CLUSTER_LOG_LEVEL=info: a failed scenario then prints each request the servers answered.
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL === 'info' ? 'info' : 'silent',
    DB_POOL_SIZE: '10',
    // The traffic says each borrower's address as a load balancer would (cluster-traffic.ts).
    TRUST_PROXY: 'true',
    PAYOUT_PROVIDER: 'xendit',
    XENDIT_API_URL: sim.url,
    XENDIT_SECRET_KEY: sim.secretKey,
    XENDIT_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    // A payout job whose process died is taken over within seconds, not a minute.
    JOB_LEASE_MS: '4000',
  }
}
