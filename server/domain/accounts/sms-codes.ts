import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import { smsCodes } from '../../db/schema'
import { pseudonym } from '../../logger'
import type { CallContext } from '../../services'
import { hitAll } from './rate-limit'
import { deliverCode } from './sms-delivery'
import type { SmsPurpose } from './sms-purpose'

export const RESEND_AFTER_SECONDS = 60
const VALID_MS = 5 * 60_000
const MAX_ATTEMPTS = 5

function codeHash(pepper: string, mobile: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}|${mobile}|${code}`).digest('hex')
}

/**
 * `to` names the app whose borrower asks: the text is signed with its name. `deliver: false` keeps
 * the code and its limits but sends nothing: a reset for a number without an account answers like
 * one with an account (code 5 included) and texts no stranger.
 */
export async function sendCode(ctx: CallContext, to: { mobile: string; appId: number }, purpose: SmsPurpose, deliver = true): Promise<{ resendAfter: number }> {
  const { mobile, appId } = to
  const { db } = ctx
  const { env, log } = ctx.services
  const now = ctx.services.now()
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1)
  if (last && now.getTime() - last.createdAt.getTime() < RESEND_AFTER_SECONDS * 1000) throw new ApiError(5)
  await hitAll(
    db,
    [
      { bucket: `sms:phone:${mobile}`, windowSeconds: 3600, max: 10 },
      { bucket: `sms:ip:${ctx.ip}`, windowSeconds: 3600, max: 50 },
    ],
    now,
  )
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const [saved] = await db
    .insert(smsCodes)
    .values({
      mobile,
      purpose,
      codeHash: codeHash(env.LOG_PEPPER, mobile, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VALID_MS),
    })
    .returning({ id: smsCodes.id })
  if (deliver && saved) ctx.afterCommit(async () => {
    await deliverCode(ctx.services, { appId, mobile, purpose, code, codeId: saved.id, validMinutes: VALID_MS / 60_000, readsIn: ctx.readsIn })
    log.info({ msg: 'sms code sent', purpose, phone: pseudonym(env.LOG_PEPPER, mobile) })
  })
  return { resendAfter: RESEND_AFTER_SECONDS }
}

/** Consumes the latest live code for this phone and purpose, or answers 10013. */
export async function consumeCode(ctx: CallContext, mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
  const { db } = ctx
  const now = ctx.services.now()
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1)
  if (!row || row.attempts >= MAX_ATTEMPTS) throw new ApiError(10013, { fields: ['smsCode'] })
  const expected = Buffer.from(row.codeHash, 'hex')
  const given = Buffer.from(codeHash(ctx.services.env.LOG_PEPPER, mobile, purpose, code), 'hex')
  if (!timingSafeEqual(expected, given)) {
    await db.update(smsCodes).set({ attempts: row.attempts + 1 }).where(eq(smsCodes.id, row.id))
    throw new ApiError(10013, { fields: ['smsCode'] })
  }
  await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, row.id))
}
