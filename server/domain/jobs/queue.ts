// Background work kept in the database so that a restart loses none of it and several
// processes share it: a job is claimed with a lease (SKIP LOCKED), run while its runner renews
// the lease (lease.ts), then marked done.
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { whileUnavailable } from '../../db/unavailable'
import { jobs } from '../../db/schema'
import { summaryText } from '../../error-summary'
import { tracing } from '../../tracing/tracing'
import { heldBy, whileRenewingLease } from './lease'

export const JOB_KINDS = [
  'decide',
  'credit-bureau',
  'kyc-check',
  'payout',
  'settle-payouts',
  'mark-overdue',
  'sms-status',
  'reconcile-payments',
  'plan-reminders',
  'reminder',
  'credit-expiry',
  'position-snapshots',
  'position-snapshot-days',
  'portfolio-recompute',
  'ledger-balances',
  'credit-file-snapshots',
] as const
export type JobKind = (typeof JOB_KINDS)[number]
export type Job = typeof jobs.$inferSelect
export type JobHandler = (job: Job) => Promise<void>

// Longer than a job's provider calls at their time-out, so a live job is never taken over.
const DEFAULT_LEASE_MS = 60_000
const MAX_ATTEMPTS = 10
const MAX_BACKOFF_MS = 15 * 60_000
// Money on its way is never abandoned: a payout job is retried until the provider answers.
const NEVER_GIVEN_UP: JobKind[] = ['payout']
// At most half the lease: the mark lands before another runner could claim the job again.
const MARK_DONE_RETRY_MS = 15_000

export async function enqueue(db: Db, kind: JobKind, payload: unknown, runAt: Date): Promise<void> {
  await db.insert(jobs).values({ kind, payload, runAt })
}

function claimable(now: Date) {
  return and(
    isNull(jobs.doneAt),
    lte(jobs.runAt, now),
    or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
    or(inArray(jobs.kind, NEVER_GIVEN_UP), sql`${jobs.attempts} < ${MAX_ATTEMPTS}`),
  )
}

/** How long the job that has waited longest for a worker has been waiting, in ms (0: none waits). */
export async function longestWait(db: Db, now: Date): Promise<number> {
  const [oldest] = await db.select({ runAt: jobs.runAt }).from(jobs).where(claimable(now)).orderBy(asc(jobs.runAt)).limit(1)
  return oldest ? now.getTime() - oldest.runAt.getTime() : 0
}

async function claim(db: Db, now: Date, leaseMs: number): Promise<Job | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(jobs)
      .where(claimable(now))
      .orderBy(asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return null
    const [claimed] = await tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: due.attempts + 1 })
      .where(eq(jobs.id, due.id))
      .returning()
    return claimed ?? null
  })
}

/** Runs every job due now, renewing each one's lease while it runs; returns how many ran. */
export async function runDueJobs(db: Db, handlers: Record<JobKind, JobHandler>, now: () => Date, onError: (e: unknown) => void, leaseMs = DEFAULT_LEASE_MS): Promise<number> {
  let ran = 0
  for (let job = await claim(db, now(), leaseMs); job; job = await claim(db, now(), leaseMs)) {
    const claimed = job
    try {
      const run = handlers[claimed.kind as JobKind]
      await whileRenewingLease(db, claimed, now, leaseMs, onError, () =>
        tracing().span(`job ${claimed.kind}`, 'internal', { 'jackey.job.kind': claimed.kind }, () => run(claimed)),
      )
      // Done whoever holds the lease now: the work was done. Marked through a failover too (the
      // mark is the same however often it is made): a job left undone would run again when its
      // lease ends, repeating a step that has already happened.
      await whileUnavailable(() => db.update(jobs).set({ doneAt: now(), lockedUntil: null }).where(eq(jobs.id, claimed.id)), Math.min(MARK_DONE_RETRY_MS, leaseMs / 2))
    } catch (error) {
      // Retried after a backoff. A run whose lease was taken over leaves the job, its lease and
      // its next run to the runner that holds it.
      const retryAt = new Date(now().getTime() + Math.min(2 ** claimed.attempts * 1000, MAX_BACKOFF_MS))
      await db.update(jobs).set({ lastError: summaryText(error), lockedUntil: null, runAt: retryAt }).where(heldBy(claimed))
    }
    ran++
  }
  return ran
}

/**
 * Polls for due jobs until stopped, running up to `concurrency` at once: each runner claims its
 * own job (the lease and SKIP LOCKED keep two runners, like two processes, off the same one).
 */
export function startWorker(db: Db, handlers: Record<JobKind, JobHandler>, now: () => Date, onError: (e: unknown) => void, leaseMs = DEFAULT_LEASE_MS, concurrency = 1) {
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    if (stopped) return
    running = Promise.all(Array.from({ length: concurrency }, () => runDueJobs(db, handlers, now, onError, leaseMs)))
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

/** The payloads of the jobs of a kind that a runner has yet to finish (a job given up after MAX_ATTEMPTS is not one). */
export async function pendingPayloads(db: Db, kind: JobKind): Promise<unknown[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), sql`${jobs.attempts} < ${MAX_ATTEMPTS}`))
  return rows.map((r) => r.payload)
}

/** Keeps one pending job of a kind (a daily one re-enqueues itself when it runs). */
export async function ensureScheduled(db: Db, kind: JobKind, runAt: Date): Promise<void> {
  const [pending] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, kind), isNull(jobs.doneAt))).limit(1)
  if (!pending) await enqueue(db, kind, {}, runAt)
}

/**
 * The next run of a daily job, from inside its run `jobId`, unless one is pending already: a run
 * whose lease ran out (its renewals failing) is taken over by another runner, and only one of the
 * two may go on.
 */
export async function scheduleNextRun(db: Db, kind: JobKind, jobId: number, runAt: Date): Promise<void> {
  const [pending] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), ne(jobs.id, jobId))).limit(1)
  if (!pending) await enqueue(db, kind, {}, runAt)
}
