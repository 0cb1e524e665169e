// A correction file: what changed in a month's figures after its file was made (a waiver granted
// later, a back-dated payment) is sent as the records of the loans it changed, in a file of
// their own (CIC: Submission Type 1, a correction contribution), never by changing the month's
// file. Each loan is compared with the record last sent for it: the month's file overlaid by
// the corrections before this one.
import { ApiError } from '../../../../contract/api-error'
import type { Db } from '../../../db/client'
import { recordAudit } from '../../audit/audit-log'
import { marketOfCompany } from '../../markets/company-market'
import type { StaffActor } from '../staff-actor'
import { buildCreditFile, fileHeader } from './credit-file-build'
import { type CreditFile, memberCode, monthlyFile } from './credit-file'
import { CREDIT_FILE_LAYOUTS } from './credit-file-layouts'
import { nextSequence, storedFiles, storeFile } from './credit-file-store'

/** Each loan's unit as last sent for the month, by order id. */
async function lastSent(db: Db, companyId: number, month: string, unitsOf: (body: string) => Map<number, string>): Promise<Map<number, string>> {
  const sent = new Map<number, string>()
  const decoder = new TextDecoder()
  for (const file of await storedFiles(db, companyId, month)) for (const [orderId, unit] of unitsOf(decoder.decode(file.body))) sent.set(orderId, unit)
  return sent
}

/**
 * Makes and keeps the next correction of the month, with the loans whose records differ from
 * those last sent (40105 when none does). The month's own file is made first if it was not:
 * a correction corrects something sent.
 */
export async function creditFileCorrection(db: Db, month: string, { staffId, companyId, now }: StaffActor): Promise<CreditFile> {
  await monthlyFile(db, companyId, month, now, staffId)
  const market = await marketOfCompany(db, companyId)
  const layout = CREDIT_FILE_LAYOUTS[market.code]
  const code = await memberCode(db, companyId, market)
  const sent = await lastSent(db, companyId, month, layout.unitsOf)
  const sequence = await nextSequence(db, companyId, month)
  // A loan's records carry no more of the header than the code and the month's end, so a
  // correction's unit for a loan is the one the monthly file would hold now.
  const header = fileHeader(market, code, month, 'correction', sequence, now)
  const built = await buildCreditFile(db, companyId, market, header, (orderId, unit) => sent.get(orderId) !== unit)
  if (built.loans === 0) throw new ApiError(40105, { fields: ['month'] })
  const file = await storeFile(db, built, { companyId, month, sequence, kind: 'correction', market: market.code, staffId, now })
  await recordAudit(db, { staffId, action: 'credit_file_correction', recordType: 'company', recordId: companyId, after: { month, market: market.code, sequence, loans: file.loans, sha256: file.sha256 }, at: now })
  return { fileName: file.fileName, contentType: file.contentType, body: file.body }
}
