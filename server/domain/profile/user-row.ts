import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

export type UserRow = typeof users.$inferSelect

export async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new ApiError(10008)
  return row
}

/** Postgres unique violations, so a race that passed the pre-check still gets its catalogue code. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === '23505' &&
    String((cause as { constraint?: string }).constraint ?? (cause as { message?: string }).message ?? '').includes(constraint)
  )
}
