// The credit-bureau files kept for a month, for the reports page: which exist, not their content,
// or that the market's bureau gives its format to members only and no file is made here.
import type { CreditFilesData } from '../../../../contract/admin/schemas/reports'
import type { Db } from '../../../db/client'
import { marketOfCompany } from '../../markets/company-market'
import { storedFiles } from './credit-file-store'

export async function creditFileList(db: Db, companyId: number, month: string): Promise<CreditFilesData> {
  const market = await marketOfCompany(db, companyId)
  const files = await storedFiles(db, companyId, month)
  return {
    awaitsMembership: market.creditBureau.fileLayout === null,
    files: files.map((f) => ({ sequence: f.sequence, kind: f.kind === 'correction' ? 'correction' : 'regular', fileName: f.fileName, loans: f.loans ?? 0, sha256: f.sha256 ?? '', createdAt: f.createdAt.toISOString() })),
  }
}
