import { ApiError } from '../../../../contract/api-error'
import { MAX_REPORT_DAYS } from '../../../../contract/admin/schemas/reports'
import type { Db } from '../../../db/client'

const DAY_MS = 86_400_000

/** `from`..`to` as a report may cover it: in order (40100) and at most MAX_REPORT_DAYS long (40101). */
export function checkRange(from: string, to: string): void {
  if (from > to) throw new ApiError(40100, { fields: ['from', 'to'] })
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) throw new ApiError(40101, { fields: ['from', 'to'] })
}

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
export async function rowsOf<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** A bigint or numeric column as a JS number of minor units. */
export const minor = (value: unknown): number => Number(value ?? 0)

/** `part / whole` to 4 decimals; null when there is nothing to divide by. */
export function ratioOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000
}
