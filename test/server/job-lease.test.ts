// A job that runs longer than its lease keeps it: its runner renews the lease while it runs, so
// no other runner takes it over, and a runner whose lease was taken over renews nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { jobs } from '../../server/db/schema'
import { JobLeaseLost } from '../../server/domain/jobs/lease'
import { runDueJobs } from '../../server/domain/jobs/queue'
import { everyKind } from '../support/jobs'
import { openTestDatabase } from '../support/test-database'

const LEASE_MS = 600
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const realClock = () => new Date()

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(() => database.db.delete(jobs))

async function dueJob() {
  const [job] = await database.db.insert(jobs).values({ kind: 'decide', payload: {}, runAt: new Date(0) }).returning()
  if (!job) throw new Error('no job inserted')
  return async () => (await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]
}

function gate() {
  let open: () => void = () => undefined
  let fail: (e: Error) => void = () => undefined
  const closed = new Promise<void>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return { closed, open, fail }
}

/**
 * A first runner whose renewals keep its lease where its claim put it (its clock stands still,
 * as if they were blocked), and a second runner, with a minute's lease, that claims the job once
 * that lease has run out; both handlers wait until the test lets them go.
 */
async function takenOver() {
  const current = await dueJob()
  const first = { gate: gate(), errors: [] as unknown[] }
  const second = { gate: gate(), errors: [] as unknown[] }
  const stoodStill = new Date()
  const firstRun = runDueJobs(database.db, everyKind(() => first.gate.closed), () => stoodStill, (e) => first.errors.push(e), LEASE_MS)
  await expect.poll(async () => (await current())?.attempts).toBe(1)
  await sleep(stoodStill.getTime() + LEASE_MS - Date.now() + 50)
  const secondRun = runDueJobs(database.db, everyKind(() => second.gate.closed), realClock, (e) => second.errors.push(e), 60_000)
  await expect.poll(async () => (await current())?.attempts).toBe(2)
  const secondLease = (await current())?.lockedUntil
  expect(secondLease?.getTime()).toBeGreaterThan(Date.now() + 30_000)
  return { current, first: { ...first, run: firstRun }, second: { ...second, run: secondRun }, secondLease }
}

describe('a job lease', () => {
  it('runs a job that outlasts several leases once while another runner polls the whole time', async () => {
    const current = await dueJob()
    let runs = 0
    const errors: unknown[] = []
    const slow = everyKind(async () => {
      runs++
      await sleep(4 * LEASE_MS)
    })
    let finished = false
    const first = runDueJobs(database.db, slow, realClock, (e) => errors.push(e), LEASE_MS).finally(() => {
      finished = true
    })
    let secondRan = 0
    while (!finished) {
      await sleep(50)
      secondRan += await runDueJobs(database.db, slow, realClock, (e) => errors.push(e), LEASE_MS)
    }
    expect((await first) + secondRan).toBe(1)
    expect(runs).toBe(1)
    expect(errors).toEqual([])
    expect(await current()).toMatchObject({ attempts: 1, lockedUntil: null, doneAt: expect.any(Date) })
  })

  it('does not renew a lease that another runner took over once it had run out', async () => {
    const { current, first, second, secondLease } = await takenOver()
    await sleep(LEASE_MS)
    expect((await current())?.lockedUntil).toEqual(secondLease)
    expect(first.errors).toHaveLength(1)
    expect(first.errors[0]).toBeInstanceOf(JobLeaseLost)
    first.gate.open()
    second.gate.open()
    expect(await first.run).toBe(1)
    expect(await second.run).toBe(1)
    expect(second.errors).toEqual([])
  })

  it('leaves a job taken over to its new runner when the old run fails', async () => {
    const { current, first, second, secondLease } = await takenOver()
    const before = await current()
    first.gate.fail(new Error('the old run failed'))
    expect(await first.run).toBe(1)
    expect(await current()).toMatchObject({ lockedUntil: secondLease, runAt: before?.runAt, lastError: null, doneAt: null })
    second.gate.open()
    expect(await second.run).toBe(1)
    expect((await current())?.doneAt).toEqual(expect.any(Date))
  })

  it('stops renewing once the handler throws', async () => {
    const current = await dueJob()
    const errors: unknown[] = []
    const failing = everyKind(async () => {
      await sleep(LEASE_MS)
      throw new Error('the handler failed')
    })
    expect(await runDueJobs(database.db, failing, realClock, (e) => errors.push(e), LEASE_MS)).toBe(1)
    expect(await current()).toMatchObject({ lockedUntil: null, lastError: expect.stringMatching(/^Error/) })
    await sleep(LEASE_MS)
    expect((await current())?.lockedUntil).toBeNull()
    expect(errors).toEqual([])
  })

  it('reports a renewal the database refused and lets the job finish', async () => {
    const current = await dueJob()
    let unreachable = false
    // The database out of reach for the job's renewals only, for a third of a lease.
    const flaky = new Proxy(database.db, {
      get: (target, key) =>
        key === 'update' && unreachable
          ? () => {
              throw new Error('connection refused')
            }
          : Reflect.get(target, key),
    })
    const errors: unknown[] = []
    const slow = everyKind(async () => {
      await sleep(LEASE_MS / 3)
      unreachable = true
      await sleep(LEASE_MS / 2)
      unreachable = false
      await sleep(LEASE_MS / 3)
    })
    expect(await runDueJobs(flaky, slow, realClock, (e) => errors.push(e), LEASE_MS)).toBe(1)
    expect(errors.length).toBeGreaterThanOrEqual(1)
    expect(errors.every((e) => e instanceof Error && e.message === 'connection refused')).toBe(true)
    expect((await current())?.doneAt).toEqual(expect.any(Date))
  })
})
