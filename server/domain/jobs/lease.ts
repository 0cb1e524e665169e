// A running job's lease, renewed while its handler runs: a run longer than the lease (a day's
// position snapshots at a million borrowers) is not taken over by another runner, and a process
// killed mid-run still gives its job up when the lease it last renewed ends.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema'

/** One claim of a job: each claim adds an attempt, so a later claim by another runner has a higher count. */
export type Claim = { id: number; attempts: number }

/** A runner's lease ran out and another runner claimed the job (or the job is gone): this run is no longer the only one. */
export class JobLeaseLost extends Error {
  override name = 'JobLeaseLost'
}

export function heldBy(claim: Claim) {
  return and(eq(jobs.id, claim.id), eq(jobs.attempts, claim.attempts))
}

/** Moves the lease's end to `until` if the claim still holds it; false when another claim took it over. */
export async function renewLease(db: Db, claim: Claim, until: Date): Promise<boolean> {
  const renewed = await db.update(jobs).set({ lockedUntil: until }).where(heldBy(claim)).returning({ id: jobs.id })
  return renewed.length > 0
}

/**
 * Runs `work` while renewing the claim's lease every third of it, so two renewals can fail (a
 * database out of reach for a moment) before the lease ends. A failed renewal goes to `onError`
 * and never stops the work; the renewal under way is waited for before returning, so none lands
 * after the job is marked done or put back for a retry.
 */
export async function whileRenewingLease<T>(db: Db, claim: Claim, now: () => Date, leaseMs: number, onError: (e: unknown) => void, work: () => Promise<T>): Promise<T> {
  let renewing: Promise<void> | undefined
  const timer = setInterval(() => {
    // One renewal at a time: a slow database gets no queue of them.
    renewing ??= renewLease(db, claim, new Date(now().getTime() + leaseMs))
      .then((held) => {
        if (held) return
        clearInterval(timer)
        onError(new JobLeaseLost(`job ${claim.id} was claimed again after attempt ${claim.attempts}'s lease ran out`))
      })
      .catch(onError)
      .finally(() => {
        renewing = undefined
      })
  }, leaseMs / 3)
  // A shutdown waits for the job itself (startWorker's stop), not for its renewals.
  timer.unref()
  try {
    return await work()
  } finally {
    clearInterval(timer)
    await renewing
  }
}
