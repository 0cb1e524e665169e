// Products and their period configs as staff edit them. A change is refused when it would make
// a period config break the market rules (contract/market-rules.ts), which the borrower API
// would otherwise silently stop offering; every accepted change is versioned and audited.
import { and, asc, eq, ne } from 'drizzle-orm'
import type { AdminData, AdminParsedBody } from '../../../../contract/admin/endpoints'
import { ApiError } from '../../../../contract/api-error'
import { limitGrowthSchema } from '../../../../contract/loan-history-limit'
import { checkProduct, type Violation } from '../../../../contract/market-rules'
import { toMajor } from '../../../../contract/money'
import type { Db } from '../../../db/client'
import { apps, periodConfigs } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import { typedMinor } from '../../markets/typed-amount'
import { type AppRow, lendingTerms, type LendingTerms } from '../../products/lending-terms'
import { appsOfCompany, requireAppOfCompany } from '../../tenancy/company-scope'
import { submitChange } from '../approvals/approval-requests'
import { recordVersion } from './config-versions'
import type { StaffActor } from '../staff-actor'

type Bounds = Pick<AppRow, 'minAmountMinor' | 'maxAmountMinor'>

function violations(terms: LendingTerms, bounds: Bounds, config: { periods: number; rate: number }): Violation[] {
  return checkProduct(terms.rules, { rate: config.rate, periodsOptions: [config.periods], ...bounds, periodUnit: terms.periodUnit }, terms.today)
}

function refuse(field: string, found: Violation[]): never {
  const words = found.map((v) => `${v.rule} ${v.actual} above ${v.limit}`).join('; ')
  throw new ApiError(10004, { message: `Breaks the market rules: ${words}`, fields: [field] })
}

export async function productConfigs(db: Db, companyId: number): Promise<AdminData<'/config/products'>> {
  const rows = await db.select().from(apps).where(appsOfCompany(companyId)).orderBy(asc(apps.id))
  const products = []
  for (const row of rows) {
    const terms = await lendingTerms(db, row.id)
    const configs = await db.select().from(periodConfigs).where(eq(periodConfigs.appId, row.id)).orderBy(asc(periodConfigs.periods))
    const { code: market, minorDigits } = await marketOfCompany(db, row.companyId)
    products.push({
      id: row.id,
      companyId: row.companyId,
      market,
      currency: terms.currency,
      periodUnit: terms.periodUnit,
      name: row.name,
      minAmount: toMajor(row.minAmountMinor, minorDigits),
      maxAmount: toMajor(row.maxAmountMinor, minorDigits),
      step: toMajor(row.stepMinor, minorDigits),
      defaultRate: row.defaultRate,
      disabled: row.disabled,
      limitGrowth: limitGrowthSchema.safeParse(row.limitGrowth).data ?? null,
      dueDayChoice: row.dueDayChoice,
      periods: configs.map((c) => {
        const found = violations(terms, row, c)
        return { id: c.id, periods: c.periods, rate: c.rate, offered: found.length === 0, violations: found }
      }),
    })
  }
  return { products }
}

type ProductChange = AdminParsedBody<'/config/product/save'>
type PeriodChange = AdminParsedBody<'/config/period/save'>

/** A product change is asked for (four-eyes) or applied at once, checked against the market rules either way. */
export function saveProduct(db: Db, { note, ...body }: ProductChange, actor: StaffActor): Promise<{ approvalId: number | null }> {
  return db.transaction(async (tx) => {
    const { before, minorDigits } = await checkProductChange(tx, body, actor.companyId)
    // In the request's own terms, so the checker compares like with like.
    const shown = { appId: body.appId, name: before.name, minAmount: toMajor(before.minAmountMinor, minorDigits), maxAmount: toMajor(before.maxAmountMinor, minorDigits), step: toMajor(before.stepMinor, minorDigits), defaultRate: before.defaultRate, disabled: before.disabled, limitGrowth: before.limitGrowth, dueDayChoice: before.dueDayChoice }
    return submitChange(tx, actor, { kind: 'product_change', target: `app:${body.appId}`, payload: body, before: shown, note }, () => applyProductChange(tx, body, actor))
  })
}

