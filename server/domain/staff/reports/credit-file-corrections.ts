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
import { asDownload, type CreditFile, memberCode, monthlyFile } from './credit-file'
import { creditFileText, fileHeader, type Keep } from './credit-file-build'
import { creditFileLayout } from './credit-file-layouts'
import { dropFile, fileBytes, nextSequence, type StoredCreditFile, storedFiles, storeFile } from './credit-file-store'

/** Each loan's unit in a stored file, in the file's order (by order id), a part at a time. */
async function* unitsOf(db: Db, file: StoredCreditFile, parse: (body: string) => Map<number, string>): AsyncGenerator<[number, string]> {
  const decoder = new TextDecoder()
  // A part holds whole units (the head, a page of loans, the foot), so each decodes and parses alone.
  for await (const part of fileBytes(db, file.id)) yield* parse(decoder.decode(part))
}

/**
 * Whether a loan's unit differs from the one last sent: the corrections' units (few) held by
 * order id, the month's file (the whole book) walked beside the loans in the same order.
 */
export async function changedSince(db: Db, files: StoredCreditFile[], parse: (body: string) => Map<number, string>): Promise<Keep> {
  const [monthly, ...corrections] = files
  const corrected = new Map<number, string>()
  for (const file of corrections) for await (const [orderId, unit] of unitsOf(db, file, parse)) corrected.set(orderId, unit)
  const sent = monthly ? unitsOf(db, monthly, parse) : (async function* () {})()
  let at = await sent.next()
  return async (orderId, unit) => {
    while (!at.done && at.value[0] < orderId) at = await sent.next()
    const last = corrected.get(orderId) ?? (!at.done && at.value[0] === orderId ? at.value[1] : undefined)
    return last !== unit
  }
}

/**
 * Makes and keeps the next correction of the month, with the loans whose records differ from
 * those last sent (40105 when none does). The month's own file is made first if it was not:
 * a correction corrects something sent.
 */
export async function creditFileCorrection(db: Db, month: string, { staffId, companyId, now }: StaffActor): Promise<CreditFile> {
  await monthlyFile(db, companyId, month, now, staffId)
  const market = await marketOfCompany(db, companyId)
  const layout = creditFileLayout(market)
  const code = await memberCode(db, companyId, market)
  const sequence = await nextSequence(db, companyId, month)
  // A loan's records carry no more of the header than the code and the month's end, so a
  // correction's unit for a loan is the one the monthly file would hold now.
  const header = fileHeader(market, code, month, 'correction', sequence, now)
  const keep = await changedSince(db, await storedFiles(db, companyId, month), layout.unitsOf)
  const file = await storeFile(db, creditFileText(db, companyId, market, header, keep), { companyId, month, sequence, kind: 'correction', market: market.code, staffId, now })
  if (file.loans === 0) {
    // Nothing to send: the empty correction is not kept, and its number is free again.
    await dropFile(db, file.id)
    throw new ApiError(40105, { fields: ['month'] })
  }
  await recordAudit(db, { staffId, action: 'credit_file_correction', recordType: 'company', recordId: companyId, after: { month, market: market.code, sequence, loans: file.loans, sha256: file.sha256 }, at: now })
  return asDownload(db, file)
}
