import { asc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import type { Db } from '../../db/client'
import { emergencyContacts } from '../../db/schema'
import { type CallContext, requireUser } from '../../http/services'
import { requireConsent } from './consents'
import { userRow } from './user-row'

/** Two people the borrower names; their numbers differ from each other and from the borrower's. */
export async function replaceEmergencyContacts(ctx: CallContext, body: ParsedBody<'/user/updateEmergency'>): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  await requireConsent(db, userId, 'credit_assessment')
  const own = (await userRow(db, userId)).mobile
  const numbers = body.contacts.map((c) => c.mobile)
  if (new Set(numbers).size !== numbers.length || numbers.includes(own)) throw new ApiError(10004, { fields: ['contacts'] })
  await db.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId))
  await db.insert(emergencyContacts).values(body.contacts.map((c, position) => ({ userId, position, ...c })))
  return null
}

export async function contactsOf(db: Db, userId: number) {
  const rows = await db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, userId)).orderBy(asc(emergencyContacts.position))
  return rows.map(({ name, relation, mobile }) => ({ name, relation, mobile }))
}
