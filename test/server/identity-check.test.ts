// Identity is proven by a check or a person before any money leaves (issue 35): the automatic path
// with real faces through the sandbox provider, each way it stops short, and what staff do then.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityChecks, jobs, orders } from '../../server/db/schema'
import { ATTEMPTS_BEFORE_PERSON } from '../../server/domain/kyc/run-check'
import { jpegFile } from '../fixtures/images'
import { asFile, group, handHeld, honestIdentityPhotos, idBack, idFront, noFace } from '../fixtures/faces'
import { completeProfile } from '../support/profile'
import { adminClient, staffSession, userIdOf } from '../support/staff'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { PROVIDER_TIMEOUT_MS: '300' } })
}, 120_000)
afterAll(() => t.close())

const APPLY = { TH: { amt: 100_000, configId: 1, periodDays: 12, appId: 1 }, PH: { amt: 8_000, configId: 3, periodDays: 3, appId: 3 } } as const
const LASER = 'JT1-1234567-89'

type Photos = Awaited<ReturnType<typeof honestIdentityPhotos>>

/** A borrower whose profile is complete except that nobody verified the identity, with these photos and name. */
async function borrowerWith(photos: Photos, options: { realName?: string; market?: 'TH' | 'PH'; laserCode?: string | null } = {}) {
  const market = options.market ?? 'TH'
  const user = await t.registerUser(market === 'PH' ? { lender: DEMO_PH } : {})
  await completeProfile(t, user.token, { realName: options.realName ?? 'Somchai Jaidee' }, market, 'unverified')
  const laserCode = options.laserCode === undefined ? (market === 'TH' ? LASER : null) : options.laserCode
  if (laserCode !== null) expect((await t.api.call('/user/update', { laserCode }, { token: user.token })).code).toBe(0)
  expect((await t.upload('/user/identity/apply', photos, user.token)).code).toBe(0)
  return { ...user, userId: await userIdOf(t, user.mobile) }
}

const kycOf = async (token: string) => (await t.api.call('/user/info', {}, { token })).data.kyc

async function applied(token: string, market: 'TH' | 'PH' = 'TH') {
  const answer = await t.api.call('/loan/apply', APPLY[market], { token })
  expect(answer.code).toBe(0)
  await t.runJobs()
  return answer.data.loanOrderId
}

const statusOf = async (token: string, loanOrderId: number) => (await t.api.call('/loan/orderInfo', { loanOrderId }, { token })).data.status

