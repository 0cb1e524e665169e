import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ENDPOINTS, type AdminPath } from '../../contract/admin/endpoints'
import { auditLog } from '../../server/db/schema'
import { disableStaff } from '../../server/domain/staff/disable-staff'
import { totp } from '../../server/domain/staff/totp'
import { adminClient, newStaff, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

describe('staff sign-in', () => {
  it('signs in with name and password and answers who is signed in, without any hash', async () => {
    const staff = await newStaff(t.database.db, ['reviewer'])
    const login = await admin.call('/login', { name: staff.name, password: staff.password })
    expect(login.code).toBe(0)
    expect(login.data.staff).toEqual({ id: staff.id, name: staff.name, roles: ['reviewer'], companyId: 1 })
    expect(login.data.money).toEqual({ currency: 'THB', minorDigits: 2 })
    expect((await admin.call('/me', {}, login.data.token)).data).toEqual(login.data.staff)
  })

  it('gives one answer (10001) for an unknown name and a wrong password', async () => {
    const staff = await newStaff(t.database.db, ['reviewer'])
    const wrong = await admin.call('/login', { name: staff.name, password: 'not the password' })
    const unknown = await admin.call('/login', { name: 'nobody-here', password: 'not the password' })
    expect([wrong.code, unknown.code]).toEqual([10001, 10001])
    expect(wrong.data).toEqual(unknown.data)
  })

  it('needs the TOTP code when the account has a second factor, and takes each code once', async () => {
    const staff = await newStaff(t.database.db, ['support'], { totp: true })
    const secret = staff.totpSecret ?? ''
    const body = { name: staff.name, password: staff.password }
    const code = totp(secret, t.clock.now)
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
    expect((await admin.call('/login', body)).code).toBe(10001)
    expect((await admin.call('/login', { ...body, totp: wrong })).code).toBe(10001)
    expect((await admin.call('/login', { ...body, totp: code })).code).toBe(0)
    expect((await admin.call('/login', { ...body, totp: code })).code).toBe(10001)
  })

  it('makes a guessing client wait after five tries (5), the right password included, then checks again', async () => {
    const staff = await newStaff(t.database.db, ['reviewer'])
    for (let i = 0; i < 5; i++) expect((await admin.call('/login', { name: staff.name, password: 'guess number ' + i })).code).toBe(10001)
    expect(await admin.call('/login', { name: staff.name, password: staff.password })).toMatchObject({ code: 5, data: { retryAfter: 1 } })
    t.clock.advance(1000)
    expect((await admin.call('/login', { name: staff.name, password: staff.password })).code).toBe(0)
  })

  it('ends a session after 8 hours without a call (20001), but not while it is used', async () => {
    const { token } = await staffSession(t, ['reviewer'])
    t.clock.advance(7 * 3600_000)
    expect((await admin.call('/me', {}, token)).code).toBe(0)
    t.clock.advance(7 * 3600_000)
    expect((await admin.call('/me', {}, token)).code).toBe(0)
    t.clock.advance(8 * 3600_000 + 1000)
    expect((await admin.call('/me', {}, token)).code).toBe(20001)
  })

  it('ends the session at logout', async () => {
    const { token } = await staffSession(t, ['reviewer'])
    expect((await admin.call('/logout', {}, token)).code).toBe(0)
    expect((await admin.call('/me', {}, token)).code).toBe(20001)
  })

  it('refuses a disabled account at login and ends its open sessions', async () => {
    const staff = await staffSession(t, ['reviewer'])
    await disableStaff(t.database.db, staff.name, t.clock.now)
    expect((await admin.call('/me', {}, staff.token)).code).toBe(401)
    expect((await admin.call('/login', { name: staff.name, password: staff.password })).code).toBe(10001)
  })

  it('writes logins and logouts to the audit log', async () => {
    const staff = await staffSession(t, ['config'])
    await admin.call('/logout', {}, staff.token)
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.staffId, staff.id))
    expect(rows.map((r) => r.action)).toEqual(['login', 'logout'])
  })
})

describe('the line between borrowers and staff', () => {
  it('answers 401 to a borrower token on every staff call', async () => {
    const borrower = await t.registerUser()
    for (const path of Object.keys(ADMIN_ENDPOINTS) as AdminPath[]) {
      if (ADMIN_ENDPOINTS[path].access === 'public') continue
      expect((await admin.raw(path, {}, borrower.token)).code, path).toBe(401)
    }
    expect((await admin.get('/audit.csv', borrower.token)).status).toBe(401)
    expect((await admin.get('/files/1/frontImage', borrower.token)).status).toBe(401)
  })

  it('answers 401 to a staff token on borrower calls', async () => {
    const { token } = await staffSession(t, ['reviewer', 'money', 'config', 'support'])
    expect((await t.api.call('/user/info', {}, { token })).code).toBe(401)
    expect((await t.api.call('/loan/getUserOrderList', {}, { token })).code).toBe(401)
    expect((await t.app.request('/jackey/files/anything', { headers: { authorization: token } })).status).toBe(401)
  })

  it('answers 401 without a token, and 40007 for a staff path that does not exist', async () => {
    expect((await admin.call('/review/queue', {})).code).toBe(401)
    const { token } = await staffSession(t, ['reviewer'])
    expect((await admin.raw('/review/nothing', {}, token)).code).toBe(40007)
  })
})

describe('roles', () => {
  const probe: Partial<Record<AdminPath, unknown>> = {
    '/review/queue': {},
    '/borrowers/search': { query: '0800000000' },
    '/money/repayments': {},
    '/config/products': {},
  }
  const owner: Record<string, string> = { '/review/queue': 'reviewer', '/borrowers/search': 'support', '/money/repayments': 'money', '/config/products': 'config' }

  it.each(['reviewer', 'support', 'money', 'config'] as const)('lets a %s reach their own pages only (others 401)', async (role) => {
    const { token } = await staffSession(t, [role])
    for (const [path, body] of Object.entries(probe)) {
      expect((await admin.raw(path, body, token)).code, path).toBe(owner[path] === role ? 0 : 401)
    }
  })

  it('lets a staff member without the reviewer role neither see nor decide the queue', async () => {
    const { token } = await staffSession(t, ['support', 'money', 'config'])
    expect((await admin.call('/review/queue', {}, token)).code).toBe(401)
    expect((await admin.call('/review/order', { orderId: 1 }, token)).code).toBe(401)
    expect((await admin.call('/review/approve', { orderId: 1, note: 'Checked the payslip' }, token)).code).toBe(401)
    expect((await admin.call('/review/refuse', { orderId: 1, reasons: ['not_affordable'], reapplyAfter: '2099-01-01', note: 'Checked the statements' }, token)).code).toBe(401)
  })

  it('lets any staff member read the audit log', async () => {
    const { token } = await staffSession(t, ['money'])
    expect((await admin.call('/audit/list', {}, token)).code).toBe(0)
    expect((await admin.get('/audit.csv', token)).status).toBe(200)
  })
})
