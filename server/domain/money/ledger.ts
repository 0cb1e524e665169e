import { randomUUID } from 'node:crypto'
import { and, eq, sum } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerLines } from '../../db/schema'

// borrower_credit: money received beyond what was owed, which the lender owes back.
// loss: what a write-off moved out of receivable; recovery: money received on a written-off loan.
export const LEDGER_ACCOUNTS = ['receivable', 'cash', 'interest_income', 'borrower_credit', 'loss', 'recovery'] as const
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]
export type Line = { account: LedgerAccount; amountMinor: number }

/** Writes one balanced entry; an unbalanced one is a bug, never data. */
export async function postEntry(db: Db, orderId: number, memo: string, lines: Line[], at: Date): Promise<void> {
  const total = lines.reduce((acc, line) => acc + line.amountMinor, 0)
  if (total !== 0 || lines.some((l) => !Number.isSafeInteger(l.amountMinor))) throw new Error(`unbalanced ledger entry: ${memo}`)
  const entryId = randomUUID()
  const moved = lines.filter((l) => l.amountMinor !== 0)
  if (moved.length > 0) await db.insert(ledgerLines).values(moved.map((l) => ({ entryId, orderId, memo, at, ...l })))
}

export async function balanceOf(db: Db, orderId: number, account: LedgerAccount): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerLines.amountMinor) })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.orderId, orderId), eq(ledgerLines.account, account)))
  return Number(row?.total ?? 0)
}
