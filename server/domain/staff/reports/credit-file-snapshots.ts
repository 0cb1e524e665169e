// The month-end snapshot of every company's credit-bureau file: once a market's month has been
// over for the grace late payments need to be posted, its file is made from the ledger as it
// then stands and kept (credit-file.ts); later changes go to correction files.
import { ApiError } from '../../../../contract/api-error'
import { marketPack } from '../../../../contract/market'
import { localToday } from '../../../../contract/market/local-time'
import type { Db } from '../../../db/client'
import { companies } from '../../../db/schema'
import { monthlyFile } from './credit-file'

/** The month before the one `day` (`YYYY-MM-DD`) is in. */
export function monthBefore(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/**
 * Makes each company's file of its last ended month when not yet made; answers the companies left
 * without one (no member code). A market whose bureau gives its format to members only has no file to make.
 */
export async function snapshotEndedMonths(db: Db, now: Date, graceMs: number): Promise<number[]> {
  const skipped: number[] = []
  for (const company of await db.select({ id: companies.id, market: companies.market }).from(companies)) {
    const market = marketPack(company.market)
    if (market.creditBureau.fileLayout === null) continue
    const month = monthBefore(localToday(market.timeZone, new Date(now.getTime() - graceMs)))
    try {
      await monthlyFile(db, company.id, month, now, null)
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 40103)) throw error
      skipped.push(company.id)
    }
  }
  return skipped
}
