// The portfolio figures tied to the ledger (docs/portfolio-figures.md, "Tied to the ledger"): for a
// range, what the loans say (payouts, repayments, schedules: the page's figures and the CSV's
// lines) beside what the ledger's lines say, per figure, with the difference (0 when they agree).
import { sql } from 'drizzle-orm'
import type { LedgerTieData, TieFigure } from '../../../../contract/admin/schemas/reports'
import { addDays } from '../../../../contract/loan-extension'
import { toMajor, toMinor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { marketOfCompany } from '../../markets/company-market'
import { balancesAt } from '../../money/staff/ledger-balances'
import { endOfDay, loanPositions, startOfDay } from './loan-positions'
import { portfolio } from './portfolio'
import { owedWrittenAt } from './position-snapshots'
import { minor, rowsOf } from './report-range'

type Range = { from: string; to: string }

const ofCompany = (companyId: number) => sql`(select o.id from orders o where o.app_id in (select a.id from apps a where a.company_id = ${companyId}))`

/** What the loans written off inside the range owed when they were: their periods less what was paid before. */
function writtenOffOwed(companyId: number, start: ReturnType<typeof startOfDay>, end: ReturnType<typeof endOfDay>) {
  return sql`(
    select coalesce(sum(
      (select sum(sp.amount_minor) from schedule_periods sp where sp.order_id = w.order_id)
      - coalesce((select sum(coalesce(r.principal_minor, 0) + coalesce(r.interest_minor, 0)) from repayments r
          where r.order_id = w.order_id and r.status = 'succeeded' and r.paid_at < w.at), 0)
    ), 0) as owed
    from (
      select l.order_id, min(l.at) as at from ledger_lines l
      where l.account = 'loss' and l.memo like 'write-off %' and l.at >= ${start} and l.at < ${end} and l.order_id in ${ofCompany(companyId)}
      group by l.order_id
    ) w
  )`
}

/** What the loans owed at the end of `day`, by the SQL the daily snapshot writes it with (loan-positions.ts). */
async function owedLive(db: Db, companyId: number, timeZone: string, day: string): Promise<number> {
  const [row] = await rowsOf<{ owed: unknown }>(db, sql`select coalesce(sum(pos.owed), 0) as owed from ${loanPositions({ companyId, timeZone, asOf: day, withOwed: true })} pos`)
  return minor(row?.owed)
}

/** The tie of a range, or the days the portfolio figures are being prepared for. */
export async function ledgerTie(db: Db, companyId: number, now: Date, range: Range): Promise<LedgerTieData> {
  const figures = await portfolio(db, companyId, now, range)
  if (figures.state === 'preparing') return figures
  const { through, currency, stale } = figures
  const { timeZone, minorDigits } = await marketOfCompany(db, companyId)
  const start = startOfDay(range.from, timeZone)
  const end = endOfDay(through, timeZone)
  const [ledger] = await rowsOf<{ paid_out: unknown; received: unknown; written_off: unknown }>(
    db,
    sql`select
        coalesce(-sum(l.amount_minor) filter (where l.account = 'cash' and l.memo like 'payout %'), 0) as paid_out,
        coalesce(sum(l.amount_minor) filter (where l.account = 'cash' and l.amount_minor > 0), 0) as received,
        coalesce(sum(l.amount_minor) filter (where l.account = 'loss' and l.memo like 'write-off %'), 0) as written_off
      from ledger_lines l
      where l.account in ('cash', 'loss') and l.at >= ${start} and l.at < ${end} and l.order_id in ${ofCompany(companyId)}`,
  )
  const [off] = await rowsOf<{ owed: unknown }>(db, sql`select owed from ${writtenOffOwed(companyId, start, end)} w`)
  // The day's snapshot holds each loan's owed amount (the daily job wrote it); rebuilt live from every
  // schedule and repayment of the lender only for a day not written so (52 s at a million borrowers).
  const owed = (await owedWrittenAt(db, companyId, through)) ?? (await owedLive(db, companyId, timeZone, through))
  // What moved in the range is each balance's change across it, from the daily balances the ledger job
  // writes, not a sum over the range's lines: that sum meets every order of the lender to tell its lines
  // (2.5 s for one day at a million borrowers, bench/backoffice-report.md).
  const [opening, balances] = await Promise.all([balancesAt(db, companyId, timeZone, addDays(range.from, -1)), balancesAt(db, companyId, timeZone, through)])
  const moved = new Map([...new Set([...opening.keys(), ...balances.keys()])].map((account) => [account, (balances.get(account) ?? 0) - (opening.get(account) ?? 0)]))
  const tie = (figure: TieFigure, report: number, ledgerMinor: number) => ({ figure, report: toMajor(report, minorDigits), ledger: toMajor(ledgerMinor, minorDigits), difference: toMajor(report - ledgerMinor, minorDigits) })
  return {
    state: 'ready',
    from: range.from,
    to: range.to,
    through,
    currency,
    figures: [
      tie('disbursed', toMinor(figures.disbursed, minorDigits), minor(ledger?.paid_out)),
      tie('collected', toMinor(figures.collected, minorDigits), minor(ledger?.received)),
      tie('writtenOff', minor(off?.owed), minor(ledger?.written_off)),
      tie('outstanding', owed, balances.get('receivable') ?? 0),
    ],
    accounts: [...new Set([...balances.keys(), ...moved.keys()])]
      .sort()
      .map((account) => ({ account, movement: toMajor(moved.get(account) ?? 0, minorDigits), balance: toMajor(balances.get(account) ?? 0, minorDigits) })),
    stale,
  }
}