describe('the automatic check', () => {
  it('verifies an honest Thai borrower by itself, and the application is approved', { timeout: 120_000 }, async () => {
    const user = await borrowerWith(await honestIdentityPhotos('ana'))
    expect(await kycOf(user.token)).toEqual({ status: 'pending', reasons: [], retake: [] })
    await t.runJobs()
    expect(await kycOf(user.token)).toEqual({ status: 'verified', reasons: [], retake: [] })
    expect((await t.api.call('/user/info', {}, { token: user.token })).data.userQualificationView.identity).toBe(1)
    const [check] = await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, user.userId)).orderBy(desc(identityChecks.id)).limit(1)
    expect(check).toMatchObject({ status: 'verified', provider: 'sandbox+sandbox-liveness', steps: { document: { outcome: 'passed' }, face: { outcome: 'passed' }, liveness: { outcome: 'passed' } } })
    expect(check?.faceDistance).toBeLessThan(0.4)
    expect(await statusOf(user.token, await applied(user.token))).toBe(3)
  })

  it('verifies an honest Filipino borrower, whose card needs no laser code', { timeout: 120_000 }, async () => {
    const user = await borrowerWith(await honestIdentityPhotos('ben'), { market: 'PH', realName: 'Juan Dela Cruz' })
    await t.runJobs()
    expect((await kycOf(user.token))?.status).toBe('verified')
    expect(await statusOf(user.token, await applied(user.token, 'PH'))).toBe(3)
  })

  it('never pays out a synthetic identity: a valid ID number with faces that do not match waits for a person', { timeout: 180_000 }, async () => {
    const photos = { frontImage: asFile(await idFront('ana', 11), 'front.jpg'), backImage: asFile(await idBack(11), 'back.jpg'), handHoldImage: asFile(await handHeld('ben', 11), 'hand.jpg') }
    const user = await borrowerWith(photos)
    await t.runJobs()
    expect(await kycOf(user.token)).toEqual({ status: 'review', reasons: ['face_mismatch'], retake: ['front', 'hand'] })
    const orderId = await applied(user.token)
    expect(await statusOf(user.token, orderId)).toBe(1)
    const [order] = await t.database.db.select({ reviewReasons: orders.reviewReasons }).from(orders).where(eq(orders.id, orderId))
    expect(order?.reviewReasons).toEqual(['identity_not_verified'])
    const reviewer = await staffSession(t, ['reviewer'])
    const admin = adminClient(t.app)
    expect((await admin.call('/review/approve', { orderId, note: 'Looks fine' }, reviewer.token)).code).toBe(40060)
    const queue = await admin.call('/kyc/list', {}, reviewer.token)
    const item = queue.data.items.find((i) => i.userId === user.userId)
    expect(item).toMatchObject({ status: 'review', reasons: ['face_mismatch'], steps: { face: { outcome: 'review', reasons: ['face_mismatch'] } } })
    expect(item?.faceDistance).toBeGreaterThan(item?.faceThreshold ?? 1)
    expect(item?.photos.frontImage).toMatch(/\/jackey\/admin\/files\//)
    // A person compared the photos with the borrower on a video call, and says so.
    expect((await admin.call('/kyc/decide', { userId: user.userId, decision: 'verify', reason: 'documents_checked', note: 'Compared on a video call: same person, older photo on the card.' }, reviewer.token)).code).toBe(0)
    expect((await kycOf(user.token))?.status).toBe('verified')
    await t.runJobs()
    expect(await statusOf(user.token, orderId)).toBe(3)
  })

  it('asks for the right photo again when it finds no face, or several', { timeout: 180_000 }, async () => {
    const blank = await borrowerWith({ frontImage: asFile(await noFace(), 'front.jpg'), backImage: asFile(await idBack(21), 'back.jpg'), handHoldImage: asFile(await handHeld('ana', 21), 'hand.jpg') })
    const crowd = await borrowerWith({ frontImage: asFile(await idFront('ana', 22), 'front.jpg'), backImage: asFile(await idBack(22), 'back.jpg'), handHoldImage: asFile(await group(), 'hand.jpg') })
    await t.runJobs()
    expect(await kycOf(blank.token)).toEqual({ status: 'review', reasons: ['no_face_on_id'], retake: ['front'] })
    expect(await kycOf(crowd.token)).toEqual({ status: 'review', reasons: ['several_faces'], retake: ['hand'] })
    // A new photo starts a new check, which passes.
    expect((await t.upload('/user/identity/apply', { frontImage: asFile(await idFront('ana', 23), 'front.jpg') }, blank.token)).code).toBe(0)
    expect((await kycOf(blank.token))?.status).toBe('pending')
    await t.runJobs()
    expect((await kycOf(blank.token))?.status).toBe('verified')
    const checks = await t.database.db.select({ status: identityChecks.status }).from(identityChecks).where(eq(identityChecks.userId, blank.userId)).orderBy(desc(identityChecks.id)).limit(2)
    expect(checks.map((c) => c.status)).toEqual(['verified', 'superseded'])
  })
})

describe('the authority and the provider', () => {
  // 1-pixel photos: the face step stops at photo_too_small without running the model; the document step is the sandbox's.
  const tiny = async () => ({ frontImage: jpegFile('f.jpg'), backImage: jpegFile('b.jpg'), handHoldImage: jpegFile('h.jpg') })

  it('rejects a card the authority does not know, and the application with it', async () => {
    const user = await borrowerWith(await tiny(), { realName: 'Invalid Person' })
    await t.runJobs()
    expect(await kycOf(user.token)).toMatchObject({ status: 'rejected', reasons: expect.arrayContaining(['document_not_valid']) })
    // Rejected: the borrower must send their identity again before applying.
    expect((await t.api.call('/loan/apply', APPLY.TH, { token: user.token })).code).toBe(40000)
  })

  it('cannot check a Thai card without its laser code, and says so', async () => {
    const user = await borrowerWith(await tiny(), { laserCode: null })
    await t.runJobs()
    expect((await kycOf(user.token))?.reasons).toContain('laser_code_missing')
  })

  it('asks a provider that times out or answers garbage again, then hands the check to a person; never a 5xx, nothing lost', { timeout: 60_000 }, async () => {
    for (const realName of ['Timeout Person', 'Garbage Person']) {
      const user = await borrowerWith(await tiny(), { realName })
      const [check] = await t.database.db.select({ id: identityChecks.id }).from(identityChecks).where(eq(identityChecks.userId, user.userId)).orderBy(desc(identityChecks.id)).limit(1)
      for (let attempt = 1; attempt < ATTEMPTS_BEFORE_PERSON; attempt++) {
        await t.runJobs()
        expect((await kycOf(user.token))?.status).toBe('pending')
        // The queue's backoff: the retry is due later.
        await t.database.db.update(jobs).set({ runAt: t.clock.now }).where(eq(jobs.kind, 'kyc-check'))
      }
      await t.runJobs()
      expect(await kycOf(user.token)).toMatchObject({ status: 'review', reasons: expect.arrayContaining(['check_unavailable']) })
      const [done] = await t.database.db.select().from(identityChecks).where(eq(identityChecks.id, check!.id))
      expect(done?.status).toBe('review')
    }
  })
})

