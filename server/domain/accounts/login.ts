import { and, eq, isNull } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { users } from '../../db/schema'
import { pseudonym } from '../../logger'
import type { CallContext } from '../../services'
import { mobileOfApp } from '../markets/app-mobile'
import { burnVerify, verifySecret } from './passwords'
import { BORROWER_LOGIN, loginThrottle } from './login-throttle'
import { createSession } from './sessions'
import { noteDevice } from '../kyc/devices'

export async function login(ctx: CallContext, body: ParsedBody<'/user/login'>): Promise<{ token: string }> {
  const { db } = ctx
  const { env, log } = ctx.services
  const mobile = await mobileOfApp(ctx, body)
  const phone = pseudonym(env.LOG_PEPPER, mobile)
  const throttle = loginThrottle('login', BORROWER_LOGIN, `${body.companyId}:${mobile}`, ctx.ip)
  await throttle.admit(db, ctx.services.now()).catch((error: unknown) => {
    log.info({ msg: 'login attempt', phone, outcome: 'rate-limited' })
    throw error
  })
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.companyId, body.companyId), eq(users.mobile, mobile), isNull(users.deletedAt)))
  const valid = user ? await verifySecret(user.passwordHash, body.password) : (await burnVerify(body.password), false)
  log.info({ msg: 'login attempt', phone, outcome: valid ? 'ok' : 'refused' })
  if (!user || !valid) {
    await throttle.failed(db, ctx.services.now())
    throw new ApiError(10001, { fields: ['password'] })
  }
  await throttle.succeeded(db)
  await noteDevice(db, { companyId: body.companyId, userId: user.id, deviceId: ctx.deviceId, now: ctx.services.now() })
  return { token: await createSession(db, user.id, ctx.services.now()) }
}
