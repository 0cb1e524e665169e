// The daily check of the payment provider's transactions against the ledger's repayment postings,
// by reference, for one of a company's market days (the internal check that the ledger sums to
// zero is reconciliation.ts). Each mismatch is kept until staff resolve it with a note; nothing
// here posts to the ledger, so it sums to zero whatever is found.
import { and, asc, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm'
import type { Mismatch, MismatchKind } from '../../../../contract/admin/schemas/payment-reconciliation'
import { ApiError } from '../../../../contract/api-error'
import { localToday, nextLocalMidnight } from '../../../../contract/market/local-time'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { apps, companies, ledgerLines, orders, reconciliationMismatches, repayments } from '../../../db/schema'
import type { PaymentTransactions, ProviderTransaction } from '../../../providers/payment/port'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import { ofCompanyOrders } from '../../tenancy/company-scope'
import type { StaffActor } from '../../staff/staff-actor'

const DAY_MS = 86_400_000
const REPAYMENT_MEMO = 'repayment '
const INSERT_ROWS = 1_000

/** The instants a market day begins and ends (our markets are at most 11 hours from UTC). */
export function marketDayWindow(timeZone: string, day: string): { from: Date; to: Date } {
  const from = nextLocalMidnight(timeZone, new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS))
  return { from, to: nextLocalMidnight(timeZone, from) }
}

