// The monthly credit-bureau file of a company, in its market's layout, for a month that has
// ended: made once (by the month-end job, or by the first download after the month) and kept,
// so every later download is the file as it was sent, byte for byte. Asking for it is
// audit-logged (it holds every borrower's identity).
import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../../contract/api-error'
import type { MarketPack } from '../../../../contract/market/types'
import type { Db } from '../../../db/client'
import { companyConfigs } from '../../../db/schema'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import { todayForCompany } from '../../markets/local-days'
import type { StaffActor } from '../staff-actor'
import { creditFileText, fileHeader } from './credit-file-build'
import { monthDays } from './credit-file-loans'
import { creditFileLayout } from './credit-file-layouts'
import { fileBytes, type StoredCreditFile, storedFile, storeFile } from './credit-file-store'

/** The code the bureau gave the lender (CIC's provider code), the company config CREDIT_BUREAU_MEMBER_CODE. */
export async function memberCode(db: Db, companyId: number, market: MarketPack): Promise<string> {
  const [row] = await db
    .select({ value: companyConfigs.value })
    .from(companyConfigs)
    .where(and(eq(companyConfigs.companyId, companyId), eq(companyConfigs.key, 'CREDIT_BUREAU_MEMBER_CODE')))
  const code = row?.value.trim() ?? ''
  // A file under a code the bureau did not give is refused whole; better said before it is made.
  if (!creditFileLayout(market).memberCodePattern.test(code)) throw new ApiError(40103, { fields: ['CREDIT_BUREAU_MEMBER_CODE'] })
  return code
}

/** Refuses a month that has not ended on the market's calendar (40102). */
export async function requireEndedMonth(db: Db, companyId: number, month: string, now: Date): Promise<void> {
  if (monthDays(month).last >= (await todayForCompany(db, companyId, now))) throw new ApiError(40102, { fields: ['month'] })
}

/** The month's file as stored, made and stored now when it is not yet. */
export async function monthlyFile(db: Db, companyId: number, month: string, now: Date, staffId: number | null): Promise<StoredCreditFile> {
  await requireEndedMonth(db, companyId, month, now)
  const kept = await storedFile(db, companyId, month, 0)
  if (kept) return kept
  const market = await marketOfCompany(db, companyId)
  const header = fileHeader(market, await memberCode(db, companyId, market), month, 'regular', 0, now)
  return storeFile(db, creditFileText(db, companyId, market, header), { companyId, month, sequence: 0, kind: 'regular', market: market.code, staffId, now })
}

export type CreditFile = { fileName: string; contentType: string; body: AsyncGenerator<Uint8Array> }

/** A stored file as a download: its bytes read part by part. */
export const asDownload = (db: Db, file: StoredCreditFile): CreditFile => ({ fileName: file.fileName, contentType: file.contentType, body: fileBytes(db, file.id) })

/** A stored file of the month (0: the monthly file, made if need be; n: its n-th correction), audit-logged. */
export async function creditFile(db: Db, month: string, sequence: number, { staffId, companyId, now }: StaffActor): Promise<CreditFile> {
  const file = sequence === 0 ? await monthlyFile(db, companyId, month, now, staffId) : await storedFile(db, companyId, month, sequence)
  if (!file) throw new ApiError(40104, { fields: ['sequence'] })
  await recordAudit(db, { staffId, action: 'credit_file', recordType: 'company', recordId: companyId, after: { month, market: file.market, sequence, sha256: file.sha256 }, at: now })
  return asDownload(db, file)
}
