import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { disbursements, orders, users } from '../../db/schema'
import { type CallContext, requireUser } from '../../http/services'
import { effectiveConfigs } from '../configs/company-configs'
import { requireConsent } from './consents'
import { userRow } from './user-row'

// Thai bank account numbers are 10 digits; a few state banks use 12 to 15.
const ACCOUNT_NUMBER = /^\d{10,15}$/

/** The borrower's own account: the holder is always the borrower, so no name is taken. */
export async function bindBankAccount(ctx: CallContext, body: ParsedBody<'/user/bank/binding'>): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  await requireConsent(db, userId, 'bank_account')
  const user = await userRow(db, userId)
  const banks = (await effectiveConfigs(db, user.appId)).BANK_LIST
  const known = Array.isArray(banks) && banks.some((b: { code?: unknown }) => b?.code === body.bankName)
  if (!known) throw new ApiError(10028, { fields: ['bankName'] })
  if (!ACCOUNT_NUMBER.test(body.cardNo)) throw new ApiError(10028, { fields: ['cardNo'] })
  // While money is on its way to the current account, the account cannot change under it.
  const [sending] = await db
    .select({ id: disbursements.id })
    .from(disbursements)
    .innerJoin(orders, eq(orders.id, disbursements.orderId))
    .where(and(eq(orders.userId, userId), eq(disbursements.status, 'pending')))
  if (sending) throw new ApiError(110012, { fields: ['cardNo'] })
  await db.update(users).set({ bankName: body.bankName, cardNo: body.cardNo }).where(eq(users.id, userId))
  return null
}
