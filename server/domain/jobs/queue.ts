// Background work kept in the database so that a restart loses none of it and several
// processes share it: a job is claimed with a lease (SKIP LOCKED), run, then marked done.
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema'

export type JobKind = 'decide' | 'settle-payouts' | 'mark-overdue'
export type Job = typeof jobs.$inferSelect
export type JobHandler = (job: Job) => Promise<void>

const LEASE_MS = 60_000
const MAX_ATTEMPTS = 10

export async function enqueue(db: Db, kind: JobKind, payload: unknown, runAt: Date): Promise<void> {
  await db.insert(jobs).values({ kind, payload, runAt })
}

async function claim(db: Db, now: Date): Promise<Job | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          sql`${jobs.attempts} < ${MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return null
    const [claimed] = await tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: due.attempts + 1 })
      .where(eq(jobs.id, due.id))
      .returning()
    return claimed ?? null
  })
}

/** Runs every job due now; returns how many ran. */
export async function runDueJobs(db: Db, handlers: Record<JobKind, JobHandler>, now: () => Date): Promise<number> {
  let ran = 0
  for (let job = await claim(db, now()); job; job = await claim(db, now())) {
    try {
      await handlers[job.kind as JobKind](job)
      await db.update(jobs).set({ doneAt: now(), lockedUntil: null }).where(eq(jobs.id, job.id))
    } catch (error) {
      // Retried after a backoff; the lease keeps other processes off it meanwhile.
      const retryAt = new Date(now().getTime() + 2 ** job.attempts * 1000)
      await db.update(jobs).set({ lastError: String(error).slice(0, 500), lockedUntil: null, runAt: retryAt }).where(eq(jobs.id, job.id))
    }
    ran++
  }
  return ran
}

/** Polls for due jobs until stopped. */
export function startWorker(db: Db, handlers: Record<JobKind, JobHandler>, now: () => Date, onError: (e: unknown) => void) {
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    if (stopped) return
    running = runDueJobs(db, handlers, now)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, 500)
      })
  }
  let timer = setTimeout(tick, 0)
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}

/** Keeps one pending job of a kind (a daily one re-enqueues itself when it runs). */
export async function ensureScheduled(db: Db, kind: JobKind, runAt: Date): Promise<void> {
  const [pending] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, kind), isNull(jobs.doneAt))).limit(1)
  if (!pending) await enqueue(db, kind, {}, runAt)
}