/** The market day before the one `now` falls on. */
export function previousMarketDay(timeZone: string, now: Date): string {
  return new Date(Date.parse(`${localToday(timeZone, now)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
}

type Posting = { repaymentId: string; reference: string; amountMinor: number }

/** Cash the ledger took in for repayments, per payment, with the reference the provider books it under. */
async function postings(db: Db, companyId: number, where: ReturnType<typeof and>): Promise<Posting[]> {
  const rows = await db
    .select({ repaymentId: repayments.id, reference: sql<string>`coalesce(${repayments.reference}, ${repayments.id})`, amountMinor: sql<string>`sum(${ledgerLines.amountMinor})` })
    .from(ledgerLines)
    // The order's lines first: its index makes the all-time recheck of one payment a few rows, not the whole ledger.
    .innerJoin(repayments, and(eq(ledgerLines.orderId, repayments.orderId), eq(ledgerLines.memo, sql`${REPAYMENT_MEMO} || ${repayments.id}`)))
    .where(and(eq(ledgerLines.account, 'cash'), like(ledgerLines.memo, `${REPAYMENT_MEMO}%`), ofCompanyOrders(ledgerLines.orderId, companyId), where))
    .groupBy(repayments.id)
  return rows.map((r) => ({ ...r, amountMinor: Number(r.amountMinor) }))
}

/** Which of the provider's references are payments of this company, of another, or of none the lender issued. */
async function ownersOf(db: Db, references: string[]): Promise<Map<string, { companyId: number; repaymentId: string }>> {
  if (references.length === 0) return new Map()
  const rows = await db
    .select({ id: repayments.id, reference: repayments.reference, companyId: apps.companyId })
    .from(repayments)
    .innerJoin(orders, eq(orders.id, repayments.orderId))
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(or(inArray(repayments.reference, references), inArray(repayments.id, references)))
  return new Map(rows.map((r) => [r.reference ?? r.id, { companyId: r.companyId, repaymentId: r.id }]))
}

const sumOf = (list: readonly { amountMinor: number }[]) => list.reduce((total, t) => total + t.amountMinor, 0)

function kindOf(receivedMinor: number, postedMinor: number): MismatchKind {
  if (postedMinor === 0) return 'received_not_posted'
  if (receivedMinor === 0) return 'posted_not_received'
  return 'amount_differs'
}

/**
 * Compares the day's provider transactions with the day's postings, reference by reference. A
 * reference whose day totals differ is checked again over all time (a payment at 23:59 posted at
 * 00:01 is no mismatch). A reference the lender never issued is counted for each company whose
 * market pays in that currency: the provider account is the deployment's, not one lender's.
 * Running it again for the same day adds nothing.
 */
export async function checkProviderDay(db: Db, provider: PaymentTransactions, companyId: number, day: string, now: Date): Promise<number> {
  const market = await marketOfCompany(db, companyId)
  const { from, to } = marketDayWindow(market.timeZone, day)
  const paid = (await provider.list({ from, to })).filter((t) => t.status === 'paid')
  const owners = await ownersOf(db, [...new Set(paid.map((t) => t.reference))])
  const received = paid.filter((t) => {
    const owner = owners.get(t.reference)
    return owner ? owner.companyId === companyId : t.currency === market.currency
  })
  const posted = await postings(db, companyId, and(gte(ledgerLines.at, from), lt(ledgerLines.at, to)))
  const references = [...new Set([...received.map((t) => t.reference), ...posted.map((p) => p.reference)])].sort()
  const found: (typeof reconciliationMismatches.$inferInsert)[] = []
  for (const reference of references) {
    const dayReceived = sumOf(received.filter((t) => t.reference === reference))
    const dayPosted = sumOf(posted.filter((p) => p.reference === reference))
    if (dayReceived === dayPosted) continue
    const everReceived = (await provider.findByReference(reference)).filter((t: ProviderTransaction) => t.status === 'paid' && t.currency === market.currency)
    const repaymentId = owners.get(reference)?.repaymentId ?? posted.find((p) => p.reference === reference)?.repaymentId ?? null
    const everPosted = repaymentId ? await postings(db, companyId, eq(repayments.id, repaymentId)) : []
    const receivedMinor = sumOf(everReceived)
    const postedMinor = sumOf(everPosted)
    if (receivedMinor === postedMinor) continue
    found.push({
      companyId,
      day,
      kind: kindOf(receivedMinor, postedMinor),
      reference,
      providerIds: everReceived.map((t) => t.providerId),
      repaymentId,
      receivedMinor,
      postedMinor,
      currency: market.currency,
      status: 'open',
      createdAt: now,
    })
  }
  // A day the provider was down leaves thousands; one statement carries at most 65,535 parameters.
  for (let i = 0; i < found.length; i += INSERT_ROWS) await db.insert(reconciliationMismatches).values(found.slice(i, i + INSERT_ROWS)).onConflictDoNothing()
  return found.length
}

/**
 * The daily job: for every company, the market day that ended at least `graceMs` ago (so that the
 * day's late webhooks are in), each once however often it runs.
 */
export async function checkProviderEverywhere(db: Db, provider: PaymentTransactions, now: Date, graceMs: number): Promise<void> {
  const all = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))
  for (const { id } of all) {
    const { timeZone } = await marketOfCompany(db, id)
    await checkProviderDay(db, provider, id, previousMarketDay(timeZone, new Date(now.getTime() - graceMs)), now)
  }
}


export async function listMismatches(db: Db, companyId: number, filter: { day?: string; status?: 'open' | 'resolved' }): Promise<Mismatch[]> {
  const { minorDigits } = await marketOfCompany(db, companyId)
  const rows = await db
    .select({ mismatch: reconciliationMismatches, orderId: repayments.orderId })
    .from(reconciliationMismatches)
    .leftJoin(repayments, eq(repayments.id, reconciliationMismatches.repaymentId))
    .where(
      and(
        eq(reconciliationMismatches.companyId, companyId),
        filter.day ? eq(reconciliationMismatches.day, filter.day) : undefined,
        filter.status ? eq(reconciliationMismatches.status, filter.status) : undefined,
      ),
    )
    .orderBy(sql`${reconciliationMismatches.day} desc`, asc(reconciliationMismatches.id))
    .limit(500)
  return rows.map(({ mismatch: m, orderId }) => ({
    id: m.id,
    day: m.day,
    kind: m.kind as MismatchKind,
    reference: m.reference,
    providerIds: m.providerIds,
    paymentId: m.repaymentId,
    orderId,
    received: toMajor(m.receivedMinor, minorDigits),
    posted: toMajor(m.postedMinor, minorDigits),
    currency: m.currency,
    status: m.status === 'resolved' ? 'resolved' : 'open',
    note: m.note,
    resolvedAt: m.resolvedAt?.toISOString() ?? null,
  }))
}

/** Staff say what was done about it (a refund, a late posting found, a provider correction); audited with the note. */
export function resolveMismatch(db: Db, id: number, note: string, actor: StaffActor): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reconciliationMismatches)
      .where(and(eq(reconciliationMismatches.id, id), eq(reconciliationMismatches.companyId, actor.companyId)))
      .for('update')
    if (!row) throw new ApiError(40007)
    if (row.status !== 'open') throw new ApiError(40144)
    await tx.update(reconciliationMismatches).set({ status: 'resolved', note, resolvedBy: actor.staffId, resolvedAt: actor.now }).where(eq(reconciliationMismatches.id, id))
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'reconciliation_mismatch_resolved',
      recordType: 'reconciliation_mismatch',
      recordId: id,
      before: { status: 'open', kind: row.kind, reference: row.reference },
      after: { status: 'resolved', note },
      at: actor.now,
    })
    return null
  })
}