async function checkProductChange(tx: Db, body: ProductChange, companyId: number) {
  await requireAppOfCompany(tx, body.appId, companyId)
  const terms = await lendingTerms(tx, body.appId)
  const { app, minorDigits } = terms
  const next = {
    name: body.name,
    minAmountMinor: typedMinor(body.minAmount, minorDigits, 'minAmount'),
    maxAmountMinor: typedMinor(body.maxAmount, minorDigits, 'maxAmount'),
    stepMinor: typedMinor(body.step, minorDigits, 'step'),
    defaultRate: body.defaultRate,
    disabled: body.disabled,
    limitGrowth: body.limitGrowth === undefined ? app.limitGrowth : body.limitGrowth,
    dueDayChoice: body.dueDayChoice ?? app.dueDayChoice,
  }
  if (next.minAmountMinor > next.maxAmountMinor) throw new ApiError(10004, { fields: ['minAmount'] })
  // Only what the change breaks: a config already outside the rules stays reported, not blocking.
  for (const config of terms.offered) {
    const found = violations(terms, next, config)
    if (found.length > 0) refuse('maxAmount', found)
  }
  const before = {
    name: app.name,
    minAmountMinor: app.minAmountMinor,
    maxAmountMinor: app.maxAmountMinor,
    stepMinor: app.stepMinor,
    defaultRate: app.defaultRate,
    disabled: app.disabled,
    limitGrowth: app.limitGrowth,
    dueDayChoice: app.dueDayChoice,
  }
  return { next, before, minorDigits }
}

/** Checks again (the rules or the product may have moved since the request) and applies, in the caller's transaction. */
export async function applyProductChange(tx: Db, body: ProductChange, { staffId, companyId, now }: StaffActor): Promise<void> {
  const { next, before } = await checkProductChange(tx, body, companyId)
  await tx.update(apps).set(next).where(eq(apps.id, body.appId))
  await recordVersion(tx, { scope: 'product', key: String(body.appId), value: next, staffId, at: now })
  await recordAudit(tx, { staffId, action: 'update_product', recordType: 'app', recordId: body.appId, before, after: next, at: now })
}

export function savePeriodConfig(db: Db, { note, ...body }: PeriodChange, actor: StaffActor): Promise<{ id: number | null; approvalId: number | null }> {
  return db.transaction(async (tx) => {
    const { before } = await checkPeriodChange(tx, body, actor.companyId)
    const target = body.id === undefined ? `app:${body.appId}:periods:${body.periods}` : `period_config:${body.id}`
    const { approvalId } = await submitChange(tx, actor, { kind: 'period_change', target, payload: body, before, note }, () => applyPeriodChange(tx, body, actor))
    if (approvalId !== null) return { id: null, approvalId }
    const [saved] = await tx.select({ id: periodConfigs.id }).from(periodConfigs).where(and(eq(periodConfigs.appId, body.appId), eq(periodConfigs.periods, body.periods)))
    return { id: saved?.id ?? null, approvalId: null }
  })
}

async function checkPeriodChange(tx: Db, body: PeriodChange, companyId: number): Promise<{ before: unknown }> {
  await requireAppOfCompany(tx, body.appId, companyId)
  const terms = await lendingTerms(tx, body.appId)
  const found = violations(terms, terms.app, body)
  if (found.length > 0) refuse('rate', found)
  const sameCount = await tx
    .select({ id: periodConfigs.id })
    .from(periodConfigs)
    .where(and(eq(periodConfigs.appId, body.appId), eq(periodConfigs.periods, body.periods), ...(body.id ? [ne(periodConfigs.id, body.id)] : [])))
  if (sameCount.length > 0) throw new ApiError(10004, { fields: ['periods'] })
  if (body.id === undefined) return { before: null }
  const [old] = await tx.select().from(periodConfigs).where(and(eq(periodConfigs.id, body.id), eq(periodConfigs.appId, body.appId)))
  if (!old) throw new ApiError(40007, { fields: ['id'] })
  return { before: { appId: old.appId, periods: old.periods, rate: old.rate } }
}

/** Checks again and creates or changes the period config, in the caller's transaction. */
export async function applyPeriodChange(tx: Db, body: PeriodChange, { staffId, companyId, now }: StaffActor): Promise<void> {
  const { before } = await checkPeriodChange(tx, body, companyId)
  const value = { appId: body.appId, periods: body.periods, rate: body.rate }
  let id: number
  if (body.id === undefined) {
    const [created] = await tx.insert(periodConfigs).values(value).returning({ id: periodConfigs.id })
    if (!created) throw new Error('period config insert returned nothing')
    id = created.id
  } else {
    await tx.update(periodConfigs).set(value).where(eq(periodConfigs.id, body.id))
    id = body.id
  }
  await recordVersion(tx, { scope: 'period_config', key: String(id), value, staffId, at: now })
  await recordAudit(tx, { staffId, action: body.id === undefined ? 'create_period_config' : 'update_period_config', recordType: 'period_config', recordId: id, before, after: value, at: now })
}
