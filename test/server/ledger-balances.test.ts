// The ledger's balances kept per company and market day, and the daily reconciliation that reads
// them with the day's lines instead of summing the whole ledger: in both markets, the kept and the
// answered balances equal every line's sum, the job writes each missed day once, and a day's
// reconciliation checks that day's entries.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localToday } from '../../contract/market/local-time'
import { toMajor } from '../../contract/money'
import { jobs, ledgerBalanceDays, ledgerBalancesDaily, ledgerLines } from '../../server/db/schema'
import { enqueue } from '../../server/domain/jobs/queue'
import { ofCompanyOrders } from '../../server/domain/tenancy/company-scope'
import { DEMO_MARKETS } from '../support/demo-markets'
import { repaying } from '../support/money'
import { adminClient, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  // 10:00 in Bangkok, 11:00 in Manila: a day and two hours later is the next morning in both, so
  // the day just ended is the one the borrowers paid on, whatever the hour the suite runs at.
  t.clock.now = new Date('2026-12-02T03:00:00Z')
  admin = adminClient(t.app)
})
afterAll(() => t.close())

const MARKETS = DEMO_MARKETS
type Market = (typeof MARKETS)[number]

/** A borrower of the market paid out, and a way to pay back now about `amt` (the minimum payment when more is due): it answers what was paid. */
async function repayingBorrower(market: Market) {
  const order = await repaying(t, market)
  const recharge = (amt: number) => t.api.call('/loan/recharge', { loanOrderId: order.orderId, amt }, { token: order.token })
  return async (amt: number) => {
    let answer = await recharge(amt)
    const min = (answer.data as { range?: { min: number } } | null)?.range?.min
    const paid = answer.code === 40001 && min !== undefined ? min : amt
    if (paid !== amt) answer = await recharge(paid)
    expect(answer.code).toBe(0)
    expect((await t.api.call('/sandbox/payments/complete', { paymentId: (answer.data as { paymentId: string }).paymentId })).code).toBe(0)
    return paid
  }
}

