// Writes a month's credit-bureau file in the company's market layout from the ledger's figures at
// the month's end, a part at a time: the head, each page of loans, the foot. A correction keeps
// only the loans a filter picks.
import { localMoment } from '../../../../contract/market/local-time'
import type { MarketPack } from '../../../../contract/market/types'
import type { Db } from '../../../db/client'
import { creditFileLoans, monthDays } from './credit-file-loans'
import type { FileHeader, FileKind } from './credit-file-layout'
import { creditFileLayout } from './credit-file-layouts'

/** `YYYYMMDDhhmmss` on the market's clock; every zone's offset is whole minutes, so the seconds are UTC's. */
export function localStamp(timeZone: string, at: Date): string {
  const { date, time } = localMoment(timeZone, at)
  return `${date.replaceAll('-', '')}${time.replace(':', '')}${String(at.getUTCSeconds()).padStart(2, '0')}`
}

export function fileHeader(market: MarketPack, memberCode: string, month: string, kind: FileKind, sequence: number, now: Date): FileHeader {
  return { memberCode, month, monthEnd: monthDays(month).last, currency: market.currency, minorDigits: market.minorDigits, callingCode: market.callingCode, kind, sequence, stamp: localStamp(market.timeZone, now) }
}

/** Whether a loan goes in, by its order id and the records the file would hold for it. */
export type Keep = (orderId: number, unit: string) => boolean | Promise<boolean>

export type FileText = { fileName: string; contentType: string; parts: AsyncGenerator<string>; loans: () => number }

/** The file as text parts, read as they are written; `keep` picks a correction's loans (all when absent). */
export function creditFileText(db: Db, companyId: number, market: MarketPack, header: FileHeader, keep?: Keep, page?: number): FileText {
  const layout = creditFileLayout(market)
  let loans = 0
  async function* parts(): AsyncGenerator<string> {
    yield layout.head(header)
    for await (const loansOfPage of creditFileLoans(db, companyId, market.timeZone, header.month, page)) {
      const units: string[] = []
      for (const loan of loansOfPage) {
        const unit = layout.unit(header, loan)
        if (keep && !(await keep(loan.orderId, unit))) continue
        units.push(unit)
      }
      loans += units.length
      if (units.length > 0) yield units.join('')
    }
    yield layout.foot(header, loans * layout.recordsPerUnit)
  }
  return { fileName: layout.fileName(header), contentType: layout.contentType, parts: parts(), loans: () => loans }
}
