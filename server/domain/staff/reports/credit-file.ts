// The monthly credit-bureau file of a company, in its market's layout, for a month that has
// ended; asking for it is audit-logged (it holds every borrower's identity).
import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { companyConfigs } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import { todayForCompany } from '../../markets/local-days'
import type { StaffActor } from '../staff-actor'
import { creditFileLoans, monthDays } from './credit-file-loans'
import { CREDIT_FILE_LAYOUTS, type FileHeader } from './credit-file-layouts'

/** The code the bureau gave the lender, set as the company config CREDIT_BUREAU_MEMBER_CODE. */
async function memberCode(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ value: companyConfigs.value })
    .from(companyConfigs)
    .where(and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, 'CREDIT_BUREAU_MEMBER_CODE')))
  return row?.value ?? ''
}

export type CreditFile = { fileName: string; contentType: string; body: AsyncGenerator<string> }

/** Refuses a month not yet ended (40102) before the first byte; the body is read page by page. */
export async function creditFile(db: Db, month: string, { staffId, companyId, now }: StaffActor): Promise<CreditFile> {
  const { last } = monthDays(month)
  if (last >= (await todayForCompany(db, companyId, now))) throw new ApiError(40102, { fields: ['month'] })
  const market = await marketOfCompany(db, companyId)
  const layout = CREDIT_FILE_LAYOUTS[market.code]
  const header: FileHeader = { memberCode: await memberCode(db, companyId), month, monthEnd: last, currency: market.currency }
  await recordAudit(db, { staffId, action: 'credit_file', recordType: 'company', recordId: companyId, after: { month, market: market.code }, at: now })
  async function* body(): AsyncGenerator<string> {
    yield layout.head(header)
    let records = 0
    for await (const loans of creditFileLoans(db, companyId, market.timeZone, month)) {
      records += loans.length
      yield layout.lines(header, loans)
    }
    yield layout.foot(header, records)
  }
  return { fileName: layout.fileName(month), contentType: layout.contentType, body: body() }
}
