// The company configs staff may change: support links, texts, the licence shown in every
// contract, and the decision engine's thresholds. Values are checked before they are stored,
// because the borrower app opens the links and the engine reads the thresholds as they are.
// The thresholds (lending configs) wait for a checker: lending-config-change.ts.
import { and, eq, inArray } from 'drizzle-orm'
import type { AdminData, AdminParsedBody } from '../../../../contract/admin/endpoints'
import { EDITABLE_CONFIG_KEYS, type EditableConfigKey } from '../../../../contract/admin/schemas/config'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { companies, companyConfigs } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { isLendingConfigKey } from '../../../../contract/lending-configs'
import { recordVersion } from './config-versions'
import { lendingConfigsInForce, normalizeLendingValue, requestLendingConfigChange } from './lending-config-change'
import type { StaffActor } from '../staff-actor'

const LINK_KEYS: readonly EditableConfigKey[] = ['LINE', 'WHATSAPP', 'CUSTOMER_SERVICE_FACEBOOK', 'WEBSITE']

/** Staff see and change their own company's configs only; another company answers 40007. */
function ownCompany(asked: number, staffCompanyId: number): void {
  if (asked !== staffCompanyId) throw new ApiError(40007, { fields: ['companyId'] })
}

export async function editableCompanyConfigs(db: Db, companyId: number, { companyId: staffCompanyId, now }: StaffActor): Promise<AdminData<'/config/company'>> {
  ownCompany(companyId, staffCompanyId)
  const rows = await db
    .select()
    .from(companyConfigs)
    .where(and(eq(companyConfigs.companyId, companyId), inArray(companyConfigs.key, [...EDITABLE_CONFIG_KEYS])))
  const stored = new Map(rows.map((r) => [r.key, r.value]))
  const values = Object.fromEntries(EDITABLE_CONFIG_KEYS.map((k) => [k, stored.get(k) ?? null])) as Record<EditableConfigKey, string | null>
  return { values, lending: await lendingConfigsInForce(db, companyId, now) }
}

function invalid(message: string): never {
  throw new ApiError(10004, { message, fields: ['value'] })
}

/** The text to store, or null to remove the key (only links may be removed: a channel the lender closed). */
export function normalizeConfigValue(key: EditableConfigKey, raw: string): string | null {
  const value = raw.trim()
  if (LINK_KEYS.includes(key)) {
    if (value === '') return null
    if (!URL.canParse(value) || new URL(value).protocol !== 'https:') invalid('A support link must be an https:// address')
    return value
  }
  if (key === 'LICENCE') {
    const licence = parseJson(value) as Record<string, unknown> | null
    const ok = licence !== null && typeof licence === 'object' && ['name', 'number', 'regulator'].every((f) => typeof licence[f] === 'string' && licence[f] !== '')
    if (!ok) invalid('The licence needs a name, a number and a regulator')
    return JSON.stringify({ name: licence.name, number: licence.number, regulator: licence.regulator })
  }
  if (isLendingConfigKey(key)) return normalizeLendingValue(key, value)
  if (key === 'TICKET_SERVICE_DAYS') {
    if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 30) invalid('The service time is a number of working days from 1 to 30')
    return String(Number(value))
  }
  if (key === 'CREDIT_BUREAU_MEMBER_CODE') {
    // The market's own shape (CIC: 8 letters and digits) is checked when a file is made (40103).
    if (!/^[A-Za-z0-9]{1,20}$/.test(value)) invalid('The member code is letters and digits only, as the bureau wrote it')
    return value.toUpperCase()
  }
  if (value === '') invalid('This text cannot be empty')
  return value
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export async function setCompanyConfig(db: Db, body: AdminParsedBody<'/config/company/set'>, actor: StaffActor): Promise<{ approvalId: number | null }> {
  const { staffId, companyId, now } = actor
  ownCompany(body.companyId, companyId)
  if (isLendingConfigKey(body.key)) return requestLendingConfigChange(db, body, body.key, actor)
  const value = normalizeConfigValue(body.key, body.value)
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, body.companyId))
    if (!company) throw new ApiError(40007, { fields: ['companyId'] })
    const where = and(eq(companyConfigs.companyId, body.companyId), eq(companyConfigs.key, body.key))
    const [old] = await tx.select({ value: companyConfigs.value }).from(companyConfigs).where(where)
    if (value === null) await tx.delete(companyConfigs).where(where)
    else {
      await tx
        .insert(companyConfigs)
        .values({ companyId: body.companyId, key: body.key, value })
        .onConflictDoUpdate({ target: [companyConfigs.companyId, companyConfigs.key], set: { value } })
    }
    // A removed link is versioned as the empty text (the column holds JSON, never SQL null).
    await recordVersion(tx, { scope: `company:${body.companyId}`, key: body.key, value: value ?? '', staffId, at: now })
    await recordAudit(tx, { staffId, action: 'set_company_config', recordType: 'company_config', recordId: `${body.companyId}:${body.key}`, before: old?.value ?? null, after: body.note ? { value, note: body.note } : value, at: now })
    return { approvalId: null }
  })
}
