import { eq } from 'drizzle-orm'
import { ApiError } from '../../../contract/api-error'
import type { AdminData, AdminParsedBody } from '../../../contract/admin/endpoints'
import { isStaffRole } from '../../../contract/admin/roles'
import type { Db } from '../../db/client'
import { staffUsers } from '../../db/schema'
import { burnVerify, verifySecret } from '../accounts/passwords'
import { loginThrottle, STAFF_LOGIN } from '../accounts/login-throttle'
import { hit } from '../accounts/rate-limit'
import { recordAudit } from '../audit/audit-log'
import { marketOfCompany } from '../markets/company-market'
import { createStaffSession } from './staff-sessions'
import { matchTotp } from './totp'

/**
 * One answer (10001) for an unknown name, a wrong password, a missing or wrong TOTP code
 * and a disabled account, so the form tells an attacker nothing about which part was right.
 */
export async function staffLogin(db: Db, body: AdminParsedBody<'/login'>, ip: string, now: Date): Promise<AdminData<'/login'>> {
  const throttle = loginThrottle('staff-login', STAFF_LOGIN, body.name, ip)
  await throttle.admit(db, now)
  const [staff] = await db
    .select({ id: staffUsers.id, name: staffUsers.name, passwordHash: staffUsers.passwordHash, roles: staffUsers.roles, companyId: staffUsers.companyId, totpSecret: staffUsers.totpSecret, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.name, body.name))
  const passwordOk = staff ? await verifySecret(staff.passwordHash, body.password) : (await burnVerify(body.password), false)
  try {
    if (!staff || !passwordOk || staff.disabledAt) throw new ApiError(10001)
    if (staff.totpSecret !== null) await checkTotp(db, staff.id, staff.totpSecret, body.totp ?? '', now)
  } catch (error) {
    await throttle.failed(db, now)
    throw error
  }
  await throttle.succeeded(db)
  await recordAudit(db, { staffId: staff.id, action: 'login', recordType: 'staff', recordId: staff.id, at: now })
  const { currency, minorDigits } = await marketOfCompany(db, staff.companyId)
  return { token: await createStaffSession(db, staff.id, now), staff: { id: staff.id, name: staff.name, roles: staff.roles.filter(isStaffRole), companyId: staff.companyId }, money: { currency, minorDigits } }
}

async function checkTotp(db: Db, staffId: number, secret: string, code: string, now: Date): Promise<void> {
  const counter = matchTotp(secret, code, now)
  if (counter === null) throw new ApiError(10001)
  // A code seen once is spent: someone who watched it typed cannot reuse it within its 90 s.
  // The counter's own time picks the window, so every use of one code counts in one row.
  await hit(db, { bucket: `staff-totp:${staffId}:${counter}`, windowSeconds: 3600, max: 1 }, new Date(counter * 30_000)).catch(() => {
    throw new ApiError(10001)
  })
}
