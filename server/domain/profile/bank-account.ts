import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import type { Db } from '../../db/client'
import { disbursements, orders, users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { type MarketPack, payoutChannelOf } from '../../../contract/market'
import { bankListSchema } from '../../../contract/schemas/products'
import { effectiveConfigs } from '../configs/company-configs'
import { marketOfCompany } from '../markets/company-market'
import { readAccountNumber } from '../markets/market-fields'
import { requireConsent } from './consents'
import { userRow } from './user-row'

/** The borrower's own account: the holder is always the borrower, so no name is taken. */
export async function bindBankAccount(ctx: CallContext, body: ParsedBody<'/user/bank/binding'>): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  await requireConsent(db, userId, 'bank_account')
  const user = await userRow(db, userId)
  const cardNo = await readBankAccount(db, user.appId, await marketOfCompany(db, user.companyId), body.bankName, body.cardNo)
  // While money is on its way to the current account, the account cannot change under it.
  const [sending] = await db
    .select({ id: disbursements.id })
    .from(disbursements)
    .innerJoin(orders, eq(orders.id, disbursements.orderId))
    .where(and(eq(orders.userId, userId), eq(disbursements.status, 'pending')))
  if (sending) throw new ApiError(110012, { fields: ['cardNo'] })
  await db.update(users).set({ bankName: body.bankName, cardNo }).where(eq(users.id, userId))
  return null
}

/** An account number as stored, when the bank is one of the lender's channels and the number fits its format; else 10028. */
export async function readBankAccount(db: Db, appId: number, market: MarketPack, bankName: string, typed: string): Promise<string> {
  const banks = bankListSchema.safeParse((await effectiveConfigs(db, appId)).BANK_LIST)
  const channel = banks.success ? banks.data.find((b) => b.code === bankName) : undefined
  if (!channel) throw new ApiError(10028, { fields: ['bankName'] })
  // A lender's own list may leave the format out: the built-in channel of that code knows it.
  return readAccountNumber(market, channel.account ?? payoutChannelOf(market, channel.code)?.account, typed)
}
