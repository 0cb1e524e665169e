import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { StaffRole } from '../../contract/admin/roles'
import { ADMIN_PREFIX, type AdminBody, type AdminData, type AdminPath } from '../../contract/admin/endpoints'
import type { Db } from '../../server/db/client'
import type { ApprovalKind } from '../../contract/admin/approval-kinds'
import { companyConfigs, users } from '../../server/db/schema'
import { createStaff } from '../../server/domain/staff/staff-accounts'
import { totp } from '../../server/domain/staff/totp'
import { completeProfile } from './profile'
import { e164, type TestApp } from './test-app'

export type AdminAnswer<T> = { status: number; code: number; msg: string; data: T; text: string }

/** What no staff answer may ever hold: a borrower's password or PIN hash. */
export const SECRET_PATTERN = /passwordHash|withdrawPinHash|password_hash|withdraw_pin_hash|\$argon2/

/** Calls the staff API through Hono's request injection; every answer is checked for secrets. */
export function adminClient(app: Pick<Hono, 'request'>) {
  async function raw(path: string, body: unknown, token?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = token
    const response = await app.request(`${ADMIN_PREFIX}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const text = await response.text()
    if (SECRET_PATTERN.test(text)) throw new Error(`a staff answer carried a secret: ${path}`)
    return { status: response.status, text, ...(JSON.parse(text) as { code: number; msg: string; data: unknown }) }
  }
  return {
    raw,
    call: <P extends AdminPath>(path: P, body: AdminBody<P>, token?: string) => raw(path, body, token) as Promise<AdminAnswer<AdminData<P>>>,
    get: async (path: string, token?: string) => {
      const response = await app.request(`${ADMIN_PREFIX}${path}`, { headers: token ? { authorization: token } : {} })
      return response
    },
  }
}

let counter = 0
export const STAFF_PASSWORD = 'staff password 123'

/** A staff account straight in the database, as `npm run staff -- create` makes it; of company 1 unless told. */
export async function newStaff(db: Db, roles: StaffRole[], options: { totp?: boolean; now?: Date; companyId?: number } = {}) {
  const name = `staff${process.pid}-${++counter}`
  const companyId = options.companyId ?? 1
  const created = await createStaff(db, { name, password: STAFF_PASSWORD, roles, totp: options.totp ?? false, companyId }, options.now ?? new Date())
  return { name, password: STAFF_PASSWORD, companyId, ...created }
}

/** A signed-in staff member with these roles, of company 1 unless told. */
export async function staffSession(t: TestApp, roles: StaffRole[], options: { companyId?: number } = {}) {
  const staff = await newStaff(t.database.db, roles, { now: t.clock.now, companyId: options.companyId })
  const answer = await adminClient(t.app).call('/login', { name: staff.name, password: staff.password })
  if (answer.code !== 0) throw new Error(`staff login answered ${answer.code}`)
  return { ...staff, token: answer.data.token }
}

export const codeNow = (secret: string, now: Date) => totp(secret, now)

/** A borrower whose large application the decision engine routed to a person (status 1). */
export async function orderInReview(t: TestApp) {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { monthlyIncome: 900_000 })
  const applied = await t.api.call('/loan/apply', { amt: 1_500_000, configId: 1, periodDays: 12, appId: 1 }, { token: user.token })
  if (applied.code !== 0) throw new Error(`apply answered ${applied.code}`)
  await t.runJobs()
  const orderId = applied.data.loanOrderId
  const status = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })).data.status
  if (status !== 1) throw new Error(`order ${orderId} is in status ${status}, not 1`)
  return { ...user, orderId }
}

export async function userIdOf(t: TestApp, mobile: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile.startsWith('+') ? mobile : e164(mobile)))
  if (!row) throw new Error(`no borrower ${mobile}`)
  return row.id
}

/** The company's FOUR_EYES config, as the operator sets it: the kinds that wait for a checker. */
export async function setFourEyes(db: Db, companyId: number, kinds: readonly ApprovalKind[]) {
  const value = JSON.stringify(kinds)
  await db.insert(companyConfigs).values({ companyId, key: 'FOUR_EYES', value }).onConflictDoUpdate({ target: [companyConfigs.companyId, companyConfigs.key], set: { value } })
}
