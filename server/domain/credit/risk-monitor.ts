// Monitoring the scorecard over a period of application days (docs/scorecard.md): how many
// applied, how many were approved, where the scores fell against the table's reference (PSI),
// and how the loans paid out of them are doing, by band, by month of payout, and champion
// against challenger. Every figure is counted from the orders, their transitions and schedules
// in SQL, so it reconciles with the loans; a loan is bad once a period is BAD_DAYS past due and
// unpaid at the period's end day, or written off.
import { sql } from 'drizzle-orm'
import type { AdminParsedBody } from '../../../contract/admin/endpoints'
import type { RiskMonitor } from '../../../contract/admin/schemas/risk'
import { psi } from '../../../contract/credit/score'
import type { ScoreTable } from '../../../contract/credit/scorecard'
import { toMajor } from '../../../contract/money'
import { ORDER_STATUS } from '../../../contract/order-status'
import { addDays } from '../../../contract/loan-extension'
import type { Db } from '../../db/client'
import { companyConfigsOf } from '../configs/company-configs'
import { marketOfCompany } from '../markets/company-market'
import { checkRange, minor, ratioOf, rowsOf } from '../staff/reports/report-range'
import { scorecardOf } from './scorecard-config'

export const BAD_DAYS = 30

type Group = {
  ch_version: string | null
  ch_band: string | null
  ch_decided: boolean | null
  cl_version: string | null
  cl_band: string | null
  cl_decided: boolean | null
  applications: unknown
  approved: unknown
  refused: unknown
  loans: unknown
  bad: unknown
  ch_score_sum: unknown
  cl_score_sum: unknown
}

type Vintage = { month: string; loans: unknown; disbursed: unknown; bad: unknown }

export async function riskMonitor(db: Db, companyId: number, { from, to }: AdminParsedBody<'/risk/monitor'>): Promise<RiskMonitor> {
  checkRange(from, to)
  const { timeZone, minorDigits } = await marketOfCompany(db, companyId)
  const scorecard = scorecardOf(await companyConfigsOf(db, companyId))
  const badBy = addDays(to, -BAD_DAYS)
  const inPeriod = sql`
    select o.id, o.principal_minor,
      exists (select 1 from order_transitions t where t.order_id = o.id and t.to_status = ${ORDER_STATUS.approved}) as approved,
      exists (select 1 from order_transitions t where t.order_id = o.id and t.to_status = ${ORDER_STATUS.refused}) as refused,
      (select min(t.at) from order_transitions t where t.order_id = o.id and t.to_status = ${ORDER_STATUS.repaying}) as paid_out_at,
      (o.status = ${ORDER_STATUS.writtenOff} or exists (
        select 1 from schedule_periods sp where sp.order_id = o.id and sp.status <> 1 and sp.due_date <= ${badBy}::date
      )) as bad
    from orders o join apps a on a.id = o.app_id
    where a.company_id = ${companyId}
      and o.created_at >= (${from}::date)::timestamp at time zone ${timeZone}
      and o.created_at < (${to}::date + 1)::timestamp at time zone ${timeZone}`
  const groups = await rowsOf<Group>(
    db,
    sql`with x as (${inPeriod})
      select ch.table_version as ch_version, ch.band as ch_band, ch.assigned as ch_decided,
        cl.table_version as cl_version, cl.band as cl_band, cl.assigned as cl_decided,
        count(*) as applications, count(*) filter (where x.approved) as approved,
        count(*) filter (where x.refused and not x.approved) as refused,
        count(x.paid_out_at) as loans, count(*) filter (where x.paid_out_at is not null and x.bad) as bad,
        coalesce(sum(ch.score), 0) as ch_score_sum, coalesce(sum(cl.score), 0) as cl_score_sum
      from x
      left join credit_scores ch on ch.order_id = x.id and ch.role = 'champion'
      left join credit_scores cl on cl.order_id = x.id and cl.role = 'challenger'
      group by 1, 2, 3, 4, 5, 6`,
  )
  const vintages = await rowsOf<Vintage>(
    db,
    sql`with x as (${inPeriod})
      select to_char(x.paid_out_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*) as loans,
        coalesce(sum(x.principal_minor), 0) as disbursed, count(*) filter (where x.bad) as bad
      from x where x.paid_out_at is not null group by 1 order by 1`,
  )
  const total = (rows: Group[], pick: (g: Group) => unknown) => rows.reduce((s, g) => s + minor(pick(g)), 0)
  const approved = total(groups, (g) => g.approved)
  const decided = approved + total(groups, (g) => g.refused)
  const champion = tableSummary(scorecard.champion, groups, 'ch')
  const challenger = scorecard.challenger ? tableSummary(scorecard.challenger, groups, 'cl') : undefined
  const ofChampion = groups.filter((g) => g.ch_version === scorecard.champion.version)
  const championScored = total(ofChampion, (g) => g.applications)
  return {
    from,
    to,
    badDefinition: { daysPastDue: BAD_DAYS },
    applications: total(groups, (g) => g.applications),
    decided,
    approved,
    approvalRate: ratioOf(approved, decided),
    bands: scorecard.champion.bands.map((band) => {
      const rows = ofChampion.filter((g) => g.ch_band === band.band)
      const loans = total(rows, (g) => g.loans)
      const bad = total(rows, (g) => g.bad)
      const applications = total(rows, (g) => g.applications)
      return {
        band: band.band,
        minScore: band.minScore,
        applications,
        share: ratioOf(applications, championScored),
        referenceShare: band.referenceShare,
        approved: total(rows, (g) => g.approved),
        loans,
        bad,
        badRate: ratioOf(bad, loans),
      }
    }),
    vintages: vintages.map((v) => ({ month: v.month, loans: minor(v.loans), disbursed: toMajor(minor(v.disbursed), minorDigits), bad: minor(v.bad), badRate: ratioOf(minor(v.bad), minor(v.loans)) })),
    psi: champion.psi,
    champion,
    ...(challenger ? { challenger } : {}),
  }
}

/** One table's figures: its distribution over every application it scored, and what it decided. */
function tableSummary(table: ScoreTable, groups: Group[], side: 'ch' | 'cl') {
  const version = (g: Group) => (side === 'ch' ? g.ch_version : g.cl_version)
  const scored = groups.filter((g) => version(g) === table.version)
  const decidedHere = scored.filter((g) => (side === 'ch' ? g.ch_decided : g.cl_decided) === true)
  const sum = (rows: Group[], pick: (g: Group) => unknown) => rows.reduce((s, g) => s + minor(pick(g)), 0)
  const counts: Record<string, number> = {}
  for (const g of scored) {
    const band = side === 'ch' ? g.ch_band : g.cl_band
    if (band !== null) counts[band] = (counts[band] ?? 0) + minor(g.applications)
  }
  const approved = sum(decidedHere, (g) => g.approved)
  const outcomes = approved + sum(decidedHere, (g) => g.refused)
  const loans = sum(decidedHere, (g) => g.loans)
  const bad = sum(decidedHere, (g) => g.bad)
  const applications = sum(scored, (g) => g.applications)
  const scoreSum = sum(scored, (g) => (side === 'ch' ? g.ch_score_sum : g.cl_score_sum))
  return {
    version: table.version,
    decided: sum(decidedHere, (g) => g.applications),
    approved,
    approvalRate: ratioOf(approved, outcomes),
    averageScore: applications === 0 ? null : Math.round(scoreSum / applications),
    loans,
    bad,
    badRate: ratioOf(bad, loans),
    bands: table.bands.map((b) => ({ band: b.band, applications: counts[b.band] ?? 0 })),
    psi: psi(table, counts),
  }
}
