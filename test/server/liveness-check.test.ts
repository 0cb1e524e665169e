// The liveness step of the identity check through the real app (issue 35): the sandbox's outcomes
// by the typed name (docs/identity.md), and a real deployment with no liveness vendor, where an
// identity every other step passed still waits for a person.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityChecks, jobs, users } from '../../server/db/schema'
import { ATTEMPTS_BEFORE_PERSON } from '../../server/domain/kyc/run-check'
import { readEnv } from '../../server/env'
import { livenessKind } from '../../server/providers/liveness/liveness-check-for'
import { jpegFile } from '../fixtures/images'
import { honestIdentityPhotos } from '../fixtures/faces'
import { type DopaCard, startDopaSimulator } from '../support/dopa-simulator'
import { completeProfile } from '../support/profile'
import { userIdOf } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

const LASER = 'JT1-1234567-89'

async function borrowerWith(t: TestApp, realName: string, photos: Awaited<ReturnType<typeof honestIdentityPhotos>>) {
  const user = await t.registerUser()
  await completeProfile(t, user.token, { realName }, 'TH', 'unverified')
  expect((await t.api.call('/user/update', { laserCode: LASER }, { token: user.token })).code).toBe(0)
  expect((await t.upload('/user/identity/apply', photos, user.token)).code).toBe(0)
  return { ...user, userId: await userIdOf(t, user.mobile) }
}
const kycOf = async (t: TestApp, token: string) => (await t.api.call('/user/info', {}, { token })).data.kyc
const latestCheck = async (t: TestApp, userId: number) => (await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.id)).limit(1))[0]
// 1-pixel photos: the face step stops at photo_too_small without running the model.
const tiny = async () => ({ frontImage: jpegFile('f.jpg'), backImage: jpegFile('b.jpg'), handHoldImage: jpegFile('h.jpg') })

describe('the sandbox liveness check', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { PROVIDER_TIMEOUT_MS: '300' } })
  }, 120_000)
  afterAll(() => t.close())

  it('asks a borrower whose hand-held photo is of a screen ("Spoof") to take that photo again', { timeout: 120_000 }, async () => {
    const user = await borrowerWith(t, 'Spoof Jaidee', await honestIdentityPhotos('ana'))
    await t.runJobs()
    expect(await kycOf(t, user.token)).toEqual({ status: 'rejected', reasons: ['liveness_failed'], retake: ['hand'] })
    expect(await latestCheck(t, user.userId)).toMatchObject({ steps: { document: { outcome: 'passed' }, face: { outcome: 'passed' }, liveness: { outcome: 'failed', reasons: ['liveness_failed'] } } })
  })

  it('hands a photo it cannot judge ("Blurry") to a person', async () => {
    const user = await borrowerWith(t, 'Blurry Jaidee', await tiny())
    await t.runJobs()
    expect(await kycOf(t, user.token)).toMatchObject({ status: 'review', reasons: expect.arrayContaining(['liveness_not_checked']) })
  })

  it('asks again when it times out ("Frozen") or answers garbage ("Noise"), then hands the identity to a person', { timeout: 60_000 }, async () => {
    for (const realName of ['Frozen Jaidee', 'Noise Jaidee']) {
      const user = await borrowerWith(t, realName, await tiny())
      for (let attempt = 1; attempt < ATTEMPTS_BEFORE_PERSON; attempt++) {
        await t.runJobs()
        expect((await kycOf(t, user.token))?.status, realName).toBe('pending')
        await t.database.db.update(jobs).set({ runAt: t.clock.now }).where(eq(jobs.kind, 'kyc-check'))
      }
      await t.runJobs()
      expect(await kycOf(t, user.token)).toMatchObject({ status: 'review', reasons: expect.arrayContaining(['liveness_not_checked']) })
      // The document step answered on every try; only the liveness step is left to a person.
      expect(await latestCheck(t, user.userId)).toMatchObject({ steps: { document: { outcome: 'passed' }, liveness: { outcome: 'review', reasons: ['liveness_not_checked'] } } })
    }
  })
})

describe('a real deployment without a liveness vendor', () => {
  const cards: DopaCard[] = []
  let dopa: Awaited<ReturnType<typeof startDopaSimulator>>
  let t: TestApp
  beforeAll(async () => {
    dopa = await startDopaSimulator(cards)
    t = await startTestApp({ env: { IDENTITY_CHECK_PROVIDER: 'authority', DOPA_API_URL: dopa.url } })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await dopa?.close()
  })

  it('performs no liveness check unless one is named', () => {
    expect(livenessKind(readEnv({ IDENTITY_CHECK_PROVIDER: 'authority' }))).toBe('none')
    expect(livenessKind(readEnv({}))).toBe('sandbox')
    expect(livenessKind(readEnv({ IDENTITY_CHECK_PROVIDER: 'authority', LIVENESS_PROVIDER: 'innovatrics' }))).toBe('innovatrics')
  })

  it('sends to a person an identity whose card DOPA knows and whose faces match: a photo of a screen could pass for the borrower', { timeout: 120_000 }, async () => {
    const user = await t.registerUser()
    await completeProfile(t, user.token, { realName: 'สมชาย ใจดี', birthday: '1990-05-17' }, 'TH', 'unverified')
    expect((await t.api.call('/user/update', { laserCode: LASER }, { token: user.token })).code).toBe(0)
    const userId = await userIdOf(t, user.mobile)
    const [row] = await t.database.db.select({ identity: users.identity }).from(users).where(eq(users.id, userId))
    cards.push({ pid: row?.identity ?? '', firstName: 'สมชาย', lastName: 'ใจดี', birthDay: '25330517', laser: 'JT1123456789' })
    expect((await t.upload('/user/identity/apply', await honestIdentityPhotos('ana'), user.token)).code).toBe(0)
    await t.runJobs()
    expect(await latestCheck(t, userId)).toMatchObject({
      status: 'review',
      provider: 'dopa',
      steps: { document: { outcome: 'passed' }, face: { outcome: 'passed' }, liveness: { outcome: 'not_performed', reasons: ['liveness_not_checked'] } },
    })
    expect(await kycOf(t, user.token)).toEqual({ status: 'review', reasons: ['liveness_not_checked'], retake: [] })
    const [after] = await t.database.db.select({ verified: users.identityVerified }).from(users).where(eq(users.id, userId))
    expect(after?.verified).toBe(false)
  })
})
