// A lending config (DECISION_RULES, FRAUD_RULES) changes only when a second member approves it
// (kind lending_config, never left out by FOUR_EYES). The request keeps the text it replaces: an
// approval finding another text in force is refused (40181), so a checker never applies a change
// on top of one they did not see.
import { and, eq, gt } from 'drizzle-orm'
import type { AdminData, AdminParsedBody } from '../../../../contract/admin/endpoints'
import type { LendingChangePayload } from '../../../../contract/admin/schemas/config'
import { ApiError } from '../../../../contract/api-error'
import {
  LENDING_CONFIG_KEYS,
  type LendingConfigKey,
  type LendingValues,
  lendingConfigProblems,
  lendingValuesInForce,
  type MarketDefaults,
  storedLendingValues,
} from '../../../../contract/lending-configs'
import type { Db } from '../../../db/client'
import { approvals, companyConfigs } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import { submitChange } from '../approvals/approval-requests'
import type { StaffActor } from '../staff-actor'
import { recordVersion } from './config-versions'
import { toMajor } from '../../../../contract/money'

const targetOf = (companyId: number, key: LendingConfigKey) => `company:${companyId}:${key}`

async function storedText(tx: Db, companyId: number, key: LendingConfigKey): Promise<string | null> {
  const [row] = await tx
    .select({ value: companyConfigs.value })
    .from(companyConfigs)
    .where(and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, key)))
  return row?.value ?? null
}

async function marketDefaults(tx: Db, companyId: number): Promise<{ defaults: MarketDefaults; currency: string }> {
  const market = await marketOfCompany(tx, companyId)
  const { policyDefaults } = market.creditRules
  return { defaults: { livingMinimum: toMajor(policyDefaults.livingMinimumMinor, market.minorDigits), maxDebtServicePercent: policyDefaults.maxDebtServicePercent }, currency: market.currency }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const valuesOf = (key: LendingConfigKey, text: string | null, defaults: MarketDefaults): LendingValues =>
  Object.fromEntries(lendingValuesInForce(key, parseJson(text), defaults).map((f) => [f.name, f.value]))

/** The stored text of a change, or 10004 naming each field that is wrong (its words in `msg`). */
export function normalizeLendingValue(key: LendingConfigKey, raw: string): string {
  const value = parseJson(raw.trim())
  const problems = lendingConfigProblems(key, value)
  if (problems.length > 0) throw new ApiError(10004, { message: problems.map((p) => `${p.field}: ${p.message}`).join('; '), fields: problems.map((p) => p.field) })
  return JSON.stringify(storedLendingValues(key, value as Record<string, unknown>))
}

export async function requestLendingConfigChange(db: Db, body: AdminParsedBody<'/config/company/set'>, key: LendingConfigKey, actor: StaffActor): Promise<{ approvalId: number | null }> {
  if (!body.note) throw new ApiError(40180, { fields: ['note'] })
  const note = body.note
  const value = normalizeLendingValue(key, body.value)
  return db.transaction(async (tx) => {
    const basedOn = await storedText(tx, actor.companyId, key)
    const { defaults, currency } = await marketDefaults(tx, actor.companyId)
    const payload: LendingChangePayload = { key, value, basedOn, values: valuesOf(key, value, defaults), currency }
    const before = { values: valuesOf(key, basedOn, defaults) }
    return submitChange(tx, actor, { kind: 'lending_config', target: targetOf(actor.companyId, key), payload, before, note }, () => applyLendingConfigChange(tx, payload, actor))
  })
}

/** In the approval's transaction: refused (40181) when the text in force is no longer the one the request replaced. */
export async function applyLendingConfigChange(tx: Db, change: LendingChangePayload, { staffId, companyId, now }: StaffActor): Promise<void> {
  const where = and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, change.key))
  const [current] = await tx.select({ value: companyConfigs.value }).from(companyConfigs).where(where).for('update')
  if ((current?.value ?? null) !== change.basedOn) throw new ApiError(40181, { fields: ['approvalId'] })
  await tx
    .insert(companyConfigs)
    .values({ companyId, key: change.key, value: change.value })
    .onConflictDoUpdate({ target: [companyConfigs.companyId, companyConfigs.key], set: { value: change.value } })
  await recordVersion(tx, { scope: `company:${companyId}`, key: change.key, value: change.value, staffId, at: now })
  await recordAudit(tx, { staffId, action: 'set_company_config', recordType: 'company_config', recordId: `${companyId}:${change.key}`, before: change.basedOn, after: change.value, at: now })
}

/** Each lending config field by field as the engine applies it, and its request still waiting (not past its 72 hours). */
export async function lendingConfigsInForce(db: Db, companyId: number, now: Date): Promise<AdminData<'/config/company'>['lending']> {
  const { defaults, currency } = await marketDefaults(db, companyId)
  const entries = []
  for (const key of LENDING_CONFIG_KEYS) {
    const [open] = await db
      .select({ id: approvals.id })
      .from(approvals)
      .where(and(eq(approvals.companyId, companyId), eq(approvals.target, targetOf(companyId, key)), eq(approvals.status, 'requested'), gt(approvals.expiresAt, now)))
    entries.push([key, { fields: lendingValuesInForce(key, parseJson(await storedText(db, companyId, key)), defaults), currency, pendingApprovalId: open?.id ?? null }] as const)
  }
  return Object.fromEntries(entries) as AdminData<'/config/company'>['lending']
}
