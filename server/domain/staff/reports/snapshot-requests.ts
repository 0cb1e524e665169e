// Past days that the portfolio report needs and the daily snapshot lacks (docs/portfolio-figures.md,
// "A day without a snapshot"): a request never rebuilds the whole book, so it asks a job to write
// those days with the daily job's own code, and answers that they are being prepared.
import { eq } from 'drizzle-orm'
import { addDays } from '../../../../contract/loan-extension'
import type { Db } from '../../../db/client'
import { companies } from '../../../db/schema'
import { enqueue, pendingPayloads } from '../../jobs/queue'
import { marketOfCompany } from '../../markets/company-market'
import { flowDays } from './daily-flows'
import { catchUpFrom, closedThrough, lastWritableDay, writeDay, writeDayFlows, writtenDays } from './position-snapshots'
import { wholeMonths } from './roll-rates'

type Range = { from: string; to: string }
/** `positions`: whole days (positions and every sum); `flows`: the day's flows alone. */
type Requested = { companyId: number; positions: string[]; flows: string[] }

const JOB = 'position-snapshot-days'

/**
 * The past days the figures of `range` need and the snapshot lacks, oldest first, a job asked to
 * write those it may: the positions at the last day covered (PAR, cohorts; closedThrough) and at
 * the last day of each whole month without its roll counts, and the flows of every day covered. A
 * day's sums outlive its pruned positions and a month end's positions are never pruned, so a marker
 * is enough. The days not closed yet (today, yesterday before the job's hour) are none of them: the
 * figures end at the last closed day.
 */
export async function prepareDays(db: Db, companyId: number, range: Range, now: Date): Promise<string[]> {
  const last = lastWritableDay((await marketOfCompany(db, companyId)).timeZone, now)
  const needed = [...new Set([closedThrough(range.to, last), ...wholeMonths(range.from, range.to).map((m) => m.last)])].filter((d) => d <= last)
  const written = await writtenDays(db, companyId, needed)
  const positions = needed.filter((d) => !written.has(d))
  const flowsWritten = await flowDays(db, companyId, range.from, range.to)
  const flows: string[] = []
  for (let d = range.from; d <= range.to && d <= last; d = addDays(d, 1)) if (!flowsWritten.has(d) && !positions.includes(d)) flows.push(d)
  if (positions.length + flows.length > 0) await requestDays(db, companyId, { positions, flows }, last, now)
  return [...positions, ...flows].sort()
}

/**
 * Queues a job for those of the days that the scheduled catch-up will never write: the days before
 * the one it writes next, `last` being the last writable day. Writing such a day leaves its latest
 * marker, or the bound it writes back to, where it was. A day it has yet to reach is left to it,
 * and so is every day before its first run, which writes only the day just ended: a day written
 * before that would make it write back the days after it. At most one pending job holds a
 * company's day: the company's row, locked, keeps two requests from both finding none.
 */
async function requestDays(db: Db, companyId: number, days: Omit<Requested, 'companyId'>, last: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update')
    const from = await catchUpFrom(tx, companyId, last)
    if (from === null) return
    const held = new Set(
      (await pendingPayloads(tx, JOB)).flatMap((p) => {
        const job = p as Requested
        return job.companyId === companyId ? [...job.positions, ...job.flows] : []
      }),
    )
    const fresh = (list: string[]) => list.filter((d) => d < from && !held.has(d)).sort()
    const job: Requested = { companyId, positions: fresh(days.positions), flows: fresh(days.flows) }
    if (job.positions.length + job.flows.length > 0) await enqueue(tx, JOB, job, now)
  })
}

/**
 * The job: oldest first, so that a month's end reads the month before's positions from the
 * snapshot when they are asked for too. The flows first: each is a day's lines, not the book.
 */
export async function writeRequestedDays(db: Db, payload: unknown, now: Date): Promise<void> {
  const { companyId, positions, flows } = payload as Requested
  const { timeZone } = await marketOfCompany(db, companyId)
  for (const day of [...flows].sort()) await writeDayFlows(db, companyId, timeZone, day)
  for (const day of [...positions].sort()) await writeDay(db, companyId, timeZone, day, now)
}
