// Each fraud signal sends an application to a person before any money leaves, with its evidence
// beside the other borrowers it points to (issue 35). Every borrower here has a verified identity,
// so what holds the application is the signal alone.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyConfigs, orders } from '../../server/db/schema'
import { asFile } from '../fixtures/faces'
import { completeProfile, newAccountNumber } from '../support/profile'
import { adminClient, staffSession, userIdOf } from '../support/staff'
import { newPhone, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const APPLY = { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }

async function borrower() {
  const user = await t.registerUser()
  await completeProfile(t, user.token)
  return { ...user, userId: await userIdOf(t, user.mobile) }
}

async function apply(token: string, device?: string) {
  const answer = await t.api.call('/loan/apply', APPLY, { token, device })
  expect(answer.code).toBe(0)
  await t.runJobs()
  const [order] = await t.database.db.select({ status: orders.status, reviewReasons: orders.reviewReasons }).from(orders).where(eq(orders.id, answer.data.loanOrderId))
  return { orderId: answer.data.loanOrderId, ...order! }
}

async function hitsOf(userId: number) {
  const reviewer = await staffSession(t, ['reviewer'])
  const { data } = await adminClient(t.app).call('/kyc/list', { status: 'verified' }, reviewer.token)
  return data.items.find((i) => i.userId === userId)?.fraudHits ?? []
}

describe('fraud signals', () => {
  it('hold an honest application for nobody: a borrower with their own account, phone and contacts is approved', async () => {
    const { token } = await borrower()
    expect(await apply(token, crypto.randomUUID())).toMatchObject({ status: 3, reviewReasons: [] })
  })

  it('catch a payout account another borrower already uses', async () => {
    const first = await borrower()
    const second = await borrower()
    const account = newAccountNumber()
    for (const b of [first, second]) expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: account }, { token: b.token })).code).toBe(0)
    expect(await apply(second.token)).toMatchObject({ status: 1, reviewReasons: ['shared_payout_account'] })
    const [hit] = await hitsOf(second.userId)
    expect(hit).toMatchObject({ signal: 'shared_payout_account', evidence: { bankName: '004', account: `••••${account.slice(-4)}` } })
    expect(hit?.others.map((o) => o.userId)).toEqual([first.userId])
    expect(hit?.others[0]?.mobileMasked).toBe(`••••${first.mobile.slice(-4)}`)
  })

  it('catch one install of the app holding more accounts than the lender allows', async () => {
    const device = crypto.randomUUID()
    const users = [await borrower(), await borrower(), await borrower()]
    for (const u of users) expect((await t.api.call('/user/login', { mobile: u.mobile, password: u.password, companyId: 1, appId: 1, platform: 'h5' }, { device })).code).toBe(0)
    const third = users[2]!
    const held = await apply(third.token, device)
    expect(held).toMatchObject({ status: 1, reviewReasons: ['shared_device'] })
    const [hit] = await hitsOf(third.userId)
    expect(hit).toMatchObject({ signal: 'shared_device', evidence: { accounts: 3, allowed: 2 } })
    expect(hit?.others.map((o) => o.userId).sort()).toEqual([users[0]!.userId, users[1]!.userId].sort())
  })

  it('catch identity photos that are near copies of another borrower\'s, re-encoded or not', async () => {
    // Photos too small for the face step (so the model is not run), yet each a picture of its own.
    const picture = (hue: number) =>
      sharp({ create: { width: 160, height: 120, channels: 3, background: { r: hue, g: 255 - hue, b: (hue * 3) % 255 } } })
        .composite([{ input: { create: { width: 60, height: 40, channels: 3, background: '#202020' } }, left: hue % 90, top: 30 }])
        .jpeg({ quality: 92 })
        .toBuffer()
    const photos = { frontImage: asFile(await picture(40), 'f.jpg'), backImage: asFile(await picture(120), 'b.jpg'), handHoldImage: asFile(await picture(200), 'h.jpg') }
    const first = await borrower()
    const second = await borrower()
    expect((await t.upload('/user/identity/apply', photos, first.token)).code).toBe(0)
    await t.runJobs()
    // The same photos again, through another JPEG encoder's hands.
    const copied = Object.fromEntries(await Promise.all(Object.entries(photos).map(async ([k, f]) => [k, asFile(await sharp(Buffer.from(await f.arrayBuffer())).jpeg({ quality: 70 }).toBuffer(), 'copy.jpg')])))
    expect((await t.upload('/user/identity/apply', copied, second.token)).code).toBe(0)
    await t.runJobs()
    const held = await apply(second.token)
    expect(held.status).toBe(1)
    expect(held.reviewReasons).toContain('photo_reused')
    // The borrower is not told which photo gave them away.
    expect((await t.api.call('/user/info', {}, { token: second.token })).data.kyc?.reasons).not.toContain('photo_reused')
    const reviewer = await staffSession(t, ['reviewer'])
    const { data } = await adminClient(t.app).call('/kyc/list', {}, reviewer.token)
    const hit = data.items.find((i) => i.userId === second.userId)?.fraudHits.find((h) => h.signal === 'photo_reused')
    expect(hit?.others.map((o) => o.userId)).toContain(first.userId)
  })

  it('catch an emergency contact number named by more borrowers than the lender allows', async () => {
    const shared = newPhone()
    const users = [await borrower(), await borrower(), await borrower(), await borrower()]
    for (const u of users) {
      const contacts = [{ name: 'Mali', relation: 'Sister', mobile: shared }, { name: 'Niran', relation: 'Friend', mobile: newPhone() }]
      expect((await t.api.call('/user/updateEmergency', { contacts }, { token: u.token })).code).toBe(0)
    }
    const held = await apply(users[3]!.token)
    expect(held).toMatchObject({ status: 1, reviewReasons: ['shared_emergency_contact'] })
    const [hit] = await hitsOf(users[3]!.userId)
    expect(hit).toMatchObject({ signal: 'shared_emergency_contact', evidence: { borrowers: 4, allowed: 3 } })
  })

  it('catch a burst of applications from one install, at the lender\'s thresholds', async () => {
    // One borrower applies and cancels again and again from one phone: no other signal is in play.
    // The lender's threshold as staff set it: asked with a justification, applied by a checker.
    const admin = adminClient(t.app)
    const maker = await staffSession(t, ['config'])
    const checker = await staffSession(t, ['checker'])
    const asked = await admin.call('/config/company/set', { companyId: 1, key: 'FRAUD_RULES', value: JSON.stringify({ burstMaxFromDevice: 2 }), note: 'Bursts seen from single phones' }, maker.token)
    expect((await admin.call('/approvals/approve', { approvalId: asked.data.approvalId ?? 0 }, checker.token)).code).toBe(0)
    try {
      const { token } = await borrower()
      const device = crypto.randomUUID()
      for (let i = 0; i < 2; i++) {
        const { orderId, status } = await apply(token, device)
        expect(status).toBe(3)
        expect((await t.api.call('/loan/cancel', { loanOrderId: orderId }, { token })).code).toBe(0)
      }
      expect(await apply(token, device)).toMatchObject({ status: 1, reviewReasons: ['application_burst'] })
    } finally {
      await t.database.db.delete(companyConfigs).where(eq(companyConfigs.key, 'FRAUD_RULES'))
    }
  })
})
