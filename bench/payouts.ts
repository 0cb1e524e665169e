// Payout figures of issue 21, on the real app and database (PGlite, in process) with providers
// made to misbehave:
// 1. the withdrawal's answer time while every payout call takes 10 s (the job worker runs the
//    whole time, so the provider's calls overlap the withdrawals they follow);
// 2. 1,000 payouts through a provider that times out, refuses, or takes the money and loses the
//    answer, with every outcome announced twice (a webhook only queues the payout's job again, as
//    server/routes/xendit-webhooks.ts does): payouts sent twice, outcomes never booked, and entries
//    of the ledger that do not sum to zero are counted.
// `npm run bench:payouts` writes bench/payouts-report.md; `npm run bench` includes it.
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { eq, sql } from 'drizzle-orm'
import { disbursements, ledgerLines } from '../server/db/schema'
import { enqueue } from '../server/domain/jobs/queue'
import type { PayoutProvider, PayoutRequest } from '../server/providers/payout/port'
import { checkInvariants, fundsReadyOrder, PIN } from '../test/support/money'
import { startTestApp, type TestApp } from '../test/support/test-app'

const SLOW_MS = 10_000
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS ?? 200)
const ORDERS = Number(process.env.BENCH_PAYOUT_ORDERS ?? 100)
const PAYOUTS_PER_ORDER = 10
const GOAL_P99_MS = 300

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const ms = (v: number) => `${Math.round(v)} ms`

/** Runs the job worker until `stop` is called, as the server's own worker does. */
function keepRunningJobs(t: TestApp, advanceMs = 0) {
  let running = true
  const done = (async () => {
    while (running) {
      if (advanceMs) t.clock.advance(advanceMs)
      await t.runJobs()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  return async () => {
    running = false
    await done
  }
}

async function slowProviderFigure(): Promise<string[]> {
  const calls = { started: 0, finished: 0 }
  // Calls still waiting when the measuring ends are cut short, so the bench does not wait them out.
  const waiting = new Set<() => void>()
  let over = false
  const slow: PayoutProvider = {
    async submit(_request, signal) {
      if (over) throw new Error('bench over')
      calls.started++
      await new Promise<void>((resolve, reject) => {
        const cut = () => reject(new Error('bench over'))
        const timer = setTimeout(() => {
          waiting.delete(cut)
          resolve()
        }, SLOW_MS)
        waiting.add(cut)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(new Error('aborted'))
        })
      })
      calls.finished++
      return { status: 'pending' }
    },
    outcome: async () => ({ status: 'succeeded' }),
  }
  // The time-out sits above the provider's 10 s, so every call is a slow success, not a time-out.
  const t = await startTestApp({
    payouts: slow,
    env: { PROVIDER_TIMEOUT_MS: String(SLOW_MS + 5_000) },
  })
  try {
    const orders = await readyBorrowers(t, WITHDRAWALS)
    console.error(`bench:payouts: ${WITHDRAWALS} borrowers ready`)
    const stop = keepRunningJobs(t)
    try {
      const times: number[] = []
      const codes = new Map<number, number>()
      // Four borrowers at a time, as bursts on a phone network come.
      for (let i = 0; i < orders.length; i += 4) {
        await Promise.all(
          orders.slice(i, i + 4).map(async (o) => {
            const started = performance.now()
            const answer = await t.api.call(
              '/user/withdraw',
              {
                loanOrderId: o.orderId,
                password: PIN,
                withdrawAmount: 100_000,
                bankcard: o.cardNo,
              },
              { token: o.token },
            )
            times.push(performance.now() - started)
            codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1)
          }),
        )
      }
      const overlapping = calls.started - calls.finished
      times.sort((a, b) => a - b)
      const p99 = percentile(times, 99)
      return [
        `### Withdrawal answer time, payout provider taking ${SLOW_MS / 1000} s`,
        '',
        `${WITHDRAWALS} withdrawals, four at a time, while the job worker calls the provider (1-minute load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores); ${calls.started} provider calls had started by the last answer, ${overlapping} of them still waiting on it. Answers: ${[...codes].map(([c, n]) => `code ${c} × ${n}`).join(', ')}.`,
        '',
        '| p50 | p95 | p99 | max | goal |',
        '| --- | --- | --- | --- | --- |',
        `| ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(p99)} | ${ms(times.at(-1) ?? Number.NaN)} | p99 < ${GOAL_P99_MS} ms ${p99 < GOAL_P99_MS ? '✓' : '✗'} |`,
        '',
      ]
    } finally {
      over = true
      const stopping = stop()
      for (const cut of waiting) cut()
      await stopping
    }
  } finally {
    await t.close()
  }
}

