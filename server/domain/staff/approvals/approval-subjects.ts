// What a request is about, in the words its card shows: the product a product or period change
// touches (its name, period unit and currency, as they are now) and the member a roles change sets.
import { inArray } from 'drizzle-orm'
import type { Approval } from '../../../../contract/admin/schemas/approvals'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { staffUsers } from '../../../db/schema'
import { lendingTerms } from '../../products/lending-terms'

type Row = { kind: string; payload: unknown }
export type Subject = Pick<Approval, 'product' | 'memberName'>

const numberField = (payload: unknown, field: string): number | null => {
  const v = payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[field] : undefined
  return typeof v === 'number' ? v : null
}

export async function subjectsOf(tx: Db, rows: readonly Row[]): Promise<(row: Row) => Subject> {
  const appIds = new Set<number>()
  const staffIds = new Set<number>()
  for (const row of rows) {
    const appId = row.kind === 'product_change' || row.kind === 'period_change' ? numberField(row.payload, 'appId') : null
    if (appId !== null) appIds.add(appId)
    const staffId = row.kind === 'staff_roles' ? numberField(row.payload, 'staffId') : null
    if (staffId !== null) staffIds.add(staffId)
  }
  const products = new Map<number, NonNullable<Subject['product']>>()
  for (const appId of appIds) {
    const { app, periodUnit, currency, minorDigits } = await lendingTerms(tx, appId)
    products.set(appId, { id: appId, name: app.name, periodUnit, currency, minAmount: toMajor(app.minAmountMinor, minorDigits), maxAmount: toMajor(app.maxAmountMinor, minorDigits) })
  }
  const names = new Map<number, string>()
  if (staffIds.size > 0) {
    for (const m of await tx.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, [...staffIds]))) names.set(m.id, m.name)
  }
  return (row) => {
    const appId = row.kind === 'product_change' || row.kind === 'period_change' ? numberField(row.payload, 'appId') : null
    const staffId = row.kind === 'staff_roles' ? numberField(row.payload, 'staffId') : null
    return { product: appId === null ? null : (products.get(appId) ?? null), memberName: staffId === null ? null : (names.get(staffId) ?? null) }
  }
}
