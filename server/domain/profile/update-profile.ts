import { and, eq, ne } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { ParsedBody } from '../../../contract/endpoints'
import { isEmail } from '../../../contract/validation'
import { users } from '../../db/schema'
import { type CallContext, requireUser } from '../../services'
import { effectiveConfigs } from '../configs/company-configs'
import { marketOfCompany } from '../markets/company-market'
import { readIdentity, requireIdentityAgrees } from '../markets/market-fields'
import { typedMinor } from '../markets/typed-amount'
import { requireConsent } from './consents'
import { normalizeLaserCode } from '../../../contract/kyc'
import { startIdentityCheckIfChanged } from '../kyc/start-check'
import { isUniqueViolation, userRow } from './user-row'

type Update = ParsedBody<'/user/update'>

const IDENTITY_FIELDS = ['realName', 'idType', 'identity', 'sex', 'birthday', 'marriage', 'laserCode'] as const
const LOCKED_ONCE_VERIFIED = ['realName', 'idType', 'identity'] as const

export async function updateProfile(ctx: CallContext, typed: Update): Promise<null> {
  const { db } = ctx
  const userId = requireUser(ctx)
  const user = await userRow(db, userId)
  const body = await withIdentityRead(ctx, user, typed)
  const given = (Object.keys(body) as (keyof Update)[]).filter((k) => body[k] !== undefined)
  if (given.length === 0) return null
  if (given.some((k) => (IDENTITY_FIELDS as readonly string[]).includes(k))) await requireConsent(db, userId, 'identity_verification')
  if (given.some((k) => k !== 'role' && !(IDENTITY_FIELDS as readonly string[]).includes(k))) {
    await requireConsent(db, userId, 'credit_assessment')
  }
  if (user.identityVerified) {
    const changed = LOCKED_ONCE_VERIFIED.filter((k) => body[k] !== undefined && body[k] !== user[k])
    if (changed.length > 0) throw new ApiError(10006, { fields: changed })
  }
  await checkFields(ctx, user.companyId, user.appId, userId, body)
  const market = await marketOfCompany(db, user.companyId)
  if (body.identity !== undefined || body.idType !== undefined || body.birthday !== undefined) {
    requireIdentityAgrees(market, body.idType ?? user.idType, body.identity ?? user.identity, body.birthday ?? user.birthday)
  }
  const { monthlyIncome, expenses, ...rest } = body
  const { minorDigits } = market
  const income = monthlyIncome === undefined ? undefined : typedMinor(monthlyIncome, minorDigits, 'monthlyIncome')
  const spent = expenses === undefined ? undefined : typedMinor(expenses, minorDigits, 'expenses')
  try {
    await db
      .update(users)
      .set({
        ...rest,
        ...(income !== undefined ? { monthlyIncomeMinor: income } : {}),
        ...(spent !== undefined ? { expensesMinor: spent } : {}),
      })
      .where(eq(users.id, userId))
  } catch (error) {
    if (isUniqueViolation(error, 'users_company_identity')) throw new ApiError(10026, { fields: ['identity'] })
    if (isUniqueViolation(error, 'users_company_email')) throw new ApiError(10025, { fields: ['email'] })
    throw error
  }
  await startIdentityCheckIfChanged(db, await userRow(db, userId), ctx.services.now())
  return null
}

/** The ID number in its stored form with its type; a type alone is checked against the number already held. */
async function withIdentityRead(ctx: CallContext, user: { companyId: number; idType: string | null; identity: string | null }, body: Update): Promise<Update> {
  if (body.laserCode !== undefined) body = { ...body, laserCode: await laserCodeRead(ctx, user.companyId, body.laserCode) }
  if (body.identity === undefined && body.idType === undefined) return body
  const market = await marketOfCompany(ctx.db, user.companyId)
  const typedNumber = body.identity ?? user.identity
  if (typedNumber === null) throw new ApiError(10014, { fields: ['identity'] })
  return { ...body, ...readIdentity(market, body.idType ?? user.idType ?? undefined, typedNumber) }
}

/** The laser code in its printed form, where the market's card check takes one. */
async function laserCodeRead(ctx: CallContext, companyId: number, typed: string): Promise<string> {
  const market = await marketOfCompany(ctx.db, companyId)
  const code = market.identityCheck.laserCode ? normalizeLaserCode(typed) : null
  if (code === null) throw new ApiError(10004, { fields: ['laserCode'] })
  return code
}

async function checkFields(ctx: CallContext, companyId: number, appId: number, userId: number, body: Update): Promise<void> {
  const { db } = ctx
  if (body.identity !== undefined) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.identity, body.identity), ne(users.id, userId)))
    if (other) throw new ApiError(10026, { fields: ['identity'] })
  }
  if (body.email !== undefined) {
    if (!isEmail(body.email)) throw new ApiError(10004, { fields: ['email'] })
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.email, body.email), ne(users.id, userId)))
    if (other) throw new ApiError(10025, { fields: ['email'] })
  }
  if (body.marriage === undefined && body.education === undefined && body.provinceCity === undefined) return
  const configs = await effectiveConfigs(db, appId)
  if (body.marriage !== undefined && !optionCodes(configs.MARRIAGE).includes(body.marriage)) {
    throw new ApiError(10004, { fields: ['marriage'] })
  }
  if (body.education !== undefined && !optionCodes(configs.EDUCATION).includes(body.education)) {
    throw new ApiError(10004, { fields: ['education'] })
  }
  if (body.provinceCity !== undefined && !inRegions(configs.REGION_LIST, body.provinceCity)) {
    throw new ApiError(10004, { fields: ['provinceCity'] })
  }
}

function optionCodes(options: unknown): string[] {
  return Array.isArray(options) ? options.map((o: { code?: unknown }) => String(o?.code)) : []
}

function inRegions(regions: unknown, provinceCity: string): boolean {
  const [province, city] = provinceCity.split(',')
  return (
    Array.isArray(regions) &&
    regions.some((r: { province?: unknown; cities?: unknown }) => r?.province === province && Array.isArray(r.cities) && r.cities.includes(city))
  )
}