type Fault = 'none' | 'timeout' | 'refuse' | 'loseAnswer'

async function unreliableProviderFigure(): Promise<string[]> {
  const sent = new Map<string, PayoutRequest>()
  const repeats = { submitted: 0, duplicateNotices: 0 }
  let seed = 2026_11_26
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  const fault = (): Fault => {
    const r = random()
    return r < 0.15 ? 'timeout' : r < 0.25 ? 'refuse' : r < 0.35 ? 'loseAnswer' : 'none'
  }
  const provider: PayoutProvider = {
    async submit(request, signal) {
      repeats.submitted++
      const f = fault()
      if (f === 'refuse') throw new Error('connection refused')
      if (f === 'timeout') await new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
      if (!sent.has(request.idempotencyKey)) sent.set(request.idempotencyKey, request)
      if (f === 'loseAnswer') throw new Error('connection reset after the provider took it')
      return { status: 'pending' }
    },
    async outcome(request) {
      if (!sent.has(request.idempotencyKey)) return { status: 'pending' }
      return fault() === 'timeout' ? { status: 'pending' } : { status: 'succeeded' }
    },
  }
  const t = await startTestApp({
    payouts: provider,
    env: { PROVIDER_TIMEOUT_MS: '20' },
  })
  try {
    const orders = await readyBorrowers(t, ORDERS)
    const started = performance.now()
    const refused = new Map<number, number>()
    const orderIds: number[] = []
    const stop = keepRunningJobs(t, 61_000)
    try {
      // A borrower's next loan comes once the last is paid out and repaid: one payout per loan.
      for (let round = 0; round < PAYOUTS_PER_ORDER; round++) {
        if (round > 0) for (const o of orders) o.orderId = await repayAndBorrowAgain(t, o)
        for (let i = 0; i < orders.length; i += 4) {
          await Promise.all(
            orders.slice(i, i + 4).map(async (o) => {
              const answer = await t.api.call(
                '/user/withdraw',
                { loanOrderId: o.orderId, password: PIN, withdrawAmount: 100_000, bankcard: o.cardNo },
                { token: o.token },
              )
              if (answer.code !== 0) refused.set(answer.code, (refused.get(answer.code) ?? 0) + 1)
            }),
          )
        }
        // Each payout's outcome is announced twice, in no particular order.
        const pending = await pendingIds(t)
        for (const d of [...pending, ...pending].reverse()) {
          await enqueue(t.database.db, 'payout', { disbursementId: d.id }, t.clock.now)
          repeats.duplicateNotices++
        }
        for (let i = 0; i < 600 && (await pendingIds(t)).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100))
        orderIds.push(...orders.map((o) => o.orderId))
      }
    } finally {
      await stop()
    }
    const seconds = (performance.now() - started) / 1000

    const rows = await t.database.db.select().from(disbursements)
    // The provider dedupes by key, so a payout goes out twice only under two keys.
    const keysOf = new Map<number, Set<string>>()
    for (const [key, r] of sent) keysOf.set(r.disbursementId, (keysOf.get(r.disbursementId) ?? new Set()).add(key))
    const sentTwice = [...keysOf.values()].filter((keys) => keys.size > 1).length
    const paidOut = [...sent.values()].reduce((a, r) => a + r.amountMinor, 0)
    const booked = rows.filter((d) => d.status === 'succeeded').reduce((a, d) => a + d.amountMinor, 0)
    const sentNotRecorded = [...sent.values()].filter((r) => !rows.some((d) => d.id === r.disbursementId && d.amountMinor === r.amountMinor)).length
    const lost = rows.filter((d) => d.status === 'pending').length
    const succeededUnsent = rows.filter((d) => d.status === 'succeeded' && !sent.has(`payout-${d.id}`)).length
    const [unbalanced] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select ${ledgerLines.entryId} from ${ledgerLines} group by ${ledgerLines.entryId} having sum(${ledgerLines.amountMinor}) <> 0) as e`)
    let invariantsBroken = 0
    for (const id of orderIds) await checkInvariants(t, id, 100_000_00).catch(() => invariantsBroken++)
    const ok =
      paidOut === booked && sentTwice === 0 && sentNotRecorded === 0 && lost === 0 && succeededUnsent === 0 && (unbalanced?.n ?? 0) === 0 && invariantsBroken === 0
    return [
      `### ${rows.length.toLocaleString('en')} payouts through an unreliable provider`,
      '',
      `${ORDERS} borrowers take ${PAYOUTS_PER_ORDER} loans each, one after the other (paid out, repaid, borrowed again), and withdraw each four at a time. Each provider call times out (15%), is refused (10%), or takes the money and loses the answer (10%); a status inquiry answers "pending" 15% of the time. Every outcome is announced twice (${repeats.duplicateNotices.toLocaleString('en')} notices). Withdrawals refused: ${refused.size ? [...refused].map(([c, n]) => `code ${c} × ${n}`).join(', ') : 'none'}. ${repeats.submitted.toLocaleString('en')} provider calls in ${seconds.toFixed(0)} s.`,
      '',
      '| payouts | money sent − money booked | sent twice | sent but not recorded | outcome never booked | booked as paid but never sent | unbalanced ledger entries | orders whose invariants broke | goal |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| ${rows.length} | ${paidOut - booked} | ${sentTwice} | ${sentNotRecorded} | ${lost} | ${succeededUnsent} | ${unbalanced?.n ?? 0} | ${invariantsBroken} | all 0 ${ok ? '✓' : '✗'} |`,
      '',
    ]
  } finally {
    await t.close()
  }
}

