import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import type { CallContext } from '../../services'
import { mobileOfApp } from '../markets/app-mobile'
import { BORROWER_LOGIN, loginThrottle } from './login-throttle'
import { hashSecret } from './passwords'
import { createSession } from './sessions'
import { consumeCode, sendCode } from './sms-codes'

async function accountId(db: Db, companyId: number, mobile: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.mobile, mobile), isNull(users.deletedAt)))
  return user?.id
}

/** The same answer whether or not the number has an account, so the form reveals no borrower. */
export async function sendResetCode(ctx: CallContext, body: ParsedBody<'/sms/resetPassword'>): Promise<{ resendAfter: number }> {
  const mobile = await mobileOfApp(ctx, body)
  return sendCode(ctx, { mobile, appId: body.appId }, 'resetPassword', (await accountId(ctx.db, body.companyId, mobile)) !== undefined)
}

/**
 * The way back in that password guessing cannot block: it asks only for the code sent to the
 * phone (whose own limits are 5 tries per code and 10 codes an hour), and ends every session.
 */
export async function resetPassword(ctx: CallContext, body: ParsedBody<'/user/resetPassword'>): Promise<{ token: string }> {
  const { db } = ctx
  const now = ctx.services.now()
  const mobile = await mobileOfApp(ctx, body)
  await consumeCode(ctx, mobile, 'resetPassword', body.smsCode)
  const userId = await accountId(db, body.companyId, mobile)
  // A code for a number without an account was never sent, so nobody can hold it.
  if (userId === undefined) throw new ApiError(10013, { fields: ['smsCode'] })
  await db.update(users).set({ passwordHash: await hashSecret(body.password) }).where(eq(users.id, userId))
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  await loginThrottle('login', BORROWER_LOGIN, `${body.companyId}:${mobile}`, ctx.ip).reset(db)
  return { token: await createSession(db, userId, now) }
}
