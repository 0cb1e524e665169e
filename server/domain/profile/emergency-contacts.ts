import { asc, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import type { Db } from '../../db/client'
import { emergencyContacts } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { marketOfCompany } from '../markets/company-market'
import { readMobile } from '../markets/market-fields'
import { requireConsent } from './consents'
import { userRow } from './user-row'

/** Two people the borrower names; their numbers differ from each other and from the borrower's. */
export async function replaceEmergencyContacts(ctx: CallContext, body: ParsedBody<'/user/updateEmergency'>): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  await requireConsent(db, userId, 'credit_assessment')
  const user = await userRow(db, userId)
  const market = await marketOfCompany(db, user.companyId)
  const contacts = body.contacts.map((c, i) => ({ ...c, mobile: readMobile(market, c.mobile, `contacts.${i}.mobile`) }))
  const own = user.mobile
  const numbers = contacts.map((c) => c.mobile)
  if (new Set(numbers).size !== numbers.length || numbers.includes(own)) throw new ApiError(10004, { fields: ['contacts'] })
  await db.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId))
  await db.insert(emergencyContacts).values(contacts.map((c, position) => ({ userId, position, ...c })))
  return null
}

export async function contactsOf(db: Db, userId: number) {
  const rows = await db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, userId)).orderBy(asc(emergencyContacts.position))
  return rows.map(({ name, relation, mobile }) => ({ name, relation, mobile }))
}