/** Borrowers with a signed order each; the clock moves an hour every 20, as the SMS limit per address (50 an hour) asks. */
async function readyBorrowers(t: TestApp, count: number) {
  const ready = []
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 20 === 0) t.clock.advance(3_600_000)
    ready.push(await fundsReadyOrder(t, 100_000))
  }
  return ready
}

type Borrower = { token: string; orderId: number }

/** Pays the loan off on the sandbox payment page, then applies and signs for the next one (it waits at 9). */
async function repayAndBorrowAgain(t: TestApp, b: Borrower): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const { data } = await t.api.call('/loan/orderInfo', { loanOrderId: b.orderId }, { token: b.token })
    if (data.status === 10) break
    if (data.status !== 4) throw new Error(`order ${b.orderId} is at ${data.status}, not paid out`)
    const page = data.paymentMethods?.find((m) => m.method === 'page')?.maxAmount ?? 0
    const paid = await t.api.call('/loan/recharge', { loanOrderId: b.orderId, amt: Math.min(page, data.payoff ?? 0) }, { token: b.token })
    await t.api.call('/sandbox/payments/complete', { paymentId: paid.data.paymentId })
  }
  const applied = await t.api.call('/loan/apply', { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, { token: b.token })
  if (applied.code !== 0) throw new Error(`apply answered ${applied.code}`)
  const orderId = applied.data.loanOrderId
  for (let i = 0; i < 600; i++) {
    const { data } = await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: b.token })
    if (data.status !== 0) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const accepted = await t.api.call('/loan/contract/accept', { loanOrderId: orderId }, { token: b.token })
  if (accepted.code !== 0) throw new Error(`accept answered ${accepted.code}`)
  return orderId
}

const pendingIds = (t: TestApp) => t.database.db.select({ id: disbursements.id }).from(disbursements).where(eq(disbursements.status, 'pending'))

export async function payoutsSection(): Promise<{
  title: string
  markdown: string
}> {
  const slow = await slowProviderFigure()
  const unreliable = await unreliableProviderFigure()
  return {
    title: 'Payouts (issue 21)',
    markdown: [...slow, ...unreliable].join('\n'),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { title, markdown } = await payoutsSection()
  const text = `# ${title}\n\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:payouts\`.\n\n${markdown}`
  await writeFile(join(import.meta.dirname, 'payouts-report.md'), text)
  console.log(text)
}
