// Prometheus figures for whoever runs the processes: what the API answers and how fast, what the
// outbox replays, and, read from the database at each scrape so that every process reports the
// same, the job queue and the money on its way.
import { count, isNull, lte, min, sql } from 'drizzle-orm'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/client'
import { disbursements, jobs, repayments } from '../db/schema'

export type Metrics = {
  registry: Registry
  /** One per answered API call, by endpoint and envelope code. */
  answers: Counter<'path' | 'code'>
  requestSeconds: Histogram<'route' | 'status'>
  /** A submission sent again with its Idempotency-Key (the app's outbox after a lost answer). */
  replays: Counter
  /** A request made again inside the server because the database went away under it (db/unavailable.ts). */
  databaseRetries: Counter
}

export function createMetrics(db: Db, now: () => Date): Metrics {
  const registry = new Registry()
  const answers = new Counter({ name: 'jackey_api_answers_total', help: 'API answers by endpoint and envelope code', labelNames: ['path', 'code'], registers: [registry] })
  const requestSeconds = new Histogram({
    name: 'jackey_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and HTTP status',
    labelNames: ['route', 'status'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const replays = new Counter({ name: 'jackey_idempotent_replays_total', help: 'Submissions answered from their stored first answer', registers: [registry] })
  const databaseRetries = new Counter({ name: 'jackey_database_retries_total', help: 'Requests and job steps made again because the database was unreachable or read-only (a failover)', registers: [registry] })
  new Gauge({
    name: 'jackey_jobs_due',
    help: 'Background jobs due and not finished, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await db.select({ kind: jobs.kind, n: count() }).from(jobs).where(sql`${isNull(jobs.doneAt)} and ${lte(jobs.runAt, now())}`).groupBy(jobs.kind)
      for (const row of rows) this.set({ kind: row.kind }, row.n)
    },
  })
  new Gauge({
    name: 'jackey_jobs_oldest_due_seconds',
    help: 'How long the oldest unfinished due job has been due',
    registers: [registry],
    async collect() {
      const [row] = await db.select({ oldest: min(jobs.runAt) }).from(jobs).where(sql`${isNull(jobs.doneAt)} and ${lte(jobs.runAt, now())}`)
      this.set(row?.oldest ? (now().getTime() - row.oldest.getTime()) / 1000 : 0)
    },
  })
  for (const [name, table, help] of [
    ['jackey_payouts', disbursements, 'Payouts by status'],
    ['jackey_payments', repayments, 'Repayments by status'],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        this.reset()
        const rows = await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status)
        for (const row of rows) this.set({ status: row.status }, row.n)
      },
    })
  }
  return { registry, answers, requestSeconds, replays, databaseRetries }
}
