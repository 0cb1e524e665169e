// The one way staff code reads a borrower: every users column except the password and
// withdrawal-PIN hashes, which are never selected here, so no staff answer can carry them.
import { and, eq, getTableColumns } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { HOLD_REASONS, type HoldReason } from '../../../contract/hold-reasons'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { usersOfCompany } from '../tenancy/company-scope'

const SECRET_COLUMNS = ['passwordHash', 'withdrawPinHash'] as const
type SecretColumn = (typeof SECRET_COLUMNS)[number]
type SafeColumns = Omit<ReturnType<typeof getTableColumns<typeof users>>, SecretColumn>

export const BORROWER_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(users)).filter(([name]) => !(SECRET_COLUMNS as readonly string[]).includes(name)),
) as SafeColumns
export type BorrowerRow = Omit<typeof users.$inferSelect, SecretColumn>

/** A borrower of the staff member's company; another company's answers 40007, as an unknown id does. */
export async function borrowerRow(db: Db, userId: number, companyId: number): Promise<BorrowerRow> {
  const [row] = await db.select(BORROWER_COLUMNS).from(users).where(and(eq(users.id, userId), usersOfCompany(companyId)))
  if (!row) throw new ApiError(40007)
  return row
}

export function holdOf(row: Pick<BorrowerRow, 'holdReason'>): HoldReason | null {
  const reason = row.holdReason
  if (reason === null) return null
  return (HOLD_REASONS as readonly string[]).includes(reason) ? (reason as HoldReason) : 'account_security_check'
}
