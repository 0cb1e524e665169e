// Writes a month's credit-bureau file in the company's market layout from the ledger's figures at
// the month's end: every loan the month reports, or (for a correction) those a filter keeps.
import { localMoment } from '../../../../contract/market/local-time'
import type { MarketPack } from '../../../../contract/market/types'
import type { Db } from '../../../db/client'
import { creditFileLoans, monthDays } from './credit-file-loans'
import type { FileHeader, FileKind } from './credit-file-layout'
import { CREDIT_FILE_LAYOUTS } from './credit-file-layouts'

/** `YYYYMMDDhhmmss` on the market's clock; every zone's offset is whole minutes, so the seconds are UTC's. */
export function localStamp(timeZone: string, at: Date): string {
  const { date, time } = localMoment(timeZone, at)
  return `${date.replaceAll('-', '')}${time.replace(':', '')}${String(at.getUTCSeconds()).padStart(2, '0')}`
}

export function fileHeader(market: MarketPack, memberCode: string, month: string, kind: FileKind, sequence: number, now: Date): FileHeader {
  return { memberCode, month, monthEnd: monthDays(month).last, currency: market.currency, kind, sequence, stamp: localStamp(market.timeZone, now) }
}

export type BuiltFile = { fileName: string; contentType: string; body: string; loans: number }

/** The file's text; `keep` picks the loans of a correction by their unit (all when absent). */
export async function buildCreditFile(db: Db, companyId: number, market: MarketPack, header: FileHeader, keep?: (orderId: number, unit: string) => boolean): Promise<BuiltFile> {
  const layout = CREDIT_FILE_LAYOUTS[market.code]
  const parts = [layout.head(header)]
  let loans = 0
  for await (const page of creditFileLoans(db, companyId, market.timeZone, header.month)) {
    for (const loan of page) {
      const unit = layout.unit(header, loan)
      if (keep && !keep(loan.orderId, unit)) continue
      parts.push(unit)
      loans++
    }
  }
  parts.push(layout.foot(header, loans * layout.recordsPerUnit))
  return { fileName: layout.fileName(header), contentType: layout.contentType, body: parts.join(''), loans }
}
