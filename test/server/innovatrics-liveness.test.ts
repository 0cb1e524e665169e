// The liveness step against a simulator of Innovatrics' Digital Identity Service: the adapter alone
// (what it sends, how it reads each answer, that it leaves no customer behind), then through the
// real app, where a photo of a screen asks the borrower for the hand-held photo again.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityChecks, jobs } from '../../server/db/schema'
import { ATTEMPTS_BEFORE_PERSON } from '../../server/domain/kyc/run-check'
import { callProvider, ProviderTimeout } from '../../server/providers/call-provider'
import { disPassiveLiveness } from '../../server/providers/liveness/innovatrics/dis-passive-liveness'
import { LivenessGarbage } from '../../server/providers/liveness/port'
import { honestIdentityPhotos } from '../fixtures/faces'
import { completeProfile } from '../support/profile'
import { startInnovatricsSimulator, type Simulator } from '../support/innovatrics-simulator'
import { userIdOf } from '../support/staff'
import { startTestApp, type TestApp } from '../support/test-app'

let sim: Simulator
let t: TestApp
beforeAll(async () => {
  sim = await startInnovatricsSimulator()
  t = await startTestApp({
    env: { PROVIDER_TIMEOUT_MS: '2000', LIVENESS_PROVIDER: 'innovatrics', INNOVATRICS_API_URL: sim.url, INNOVATRICS_API_TOKEN: sim.token, LIVENESS_PASS_SCORE: '0.9', LIVENESS_FAIL_SCORE: '0.5' },
  })
}, 120_000)
afterAll(async () => {
  await t?.close()
  await sim?.close()
})

// A JPEG's first bytes: the simulator, like the vendor, refuses what is not an image.
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
const adapter = (token = sim.token) => disPassiveLiveness({ baseUrl: sim.url, token, passScore: 0.9, failScore: 0.5 })
const judge = (token?: string) => adapter(token).check({ idempotencyKey: 'liveness-check-1', photo: PHOTO, holder: 'Somchai Jaidee' }, new AbortController().signal)
const reset = (mode: Partial<Simulator['mode']> = {}) => Object.assign(sim.mode, { score: 0.97, noFace: false, fault: 'none' }, mode)

describe('the Innovatrics adapter', () => {
  it('sends the photo as one passive-liveness selfie with the bearer token, passes a high score and deletes the customer', async () => {
    reset()
    sim.calls.length = 0
    expect(await judge()).toEqual({ outcome: 'passed', reasons: [] })
    expect(sim.calls.map((c) => `${c.method} ${c.path.replace(/[\w-]{36}/, ':id')}`)).toEqual([
      'POST /api/v1/customers',
      'PUT /api/v1/customers/:id/liveness',
      'POST /api/v1/customers/:id/liveness/selfies',
      'POST /api/v1/customers/:id/liveness/evaluation',
      'DELETE /api/v1/customers/:id',
    ])
    expect(new Set(sim.calls.map((c) => c.auth))).toEqual(new Set([`Bearer ${sim.token}`]))
    expect(sim.customers.size).toBe(0)
  })

  it('fails a photo of a screen (a score under the fail score), asking for the hand-held photo again', async () => {
    reset({ score: 0.12 })
    expect(await judge()).toEqual({ outcome: 'failed', reasons: ['liveness_failed'] })
    expect(sim.customers.size).toBe(0)
  })

  it('hands to a person a score between the two, a face it cannot find, and a photo it cannot judge', async () => {
    for (const mode of [{ score: 0.7 }, { noFace: true }, { score: null }]) {
      reset(mode)
      expect(await judge(), JSON.stringify(mode)).toEqual({ outcome: 'review', reasons: ['liveness_not_checked'] })
    }
    expect(sim.customers.size).toBe(0)
  })

  it('throws for an outage, too many requests, a wrong token and an HTML page, for the job to ask again', async () => {
    for (const fault of ['down', 'too-many', 'html'] as const) {
      reset({ fault })
      await expect(judge(), fault).rejects.toBeInstanceOf(LivenessGarbage)
    }
    reset()
    await expect(judge('a-wrong-token')).rejects.toThrow(/HTTP 401/)
  })

  it('gives up on a vendor that does not answer at the time-out', async () => {
    reset({ fault: 'silent' })
    const call = callProvider('liveness innovatrics', 300, (signal) => adapter().check({ idempotencyKey: 'k', photo: PHOTO, holder: '' }, signal))
    await expect(call).rejects.toBeInstanceOf(ProviderTimeout)
    reset()
  })
})

describe('the liveness step in the app, with Innovatrics', () => {
  async function borrower() {
    const user = await t.registerUser()
    await completeProfile(t, user.token, {}, 'TH', 'unverified')
    expect((await t.api.call('/user/update', { laserCode: 'JT1-1234567-89' }, { token: user.token })).code).toBe(0)
    expect((await t.upload('/user/identity/apply', await honestIdentityPhotos('ana'), user.token)).code).toBe(0)
    return { ...user, userId: await userIdOf(t, user.mobile) }
  }
  const kycOf = async (token: string) => (await t.api.call('/user/info', {}, { token })).data.kyc
  const latestCheck = async (userId: number) => (await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.id)).limit(1))[0]

  it('verifies a live borrower, and asks one whose hand-held photo is of a screen to take it again', { timeout: 180_000 }, async () => {
    reset({ score: 0.96 })
    const live = await borrower()
    await t.runJobs()
    expect(await kycOf(live.token)).toEqual({ status: 'verified', reasons: [], retake: [] })
    expect(await latestCheck(live.userId)).toMatchObject({ provider: 'sandbox+innovatrics', steps: { liveness: { outcome: 'passed' } } })

    reset({ score: 0.08 })
    const screen = await borrower()
    await t.runJobs()
    expect(await kycOf(screen.token)).toEqual({ status: 'rejected', reasons: ['liveness_failed'], retake: ['hand'] })
    expect(sim.customers.size).toBe(0)
  })

  it('asks a vendor that is down again, then hands the identity to a person; never a 5xx', { timeout: 180_000 }, async () => {
    const user = await borrower()
    reset({ fault: 'down' })
    for (let attempt = 1; attempt < ATTEMPTS_BEFORE_PERSON; attempt++) {
      await t.runJobs()
      expect((await kycOf(user.token))?.status).toBe('pending')
      await t.database.db.update(jobs).set({ runAt: t.clock.now }).where(eq(jobs.kind, 'kyc-check'))
    }
    await t.runJobs()
    reset()
    expect(await kycOf(user.token)).toEqual({ status: 'review', reasons: ['liveness_not_checked'], retake: [] })
    expect(await latestCheck(user.userId)).toMatchObject({ status: 'review', steps: { liveness: { outcome: 'review', reasons: ['liveness_not_checked'] } } })
  })
})
