// The scorecard changes only under four-eyes (kind scorecard_change): the maker's request holds
// the whole new SCORECARD and its note; a checker's approval stores it, versions it and audits
// it in one transaction (staff/approvals/approval-decisions.ts).
import { and, eq } from 'drizzle-orm'
import type { AdminData, AdminParsedBody } from '../../../contract/admin/endpoints'
import type { ScorecardConfig } from '../../../contract/credit/scorecard'
import type { Db } from '../../db/client'
import { companyConfigs } from '../../db/schema'
import { recordAudit } from '../audit/audit-log'
import { companyConfigsOf } from '../configs/company-configs'
import { submitChange } from '../staff/approvals/approval-requests'
import { recordVersion } from '../staff/config/config-versions'
import type { StaffActor } from '../staff/staff-actor'
import { scorecardOf } from './scorecard-config'

const KEY = 'SCORECARD'

export async function readScorecard(db: Db, companyId: number): Promise<AdminData<'/risk/scorecard'>> {
  const configs = await companyConfigsOf(db, companyId)
  return { scorecard: scorecardOf(configs), stored: configs[KEY] !== undefined }
}

type Change = { scorecard: ScorecardConfig; note: string }

export function requestScorecardChange(db: Db, body: AdminParsedBody<'/risk/scorecard/save'>, actor: StaffActor): Promise<{ approvalId: number | null }> {
  return db.transaction(async (tx) => {
    const before = await readScorecard(tx, actor.companyId)
    const payload: Change = { scorecard: body.scorecard, note: body.note }
    return submitChange(tx, actor, { kind: 'scorecard_change', target: `company:${actor.companyId}:${KEY}`, payload, before: before.scorecard, note: body.note }, () => applyScorecardChange(tx, payload, actor))
  })
}

export async function applyScorecardChange(tx: Db, change: Change, { staffId, companyId, now }: StaffActor): Promise<void> {
  const where = and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, KEY))
  const [old] = await tx.select({ value: companyConfigs.value }).from(companyConfigs).where(where)
  const value = JSON.stringify(change.scorecard)
  await tx.insert(companyConfigs).values({ companyId, key: KEY, value }).onConflictDoUpdate({ target: [companyConfigs.companyId, companyConfigs.key], set: { value } })
  await recordVersion(tx, { scope: `company:${companyId}`, key: KEY, value, staffId, at: now })
  await recordAudit(tx, { staffId, action: 'set_scorecard', recordType: 'company_config', recordId: `${companyId}:${KEY}`, before: old?.value ?? null, after: { scorecard: change.scorecard, note: change.note }, at: now })
}