describe('laser code', () => {
  it('is taken in Thailand in its printed form, refused malformed, and not asked in the Philippines', async () => {
    const th = await t.registerUser()
    await completeProfile(t, th.token, {}, 'TH', 'unverified')
    expect((await t.api.call('/user/update', { laserCode: 'jt1 1234567 89' }, { token: th.token })).code).toBe(0)
    const bad = await t.api.call('/user/update', { laserCode: 'JT1-12345' }, { token: th.token })
    expect([bad.code, (bad.data as { fields?: string[] } | null)?.fields ?? []]).toEqual([10004, ['laserCode']])
    const ph = await t.registerUser({ lender: DEMO_PH })
    await completeProfile(t, ph.token, {}, 'PH', 'unverified')
    expect((await t.api.call('/user/update', { laserCode: LASER }, { token: ph.token })).code).toBe(10004)
  })
})

describe('money', () => {
  it('is not released to an identity nobody verified', async () => {
    const user = await t.registerUser()
    await completeProfile(t, user.token, {}, 'TH', 'unverified')
    const orderId = await applied(user.token)
    expect(await statusOf(user.token, orderId)).toBe(1)
    // Even an order somehow approved cannot be withdrawn from while the identity is unverified.
    await t.database.db.update(orders).set({ status: 9, balanceMinor: 10_000_000 }).where(eq(orders.id, orderId))
    const answer = await t.api.call('/user/withdraw', { loanOrderId: orderId, password: '246810', withdrawAmount: 100, bankcard: '1234567890' }, { token: user.token })
    expect(answer.code).toBe(10045)
  })
})

describe('staff decisions', () => {
  it('reject with a catalogue reason the borrower sees, a note only staff see, and refuse the waiting application so the borrower can send new photos at once', async () => {
    const user = await t.registerUser()
    await completeProfile(t, user.token, {}, 'TH', 'unverified')
    const orderId = await applied(user.token)
    const reviewer = await staffSession(t, ['reviewer'])
    const admin = adminClient(t.app)
    const userId = await userIdOf(t, user.mobile)
    const noNote = await admin.raw('/kyc/decide', { userId, decision: 'reject', reason: 'photo_unreadable' }, reviewer.token)
    expect(noNote.code).toBe(10004)
    const mismatched = await admin.call('/kyc/decide', { userId, decision: 'verify', reason: 'photo_unreadable', note: 'x' }, reviewer.token)
    expect(mismatched.code).toBe(10004)
    expect((await admin.call('/kyc/decide', { userId, decision: 'reject', reason: 'photo_unreadable', note: 'The card is blurred.' }, reviewer.token)).code).toBe(0)
    const info = (await t.api.call('/user/info', {}, { token: user.token })).data
    expect(info.kyc).toEqual({ status: 'rejected', reasons: ['photo_unreadable'], retake: ['front', 'back', 'hand'] })
    expect(JSON.stringify(info)).not.toContain('blurred')
    await t.runJobs()
    const order = (await t.api.call('/loan/orderInfo', { loanOrderId: orderId }, { token: user.token })).data
    expect(order.status).toBe(5)
    expect(order.decision?.reasons).toEqual(['identity_not_verified'])
    const audit = await admin.call('/audit/list', { recordType: 'user', recordId: String(userId) }, reviewer.token)
    expect(JSON.stringify(audit.data)).toContain('The card is blurred.')
  })

  it('see only their own lender\'s identities', async () => {
    const user = await t.registerUser({ lender: DEMO_PH })
    await completeProfile(t, user.token, {}, 'PH', 'unverified')
    const thaiReviewer = await staffSession(t, ['reviewer'])
    const userId = await userIdOf(t, user.mobile)
    const admin = adminClient(t.app)
    expect((await admin.call('/kyc/decide', { userId, decision: 'verify', reason: 'documents_checked', note: 'n' }, thaiReviewer.token)).code).toBe(40007)
    const all = await admin.call('/kyc/list', { status: 'pending' }, thaiReviewer.token)
    expect(all.data.items.map((i) => i.userId)).not.toContain(userId)
  })
})
