// Setting up, listing and removing the passkeys that unlock the app (docs/decisions/0011-app-lock.md).
// A passkey is kept as its credential id, COSE public key and signature counter, per user and
// per host; the private key never leaves the phone.
import { createHmac } from 'node:crypto'
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server'
import { and, asc, count, eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { PASSKEY_TRANSPORTS, type PasskeyTransport } from '../../../contract/schemas/passkeys'
import type { Data, ParsedBody } from '../../../contract/endpoints'
import { companies, passkeys, users } from '../../db/schema'
import type { CallContext } from '../../services'
import { keepChallenge, takeChallenge } from './challenges'
import type { RelyingParty } from './relying-party'

// Enough for every phone a borrower owns; beyond it the table only grows.
export const PASSKEYS_MAX = 10

export async function registrationOptions(ctx: CallContext, userId: number, rp: RelyingParty): Promise<Data<'/user/passkey/register/options'>> {
  const [user] = await ctx.db
    .select({ mobile: users.mobile, lender: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
  if (!user) throw new ApiError(401)
  const options = await generateRegistrationOptions({
    rpName: user.lender,
    rpID: rp.id,
    // The phone's passkey list shows this name: the number the borrower logs in with.
    userName: user.mobile,
    userDisplayName: user.mobile,
    userID: userHandle(ctx, userId),
    attestationType: 'none',
    // No excludeCredentials: after a new login the borrower sets the lock up again on the same
    // phone, whose authenticator then replaces its passkey for this account (same user handle).
    authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'preferred', userVerification: 'required' },
  })
  await keepChallenge(ctx.db, userId, 'register', options.challenge, ctx.services.now())
  return { ...options, excludeCredentials: [] }
}

export async function verifyRegistration(
  ctx: CallContext,
  userId: number,
  rp: RelyingParty,
  body: ParsedBody<'/user/passkey/register/verify'>,
): Promise<Data<'/user/passkey/register/verify'>> {
  const { response } = body
  const expectedChallenge = await takeChallenge(ctx.db, userId, 'register', response.response.clientDataJSON, ctx.services.now())
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }))
  if (!verification.verified) throw new ApiError(10072)
  const { credential } = verification.registrationInfo
  const [existing] = await ctx.db.select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.credentialId, credential.id))
  if (existing && existing.userId !== userId) throw new ApiError(10073)
  if (!existing) {
    const [held] = await ctx.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
    if ((held?.n ?? 0) >= PASSKEYS_MAX) throw new ApiError(10076)
  }
  const values = {
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    rpId: rp.id,
    counter: credential.counter,
    transports: (credential.transports ?? []).filter(isTransport),
  }
  const [row] = await ctx.db
    .insert(passkeys)
    .values({ userId, credentialId: credential.id, ...values, createdAt: ctx.services.now() })
    // Only this user's own passkey is replaced; another account's (a race) stays as it is.
    .onConflictDoUpdate({ target: passkeys.credentialId, set: values, setWhere: eq(passkeys.userId, userId) })
    .returning({ passkeyId: passkeys.id })
  if (!row) throw new ApiError(10073)
  return row
}

export async function listPasskeys(ctx: CallContext, userId: number): Promise<Data<'/user/passkey/list'>> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id))
  return rows.map((row) => ({
    passkeyId: row.id,
    transports: row.transports,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }))
}

export async function removePasskey(ctx: CallContext, userId: number, passkeyId: number): Promise<null> {
  const removed = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
  if (removed.length === 0) throw new ApiError(10075)
  return null
}

/** The same opaque handle for a user every time (so a phone replaces its passkey), and no number in it. */
function userHandle(ctx: CallContext, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac('sha256', ctx.services.env.LOG_PEPPER).update(`passkey-user:${userId}`).digest())
}

function isTransport(value: string): value is PasskeyTransport {
  return (PASSKEY_TRANSPORTS as readonly string[]).includes(value)
}
