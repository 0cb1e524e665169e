import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, companyConfigs } from '../../server/db/schema'
import { adminClient, setFourEyes, staffSession } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
let admin: ReturnType<typeof adminClient>
beforeAll(async () => {
  t = await startTestApp()
  admin = adminClient(t.app)
})
afterAll(() => t.close())

let counter = 0
const newName = () => `member${process.pid}-${++counter}`
const PASSWORD = 'a first password 1'

const member = async (token: string, staffId: number) => (await admin.call('/staff/list', {}, token)).data.members.find((m) => m.id === staffId)
const auditOf = async (staffId: number) =>
  (await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'staff'), eq(auditLog.recordId, String(staffId))))).map((e) => [e.action, e.staffId])

describe('staff administration by an admin', () => {
  it('creates a member with no roles until another checker approves the ones asked for, audited as the admin', async () => {
    // A checker too, which does not let them approve their own request.
    const boss = await staffSession(t, ['admin', 'checker'])
    const checker = await staffSession(t, ['checker'])
    const name = newName()
    const created = await admin.call('/staff/create', { name, password: PASSWORD, roles: ['reviewer', 'support'], totp: false }, boss.token)
    expect(created.code).toBe(0)
    const { staffId, approvalId } = created.data
    expect(approvalId).toBeGreaterThan(0)
    expect(await member(boss.token, staffId)).toMatchObject({ name, roles: [], requestedRoles: ['reviewer', 'support'], disabledAt: null, totp: false })

    const signedIn = await admin.call('/login', { name, password: PASSWORD })
    expect(signedIn.data.staff.roles).toEqual([])
    expect((await admin.call('/review/queue', {}, signedIn.data.token)).code).toBe(401)

    expect((await admin.call('/approvals/approve', { approvalId: approvalId ?? 0 }, boss.token)).code).toBe(40030)
    expect((await admin.call('/approvals/approve', { approvalId: approvalId ?? 0 }, checker.token)).code).toBe(0)
    expect((await admin.call('/me', {}, signedIn.data.token)).data.roles).toEqual(['reviewer', 'support'])
    expect(await member(boss.token, staffId)).toMatchObject({ roles: ['reviewer', 'support'], requestedRoles: null })
    // Beside the member's own sign-in.
    expect((await auditOf(staffId)).filter(([action]) => action !== 'login')).toEqual([
      ['create_staff', boss.id],
      ['set_staff_roles', checker.id],
    ])
  })

  it('answers a TOTP secret once for a member made with a second factor, and never lists it', async () => {
    const boss = await staffSession(t, ['admin'])
    const name = newName()
    const created = await admin.call('/staff/create', { name, password: PASSWORD, roles: [], totp: true }, boss.token)
    expect(created.data).toMatchObject({ approvalId: null, totpSecret: expect.stringMatching(/^[A-Z2-7]+$/) })
    expect(created.data.totpUri).toContain(`otpauth://totp/`)
    const listed = await admin.raw('/staff/list', {}, boss.token)
    expect(listed.text).not.toContain(created.data.totpSecret ?? '')
    expect(await member(boss.token, created.data.staffId)).toMatchObject({ totp: true })
  })

  it('refuses a taken name (40160), a short password and an unknown role (10004)', async () => {
    const boss = await staffSession(t, ['admin'])
    expect(await admin.call('/staff/create', { name: boss.name, password: PASSWORD, roles: [], totp: false }, boss.token)).toMatchObject({ code: 40160, data: { fields: ['name'] } })
    expect((await admin.call('/staff/create', { name: newName(), password: 'short', roles: [], totp: false }, boss.token)).code).toBe(10004)
    expect((await admin.raw('/staff/create', { name: newName(), password: PASSWORD, roles: ['owner'], totp: false }, boss.token)).code).toBe(10004)
  })

  it('disables a member: their sessions end, they cannot sign in, and the admin cannot disable themself (40161)', async () => {
    const boss = await staffSession(t, ['admin'])
    const leaver = await staffSession(t, ['support'])
    expect((await admin.call('/staff/disable', { staffId: boss.id }, boss.token)).code).toBe(40161)
    expect((await admin.call('/staff/disable', { staffId: leaver.id }, boss.token)).code).toBe(0)
    expect((await admin.call('/me', {}, leaver.token)).code).toBe(401)
    expect((await admin.call('/login', { name: leaver.name, password: leaver.password })).code).toBe(10001)
    expect((await member(boss.token, leaver.id))?.disabledAt).toBe(t.clock.now.toISOString())
    expect((await admin.call('/staff/disable', { staffId: leaver.id }, boss.token)).code).toBe(40162)
    expect(await auditOf(leaver.id)).toContainEqual(['disable_staff', boss.id])
  })

  it("sees and changes only its own company's staff (40007 for another's)", async () => {
    const boss = await staffSession(t, ['admin'])
    const manila = await staffSession(t, ['support'], { companyId: 2 })
    const list = (await admin.call('/staff/list', {}, boss.token)).data.members
    expect(list.some((m) => m.id === manila.id)).toBe(false)
    expect(list.some((m) => m.id === boss.id)).toBe(true)
    expect((await admin.call('/staff/disable', { staffId: manila.id }, boss.token)).code).toBe(40007)
    expect((await admin.call('/staff/roles/request', { staffId: manila.id, roles: ['money'] }, boss.token)).code).toBe(40007)
    expect((await admin.call('/me', {}, manila.token)).code).toBe(0)
  })

  it('is for admins only: other roles answer 401', async () => {
    const config = await staffSession(t, ['config', 'checker', 'support'])
    expect((await admin.call('/staff/list', {}, config.token)).code).toBe(401)
    expect((await admin.call('/staff/create', { name: newName(), password: PASSWORD, roles: [], totp: false }, config.token)).code).toBe(401)
    expect((await admin.call('/staff/disable', { staffId: config.id }, config.token)).code).toBe(401)
  })

  it('gives the roles at once where the company turned four-eyes off for staff roles, still on the record', async () => {
    await setFourEyes(t.database.db, 2, ['write_off'])
    try {
      const boss = await staffSession(t, ['admin'], { companyId: 2 })
      const created = await admin.call('/staff/create', { name: newName(), password: PASSWORD, roles: ['collections'], totp: false }, boss.token)
      expect(created.data.approvalId).toBeNull()
      expect(await member(boss.token, created.data.staffId)).toMatchObject({ roles: ['collections'], requestedRoles: null })
      expect((await admin.call('/approvals/list', {}, boss.token)).data.approvals[0]).toMatchObject({ kind: 'staff_roles', status: 'approved', makerName: boss.name })
    } finally {
      await t.database.db.delete(companyConfigs).where(eq(companyConfigs.key, 'FOUR_EYES'))
    }
  })
})
