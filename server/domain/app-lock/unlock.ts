// Unlocking the app: proof that the borrower holding the phone is the one logged in. The session
// stays as it is whatever the outcome (a failed unlock ends nothing, a good one creates nothing);
// the app shows its screens again only after one of these answers 0.
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { and, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { Data, ParsedBody } from '../../../contract/endpoints'
import { passkeys, users } from '../../db/schema'
import type { CallContext } from '../../services'
import { BORROWER_LOGIN, loginThrottle } from '../accounts/login-throttle'
import { verifySecret } from '../accounts/passwords'
import { keepChallenge, takeChallenge } from './challenges'
import type { RelyingParty } from './relying-party'

export async function unlockOptions(ctx: CallContext, userId: number, rp: RelyingParty): Promise<Data<'/user/passkey/unlock/options'>> {
  const mine = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.rpId, rp.id)))
  if (mine.length === 0) throw new ApiError(10071)
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: mine,
    userVerification: 'required',
  })
  await keepChallenge(ctx.db, userId, 'unlock', options.challenge, ctx.services.now())
  return { ...options, allowCredentials: mine.map((c) => ({ ...c, type: 'public-key' as const })) }
}

export async function unlockWithPasskey(ctx: CallContext, userId: number, rp: RelyingParty, body: ParsedBody<'/user/passkey/unlock/verify'>): Promise<null> {
  const { response } = body
  const now = ctx.services.now()
  const expectedChallenge = await takeChallenge(ctx.db, userId, 'unlock', response.response.clientDataJSON, now)
  const [stored] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id))
  // Unknown, another borrower's, or made on another lender's site: the same answer for all three.
  if (!stored || stored.userId !== userId || stored.rpId !== rp.id) throw new ApiError(10071)
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: stored.credentialId, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }))
  if (!verification.verified) throw new ApiError(10072)
  await ctx.db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(passkeys.id, stored.id))
  return null
}

/** The password of the logged-in borrower, throttled together with logging in to the same account. */
export async function unlockWithPassword(ctx: CallContext, userId: number, body: ParsedBody<'/user/unlock/password'>): Promise<null> {
  const { db } = ctx
  const [user] = await db.select({ companyId: users.companyId, mobile: users.mobile, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(401)
  // The login's buckets: a guesser gains no tries by alternating the lock screen and the login form.
  const throttle = loginThrottle('login', BORROWER_LOGIN, `${user.companyId}:${user.mobile}`, ctx.ip)
  await throttle.admit(db, ctx.services.now())
  if (!(await verifySecret(user.passwordHash, body.password))) {
    await throttle.failed(db, ctx.services.now())
    throw new ApiError(10074, { fields: ['password'] })
  }
  await throttle.succeeded(db)
  return null
}
