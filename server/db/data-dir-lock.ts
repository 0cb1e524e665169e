// One process at a time on an embedded PGlite folder. PGlite keeps no lock of its own, and two
// processes writing one folder each believe their own copy: `npm run staff` beside a running
// server made a member the server did not see until restarted, and then a login failed on a
// duplicate audit id (issue 41). The lock is a file in the folder, `process.lock`, holding the
// holder's pid, host and start time; it is removed when the database closes or the process exits.
// A lock whose process is gone (a crash, a kill -9) is taken over. Where this host cannot tell
// (another host wrote it, e.g. a shared volume), the lock stands and the message says so.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

export const LOCK_FILE = 'process.lock'

type Holder = { pid: number; host: string; startTicks: string | null; since: string; command: string }

/** Refusal to open a folder another process holds; its message is for the operator, whole. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder,
    readonly checkable: boolean,
  ) {
    const who = `process ${holder.pid}${checkable ? '' : ` on host ${holder.host}`} (${holder.command}, since ${holder.since})`
    const then = checkable
      ? 'Stop it first, or, while a server runs, manage staff in the back office (Staff page).'
      : `This machine cannot tell whether it still runs; if it does not, delete ${join(dir, LOCK_FILE)}.`
    super(`The embedded database in ${dir} is in use by ${who}. Two processes must never write one PGlite folder. ${then}`)
    this.name = 'DataDirLockedError'
  }
}

/** Folders this process holds: a second open in the same process is refused like another's. */
const heldHere = new Set<string>()

/** A process's start time in clock ticks since boot (Linux), which tells a reused pid from the holder. */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and parentheses; the fields after its last ')' do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null
    return { pid: holder.pid, host: holder.host, startTicks: holder.startTicks ?? null, since: String(holder.since ?? '?'), command: String(holder.command ?? '?') }
  } catch {
    return null
  }
}

type Liveness = 'alive' | 'gone' | 'unknown'

function liveness(holder: Holder, dir: string): Liveness {
  if (holder.host !== hostname()) return 'unknown'
  // Our own pid in the file and not held here: an earlier life of this pid (a container's pid 1 after a crash).
  if (holder.pid === process.pid) return heldHere.has(dir) ? 'alive' : 'gone'
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone'
  }
  const ticks = startTicks(holder.pid)
  if (ticks !== null && holder.startTicks !== null && ticks !== holder.startTicks) return 'gone'
  return 'alive'
}

export type DataDirLock = { release: () => void }

/** Takes the folder's lock (creating the folder), or throws DataDirLockedError. */
export function lockDataDir(folder: string, now = new Date()): DataDirLock {
  const dir = resolve(folder)
  const file = join(dir, LOCK_FILE)
  mkdirSync(dir, { recursive: true })
  const mine: Holder = { pid: process.pid, host: hostname(), startTicks: startTicks(process.pid), since: now.toISOString(), command: process.argv.slice(1).join(' ') }
  const text = JSON.stringify(mine)
  for (let attempt = 0; ; attempt++) {
    if (heldHere.has(dir)) throw new DataDirLockedError(dir, mine, true)
    try {
      const fd = openSync(file, 'wx', 0o600)
      try {
        writeSync(fd, text)
      } finally {
        closeSync(fd)
      }
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error
    }
    const raw = safeRead(file)
    const holder = raw === null ? null : readHolder(file)
    // A file that vanished since is retried; one half-written by a process that died while writing is stale.
    if (raw === null) continue
    const state = holder ? liveness(holder, dir) : 'gone'
    if (holder && state !== 'gone') throw new DataDirLockedError(dir, holder, state === 'alive')
    // Removed only if it is still the stale one read: another process taking it over at the same
    // moment has written its own, which must stand.
    if (safeRead(file) === raw) removeQuietly(file)
  }
  heldHere.add(dir)
  const onExit = () => releaseIfMine(file, text)
  process.once('exit', onExit)
  return {
    release: () => {
      if (!heldHere.delete(dir)) return
      process.off('exit', onExit)
      releaseIfMine(file, text)
    },
  }
}

function safeRead(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch {
    // Gone already.
  }
}

function releaseIfMine(file: string, text: string): void {
  if (safeRead(file) === text) removeQuietly(file)
}
