import { and, eq } from 'drizzle-orm'
import { APPROVAL_KINDS, type ApprovalKind, isApprovalKind } from '../../../../contract/admin/approval-kinds'
import type { Db } from '../../../db/client'
import { companyConfigs } from '../../../db/schema'

/** The kinds the company's FOUR_EYES config lists; unset or unreadable, every kind (the safe side). */
export async function fourEyesKinds(db: Db, companyId: number): Promise<readonly ApprovalKind[]> {
  const [row] = await db
    .select({ value: companyConfigs.value })
    .from(companyConfigs)
    .where(and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, 'FOUR_EYES')))
  if (!row) return APPROVAL_KINDS
  try {
    const list: unknown = JSON.parse(row.value)
    if (Array.isArray(list) && list.every((k) => typeof k === 'string')) return list.filter(isApprovalKind)
  } catch {
    // An unreadable setting falls back to every kind below.
  }
  return APPROVAL_KINDS
}
