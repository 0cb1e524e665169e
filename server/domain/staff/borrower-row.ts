// The one way staff code reads a borrower: every users column except the password and
// withdrawal-PIN hashes, which are never selected here, so no staff answer can carry them.
import { eq, getTableColumns } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { HOLD_REASONS, type HoldReason } from '../../../contract/hold-reasons'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

const { passwordHash: _password, withdrawPinHash: _pin, ...safeColumns } = getTableColumns(users)

export const BORROWER_COLUMNS = safeColumns
export type BorrowerRow = Omit<typeof users.$inferSelect, 'passwordHash' | 'withdrawPinHash'>

export async function borrowerRow(db: Db, userId: number): Promise<BorrowerRow> {
  const [row] = await db.select(BORROWER_COLUMNS).from(users).where(eq(users.id, userId))
  if (!row) throw new ApiError(40007)
  return row
}

export function holdOf(row: Pick<BorrowerRow, 'holdReason'>): HoldReason | null {
  const reason = row.holdReason
  if (reason === null) return null
  return (HOLD_REASONS as readonly string[]).includes(reason) ? (reason as HoldReason) : 'account_security_check'
}
