import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { pinWeakness } from '../../../contract/pin-strength'
import type { ParsedBody } from '../../../contract/endpoints'
import { users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { hashSecret, verifySecret } from '../accounts/passwords'
import { consumeCode, sendCode } from '../accounts/sms-codes'
import type { UserRow } from '../profile/user-row'
import { userRow } from '../profile/user-row'

export const MAX_PIN_FAILURES = 5

/** The one-time code for setting the PIN goes to the borrower's own phone, never to staff. */
export async function sendPinCode(ctx: CallContext) {
  const user = await userRow(ctx.db, requireUser(ctx))
  return sendCode(ctx, { mobile: user.mobile, appId: user.appId }, 'withdrawPin')
}

/** Sets or resets the borrower's own PIN; stored hashed, and the failure count starts again. */
export async function setWithdrawPin(ctx: CallContext, body: ParsedBody<'/user/withdrawPin/set'>): Promise<null> {
  const userId = requireUser(ctx)
  const user = await userRow(ctx.db, userId)
  // Before the code is used up: the borrower picks another PIN with the same code.
  if (pinWeakness(body.pin, user.birthday)) throw new ApiError(10044, { fields: ['pin'] })
  await consumeCode(ctx, user.mobile, 'withdrawPin', body.smsCode)
  await ctx.db.update(users).set({ withdrawPinHash: await hashSecret(body.pin), withdrawPinFailures: 0 }).where(eq(users.id, userId))
  return null
}

/** Checks a PIN and counts failures in a row; after five only a new PIN unlocks. */
export async function checkWithdrawPin(ctx: CallContext, user: UserRow, pin: string): Promise<boolean> {
  if (!user.withdrawPinHash || user.withdrawPinFailures >= MAX_PIN_FAILURES) return false
  const ok = await verifySecret(user.withdrawPinHash, pin)
  await ctx.db
    .update(users)
    .set({ withdrawPinFailures: ok ? 0 : user.withdrawPinFailures + 1 })
    .where(eq(users.id, user.id))
  return ok
}