/** The zone's offset from UTC in whole hours at the test's dates (none of the markets keeps summer time). */
const utcOffsetHours = (timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') ?? 0)

/** Every line of the company's orders posted before `end`, summed per account, in major units: what the balances must be. */
async function wholeLedger({ companyId, minorDigits }: Market, end: Date): Promise<Record<string, number>> {
  const result = (await t.database.db.execute(
    sql`select account, sum(amount_minor)::bigint as sum from ledger_lines where at < ${end.toISOString()}::timestamptz
      and order_id in (select o.id from orders o join apps a on a.id = o.app_id where a.company_id = ${companyId}) group by account`,
  )) as unknown as { rows: { account: string; sum: string }[] }
  return Object.fromEntries(result.rows.map((r) => [r.account, toMajor(Number(r.sum), minorDigits)]))
}

async function reconciliation(market: Market, date?: string) {
  const { token } = await staffSession(t, ['money'], { companyId: market.companyId })
  const { code, data } = await admin.call('/money/reconciliation', date ? { date } : {}, token)
  expect(code).toBe(0)
  return data
}

const balancesOf = (data: Awaited<ReturnType<typeof reconciliation>>) => Object.fromEntries(data.accounts.map((a) => [a.account, a.balance]))

async function runDailyJob() {
  await t.database.db.delete(jobs).where(eq(jobs.kind, 'ledger-balances'))
  await enqueue(t.database.db, 'ledger-balances', {}, new Date(0))
  await t.runJobs()
}

async function kept({ companyId, minorDigits }: Market, day: string) {
  const rows = await t.database.db
    .select()
    .from(ledgerBalancesDaily)
    .where(and(eq(ledgerBalancesDaily.companyId, companyId), eq(ledgerBalancesDaily.day, day)))
  return Object.fromEntries(rows.map((r) => [r.account, toMajor(r.balanceMinor, minorDigits)]))
}

describe("the ledger's daily balances", () => {
  it('are kept for each ended day, once, equal to every line summed, and the reconciliation answers them with the lines since', async () => {
    const pays = await Promise.all(MARKETS.map((m) => repayingBorrower(m)))
    for (const pay of pays) await pay(300)
    const firstDays = MARKETS.map((m) => localToday(m.timeZone, t.clock.now))
    const dayEnd = (m: Market, day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000 - utcOffsetHours(m.timeZone) * 3_600_000)

    // Before any day is kept, the answer sums the whole ledger.
    for (const m of MARKETS) expect(balancesOf(await reconciliation(m))).toEqual(await wholeLedger(m, dayEnd(m, localToday(m.timeZone, t.clock.now))))

    // The next morning in both markets: the day just ended is kept, and running again adds nothing.
    t.clock.advance(26 * 3_600_000)
    await runDailyJob()
    await runDailyJob()
    for (const [i, m] of MARKETS.entries()) {
      const day = firstDays[i] as string
      expect(await kept(m, day)).toEqual(await wholeLedger(m, dayEnd(m, day)))
      expect(await t.database.db.select().from(ledgerBalanceDays).where(eq(ledgerBalanceDays.companyId, m.companyId))).toHaveLength(1)
    }

    // Three days without the job, with a payment each day: each is written, from the one before.
    for (let d = 0; d < 3; d++) {
      for (const pay of pays) await pay(40 + d)
      t.clock.advance(86_400_000)
    }
    await runDailyJob()
    for (const m of MARKETS) {
      const days = (await t.database.db.select().from(ledgerBalanceDays).where(eq(ledgerBalanceDays.companyId, m.companyId))).map((r) => r.day).sort()
      expect(days).toHaveLength(4)
      for (const day of days) expect(await kept(m, day)).toEqual(await wholeLedger(m, dayEnd(m, day)))
    }

    // Today's answer: the last kept day plus today's lines, and today's movement is today's lines alone.
    const paidToday: number[] = []
    for (const pay of pays) paidToday.push(await pay(77))
    for (const [i, m] of MARKETS.entries()) {
      const today = localToday(m.timeZone, t.clock.now)
      const data = await reconciliation(m)
      expect(data.date).toBe(today)
      expect(balancesOf(data)).toEqual(await wholeLedger(m, dayEnd(m, today)))
      expect(data.accounts.find((a) => a.account === 'cash')?.movement).toBe(paidToday[i])
      expect(data).toMatchObject({ balanced: true, entries: 1 })
    }
  })

  it("answers from the kept day, not by summing the ledger again (a kept balance changed by hand shows)", async () => {
    for (const m of MARKETS) {
      const [latest] = (await t.database.db.select().from(ledgerBalanceDays).where(eq(ledgerBalanceDays.companyId, m.companyId))).map((r) => r.day).sort().reverse()
      const before = balancesOf(await reconciliation(m))
      await t.database.db
        .update(ledgerBalancesDaily)
        .set({ balanceMinor: sql`${ledgerBalancesDaily.balanceMinor} + 1` })
        .where(and(eq(ledgerBalancesDaily.companyId, m.companyId), eq(ledgerBalancesDaily.day, latest as string), eq(ledgerBalancesDaily.account, 'cash')))
      // One minor unit more: a satang or centavo, a whole rupiah.
      expect(balancesOf(await reconciliation(m)).cash).toBeCloseTo((before.cash ?? 0) + toMajor(1, m.minorDigits), 2)
      await t.database.db
        .update(ledgerBalancesDaily)
        .set({ balanceMinor: sql`${ledgerBalancesDaily.balanceMinor} - 1` })
        .where(and(eq(ledgerBalancesDaily.companyId, m.companyId), eq(ledgerBalancesDaily.day, latest as string), eq(ledgerBalancesDaily.account, 'cash')))
    }
  })

  it('leaves a day just ended to the run an hour after its midnight, when no transaction begun in it can still commit', async () => {
    const latestKept = async (m: Market) =>
      (await t.database.db.select().from(ledgerBalanceDays).where(eq(ledgerBalanceDays.companyId, m.companyId))).map((r) => r.day).sort().at(-1)
    // 00:30 in Bangkok, 01:30 in Manila, the days before all kept by then.
    t.clock.now = new Date('2026-12-10T17:30:00Z')
    await runDailyJob()
    expect([await latestKept(MARKETS[0]), await latestKept(MARKETS[1])]).toEqual(['2026-12-09', '2026-12-10'])
    t.clock.advance(3_600_000)
    await runDailyJob()
    expect([await latestKept(MARKETS[0]), await latestKept(MARKETS[1])]).toEqual(['2026-12-10', '2026-12-10'])
  })

  it("checks the day's entries: one whose lines do not sum to zero is named on its day", async () => {
    const market = MARKETS[0]
    const [line] = await t.database.db.select({ orderId: ledgerLines.orderId }).from(ledgerLines).where(ofCompanyOrders(ledgerLines.orderId, market.companyId)).limit(1)
    const at = new Date(t.clock.now.getTime() + 2 * 86_400_000)
    await t.database.db.insert(ledgerLines).values({ entryId: 'half-an-entry', orderId: line?.orderId ?? 0, account: 'cash', amountMinor: 5, memo: 'test', at })
    const onItsDay = await reconciliation(market, localToday(market.timeZone, at))
    expect(onItsDay).toMatchObject({ balanced: false, entries: 1, unbalanced: [{ entryId: 'half-an-entry', sum: 0.05 }] })
  })
})
