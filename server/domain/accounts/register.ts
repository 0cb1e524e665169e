import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { referralCodes, users } from '../../db/schema'
import type { CallContext } from '../../services'
import { mobileOfApp } from '../markets/app-mobile'
import { hashSecret } from './passwords'
import { createSession } from './sessions'
import { consumeCode } from './sms-codes'
import { noteDevice } from '../kyc/devices'

export async function register(ctx: CallContext, body: ParsedBody<'/user/register'>): Promise<{ token: string }> {
  const { db } = ctx
  const mobile = await mobileOfApp(ctx, body)
  const referral = body.telemarketingCode || undefined
  if (referral) {
    const [known] = await db
      .select()
      .from(referralCodes)
      .where(and(eq(referralCodes.code, referral), eq(referralCodes.companyId, body.companyId), eq(referralCodes.active, true)))
    if (!known) throw new ApiError(10000, { fields: ['telemarketingCode'] })
  }
  await consumeCode(ctx, mobile, 'register', body.smsCode)
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, body.companyId), eq(users.mobile, mobile)))
  if (existing) throw new ApiError(10002, { fields: ['mobile'] })
  const [created] = await db
    .insert(users)
    .values({
      companyId: body.companyId,
      appId: body.appId,
      mobile,
      passwordHash: await hashSecret(body.password),
      installationSource: body.installationSource ?? null,
      referralCode: referral ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!created) throw new ApiError(10002, { fields: ['mobile'] })
  await noteDevice(db, { companyId: body.companyId, userId: created.id, deviceId: ctx.deviceId, now: ctx.services.now() })
  return { token: await createSession(db, created.id, ctx.services.now()) }
}
