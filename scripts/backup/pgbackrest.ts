// The cluster's backups (npm run cluster:up made the pgBackRest repository and the first full
// backup; WAL is archived continuously): one now, a restore to a moment into a fresh folder, and a
// restored copy started beside the live cluster to be checked. pgBackRest and PostgreSQL refuse
// root, so as root they run as the postgres user.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
export const STANZA = 'jackey'
export const PGBIN = '/usr/lib/postgresql/15/bin'

export type Cluster = { dir: string; rest: string[]; databaseUrl: string }

export async function readCluster(dir = process.env.CLUSTER_DIR ?? '/tmp/jackey-cluster'): Promise<Cluster> {
  const file = join(dir, 'cluster.env')
  if (!existsSync(file)) throw new Error(`no cluster at ${dir}: npm run cluster:up`)
  const env = Object.fromEntries(
    (await readFile(file, 'utf8'))
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
  return { dir, rest: (env.PATRONI_REST ?? '').split(','), databaseUrl: env.DATABASE_URL ?? '' }
}

/** The running leader's name (node1, node2) and port, from the first Patroni that answers. */
export async function leader(cluster: Cluster): Promise<{ name: string; port: number } | null> {
  for (const rest of cluster.rest) {
    const answer = await fetch(`${rest}/cluster`, { signal: AbortSignal.timeout(2_000) }).catch(() => null)
    if (!answer?.ok) continue
    const { members } = (await answer.json()) as { members: { name: string; role: string; state: string; port: number }[] }
    const found = members.find((m) => m.role === 'leader' && m.state === 'running')
    return found ? { name: found.name, port: found.port } : null
  }
  return null
}

/** A command as the postgres user (initdb, pg_ctl and pgBackRest refuse root). */
export async function asPostgres(command: string, args: string[], timeoutMs = 600_000): Promise<string> {
  const asRoot = process.getuid?.() === 0
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const { stdout } = await run(file, argv, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 })
  return stdout
}

function backrest(cluster: Cluster, args: string[]): Promise<string> {
  return asPostgres('pgbackrest', [`--config=${join(cluster.dir, 'backrest', 'pgbackrest.conf')}`, `--stanza=${STANZA}`, ...args])
}

async function primaryArgs(cluster: Cluster): Promise<string[]> {
  const primary = await leader(cluster)
  if (!primary) throw new Error('no primary: the cluster has no leader right now')
  return [`--pg1-path=${join(cluster.dir, primary.name, 'data')}`, `--pg1-port=${primary.port}`]
}

/** A backup now, from the primary: `incr` (pgBackRest makes it full when there is none) or `full`. */
export async function backupCluster(cluster: Cluster, type: 'full' | 'incr' | 'diff'): Promise<{ label: string; bytes: number; repoBytes: number }> {
  await backrest(cluster, [...(await primaryArgs(cluster)), `--type=${type}`, 'backup'])
  const [latest] = (await backupInfo(cluster)).slice(-1)
  if (!latest) throw new Error('pgBackRest lists no backup after making one')
  return latest
}

export async function backupInfo(cluster: Cluster): Promise<{ label: string; bytes: number; repoBytes: number; stop: Date }[]> {
  const [stanza] = JSON.parse(await backrest(cluster, ['--output=json', 'info'])) as {
    backup: { label: string; info: { size: number; repository: { delta: number } }; timestamp: { stop: number } }[]
  }[]
  return (stanza?.backup ?? []).map((b) => ({ label: b.label, bytes: b.info.size, repoBytes: b.info.repository.delta, stop: new Date(b.timestamp.stop * 1000) }))
}

/** Makes PostgreSQL close its WAL segment and waits until the archive has it (pgBackRest's check). */
export async function archiveNow(cluster: Cluster): Promise<void> {
  await backrest(cluster, [...(await primaryArgs(cluster)), 'check'])
}

export type RestoreTarget = { time: Date } | { restorePoint: string } | 'latest'

/** pgBackRest's time format: PostgreSQL's, in UTC. */
export function backrestTime(time: Date): string {
  return `${time.toISOString().replace('T', ' ').replace('Z', '')}+00`
}

/** Restores into `target` (new or empty, made here), to a moment, a named point, or the end of the archive. */
export async function restoreCluster(cluster: Cluster, target: string, to: RestoreTarget): Promise<void> {
  await asPostgres('mkdir', ['-p', '-m', '700', target])
  const recovery =
    to === 'latest'
      ? ['--type=default']
      : 'time' in to
        ? ['--type=time', `--target=${backrestTime(to.time)}`, '--target-action=promote']
        : ['--type=name', `--target=${to.restorePoint}`, '--target-action=promote']
  await backrest(cluster, [`--pg1-path=${target}`, ...recovery, 'restore'])
}

export type Restored = { url: string; client: () => Promise<pg.Client>; stop: () => Promise<void> }

/**
 * Starts a restored folder on its own port, on loopback, as nothing but a copy: no archiving into
 * the live repository, no waiting for a standby, the copy's own access rules; waits until its
 * recovery has finished.
 */
export async function startRestored(target: string, port: number, database = 'jackey'): Promise<Restored> {
  const options = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${target}`,
    '-c archive_mode=off',
    "-c synchronous_standby_names=''",
    `-c hba_file=${target}/pg_hba.conf`,
    `-c ident_file=${target}/pg_ident.conf`,
    '-c cluster_name=restored',
  ].join(' ')
  await asPostgres(`${PGBIN}/pg_ctl`, ['-D', target, '-l', `${target}/restored.log`, '-o', options, '-w', '-t', '3600', 'start'], 3_700_000)
  const connect = async () => {
    const client = new pg.Client({ host: target, port, user: 'postgres', database })
    await client.connect()
    return client
  }
  const probe = await connect()
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await probe.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')
      if (!rows[0]?.recovering) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  } finally {
    await probe.end()
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    client: connect,
    stop: async () => {
      await asPostgres(`${PGBIN}/pg_ctl`, ['-D', target, '-m', 'fast', '-w', 'stop']).catch(() => '')
    },
  }
}
