// The loans part of the data export: each order of the borrower with its decision, contract,
// status history, schedule, payouts, repayments and ledger lines, read by the borrower's own
// order ids only.
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { toMajor } from '../../../contract/money'
import { contractTermsSchema } from '../../../contract/schemas/contract-terms'
import type { Locale } from '../../../contract/locales'
import type { Db } from '../../db/client'
import { apps, disbursements, ledgerLines, orders, orderTransitions, repayments, schedulePeriods } from '../../db/schema'
import { orderContract } from '../orders/order-views'
import type { FileStorage } from '../../providers/storage/port'
import type { ExportFile } from './export-readme'
import type { ExportNames } from './export-names'
import { type ActorKind, type ExportWords, named } from './export-words'
import type { UserRow } from './user-row'

export type LoanExport = {
  orderId: number
  disbursementIds: number[]
  document: Record<string, unknown>
  /** The contract, when terms were fixed: contracts/loan-<id>.html, rendered when the ZIP reaches it. */
  contract: { path: string; html: () => Promise<string> } | null
  /** The signature the contract was signed with. */
  signature: ExportFile | null
}

type Ids = readonly number[]
const byOrder = <T extends { orderId: number }>(rows: T[], orderId: number) => rows.filter((r) => r.orderId === orderId)

function actorKind(actor: string): ActorKind {
  if (actor.startsWith('user:')) return 'you'
  return actor.startsWith('staff:') ? 'staff' : 'automatic'
}

async function moneyRows(db: Db, ids: Ids) {
  if (ids.length === 0) return { transitions: [], periods: [], payouts: [], payments: [], lines: [] }
  const of = [...ids]
  return {
    transitions: await db.select().from(orderTransitions).where(inArray(orderTransitions.orderId, of)).orderBy(asc(orderTransitions.id)),
    periods: await db.select().from(schedulePeriods).where(inArray(schedulePeriods.orderId, of)).orderBy(asc(schedulePeriods.period)),
    payouts: await db.select().from(disbursements).where(inArray(disbursements.orderId, of)).orderBy(asc(disbursements.id)),
    payments: await db.select().from(repayments).where(inArray(repayments.orderId, of)).orderBy(asc(repayments.createdAt)),
    lines: await db.select().from(ledgerLines).where(inArray(ledgerLines.orderId, of)).orderBy(asc(ledgerLines.id)),
  }
}

/** `minorDigits`: the lender's market's, for every amount of the export. */
type Context = { db: Db; storage: FileStorage; locale: Locale; words: ExportWords; names: ExportNames; minorDigits: number }

/** Newest first, as the app lists them. `ownSignature` is the borrower's current signature, already in the ZIP. */
export async function loansOf({ db, storage, locale, words, names, minorDigits }: Context, user: UserRow, ownSignature: ExportFile | null): Promise<LoanExport[]> {
  const rows = await db
    .select({ order: orders, product: apps.name })
    .from(orders)
    .innerJoin(apps, eq(apps.id, orders.appId))
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.id))
  const money = await moneyRows(db, rows.map((r) => r.order.id))
  const loans: LoanExport[] = []
  for (const { order, product } of rows) {
    const contractPath = `contracts/loan-${order.id}.html`
    const render = async () => (await orderContract(db, storage, user.id, { loanOrderId: order.id, locale })).html
    const contract = contractTermsSchema.safeParse(order.terms).success ? { path: contractPath, html: render } : null
    const signatureKey = order.acceptSignatureKey
    const signature =
      signatureKey === null
        ? null
        : signatureKey === ownSignature?.key
          ? ownSignature
          : { kind: 'contractSignature' as const, orderId: order.id, path: `contracts/loan-${order.id}-signature.${signatureKey.endsWith('.png') ? 'png' : 'jpg'}`, key: signatureKey }
    const decision = order.decision as { reasons?: string[]; reapplyAfter?: string | null } | null
    const payouts = byOrder(money.payouts, order.id)
    loans.push({
      orderId: order.id,
      disbursementIds: payouts.map((d) => d.id),
      contract,
      signature,
      document: {
        orderId: order.id,
        product,
        status: named(words.orderStatus, order.status),
        appliedAt: order.createdAt.toISOString(),
        updatedAt: order.updatedAt.toISOString(),
        amountApplied: toMajor(order.principalMinor, minorDigits),
        ratePerPeriodPercent: order.rate / 1000,
        periods: order.periods,
        periodUnit: order.periodUnit,
        quoteWhenApplying: order.quote,
        approvedNotYetWithdrawn: toMajor(order.balanceMinor, minorDigits),
        decision: decision && {
          reasons: (decision.reasons ?? []).map((r) => named(words.decision, r)),
          reapplyAfter: decision.reapplyAfter ?? null,
        },
        contract: contract && { file: contract.path, terms: order.terms, termsHash: order.termsHash, signedAt: order.acceptedAt?.toISOString() ?? null, signature: signature?.path ?? null },
        statusHistory: byOrder(money.transitions, order.id).map((t) => ({
          at: t.at.toISOString(),
          from: named(words.orderStatus, t.fromStatus),
          to: named(words.orderStatus, t.toStatus),
          by: named(words.actor, actorKind(t.actor)),
        })),
        schedule: byOrder(money.periods, order.id).map((p) => ({
          period: p.period,
          dueDate: p.dueDate,
          amount: toMajor(p.amountMinor, minorDigits),
          interest: toMajor(p.interestMinor, minorDigits),
          paid: toMajor(p.paidMinor, minorDigits),
          status: named(words.periodStatus, p.status),
        })),
        payouts: payouts.map((d) => ({
          id: `d-${d.id}`,
          amount: toMajor(d.amountMinor, minorDigits),
          bank: names.bank(d.bankName),
          accountNumber: d.cardNo,
          status: named(words.money, d.status),
          failure: d.reason === null ? null : named(words.payoutFailure, d.reason),
          requestedAt: d.createdAt.toISOString(),
          settledAt: d.settledAt?.toISOString() ?? null,
        })),
        repayments: byOrder(money.payments, order.id).map((r) => ({
          id: `r-${r.id}`,
          amount: toMajor(r.amountMinor, minorDigits),
          status: named(words.money, r.status),
          startedAt: r.createdAt.toISOString(),
          paidAt: r.paidAt?.toISOString() ?? null,
        })),
        ledger: byOrder(money.lines, order.id).map((l) => ({
          entry: l.entryId,
          account: named(words.ledger, l.account),
          amount: toMajor(l.amountMinor, minorDigits),
          memo: l.memo,
          at: l.at.toISOString(),
        })),
      },
    })
  }
  return loans
}
