// The credit-bureau files kept for a month, for the reports page: which exist, not their content.
import type { CreditFilesData } from '../../../../contract/admin/schemas/reports'
import type { Db } from '../../../db/client'
import { storedFiles } from './credit-file-store'

export async function creditFileList(db: Db, companyId: number, month: string): Promise<CreditFilesData> {
  const files = await storedFiles(db, companyId, month)
  return {
    files: files.map((f) => ({ sequence: f.sequence, kind: f.kind === 'correction' ? 'correction' : 'regular', fileName: f.fileName, loans: f.loans ?? 0, sha256: f.sha256 ?? '', createdAt: f.createdAt.toISOString() })),
  }
}
