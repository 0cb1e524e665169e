// The Philippine document step with PhilSys's QR key set (issue 35 item 2): the PhilID's QR code read
// from the front photo in the kyc-check job, its signature checked, and the signed data compared with
// what the borrower typed; through the job, the identity record and the decision on a loan.
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityChecks, users } from '../../server/db/schema'
import { identityChecksFor } from '../../server/providers/identity-check/identity-check-for'
import { readEnv } from '../../server/env'
import { productionProblems } from '../../server/production-checks'
import { PH_MARKET } from '../../contract/market/ph'
import { TH_MARKET } from '../../contract/market/th'
import { asFile, handHeld, idBack } from '../fixtures/faces'
import { type CardHolder, philIdPhoto, philsysIssuer } from '../support/philsys-qr-simulator'
import { completeProfile, newPhilSysNumber } from '../support/profile'
import { userIdOf } from '../support/staff'
import { DEMO_PH, startTestApp, type TestApp } from '../support/test-app'

const issuer = philsysIssuer()
let t: TestApp
beforeAll(async () => {
  // The sandbox's liveness beside the authorities, so that a verified document and matching faces verify the identity by themselves.
  t = await startTestApp({ env: { IDENTITY_CHECK_PROVIDER: 'authority', LIVENESS_PROVIDER: 'sandbox', PHILSYS_QR_PUBLIC_KEY: issuer.publicKey } })
}, 120_000)
afterAll(() => t.close())

const BIRTHDAY = '1991-03-12'
const holderOf = (pcn: string, over: Partial<CardHolder> = {}): CardHolder => ({ pcn, firstName: 'JUAN', middleName: 'SANTOS', lastName: 'DELA CRUZ', birthday: BIRTHDAY, ...over })

/** A Filipino borrower who typed `pcn` and sent this photo of the card's front (with the same face in the hand-held photo); the job has run. */
async function checked(front: Buffer, pcn: string, options: { idType?: string } = {}) {
  const user = await t.registerUser({ lender: DEMO_PH })
  await completeProfile(t, user.token, { realName: 'Juan Dela Cruz', birthday: BIRTHDAY }, 'PH', 'unverified')
  expect((await t.api.call('/user/update', { idType: options.idType ?? 'ph_philsys', identity: pcn }, { token: user.token })).code).toBe(0)
  const photos = { frontImage: asFile(front, 'front.jpg'), backImage: asFile(await idBack(front.length % 997), 'back.jpg'), handHoldImage: asFile(await handHeld('ben', front.length % 991), 'hand.jpg') }
  expect((await t.upload('/user/identity/apply', photos, user.token)).code).toBe(0)
  await t.runJobs()
  const userId = await userIdOf(t, user.mobile)
  const [check] = await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.id)).limit(1)
  const info = (await t.api.call('/user/info', {}, { token: user.token })).data
  return { user, userId, check, kyc: info.kyc, identity: info.userQualificationView.identity }
}

describe('a PhilID with its signed QR code', () => {
  it('verifies the identity by the check, and a loan is then approved by itself', { timeout: 180_000 }, async () => {
    const pcn = newPhilSysNumber()
    const { user, userId, check, kyc, identity } = await checked(await philIdPhoto(issuer.philId(holderOf(pcn))), pcn)
    expect(kyc).toEqual({ status: 'verified', reasons: [], retake: [] })
    expect(identity).toBe(1)
    expect(check).toMatchObject({ status: 'verified', provider: 'philsys-qr+sandbox-liveness', steps: { document: { outcome: 'passed' }, face: { outcome: 'passed' }, liveness: { outcome: 'passed' } } })
    const [u] = await t.database.db.select({ by: users.identityVerifiedBy }).from(users).where(eq(users.id, userId))
    expect(u?.by).toBe(`check:${check!.id}`)
    const applied = await t.api.call('/loan/apply', { amt: 8_000, configId: 3, periodDays: 3, appId: 3 }, { token: user.token })
    expect(applied.code).toBe(0)
    await t.runJobs()
    expect((await t.api.call('/loan/orderInfo', { loanOrderId: applied.data.loanOrderId }, { token: user.token })).data.status).toBe(3)
  })

  it('verifies an ePhilID (version 3) too', { timeout: 180_000 }, async () => {
    const pcn = newPhilSysNumber()
    const { check } = await checked(await philIdPhoto(issuer.ePhilId(holderOf(pcn))), pcn)
    expect(check).toMatchObject({ status: 'verified', steps: { document: { outcome: 'passed', reasons: [] } } })
  })
})

describe('a card that is not what it says', () => {
  it('sends a card whose name was changed after signing, and one signed by another key, to a person with the reason', { timeout: 180_000 }, async () => {
    const pcn = newPhilSysNumber()
    const tampered = issuer.philId(holderOf(pcn, { firstName: 'PEDRO' }), (data) => (data.subject.fName = 'JUAN'))
    const altered = await checked(await philIdPhoto(tampered), pcn)
    expect(altered.kyc).toMatchObject({ status: 'review', reasons: expect.arrayContaining(['document_signature_invalid']) })
    expect(altered.check?.steps.document).toEqual({ outcome: 'review', reasons: ['document_signature_invalid'] })
    const other = newPhilSysNumber()
    const forged = await checked(await philIdPhoto(philsysIssuer().philId(holderOf(other))), other)
    expect(forged.check?.steps.document).toEqual({ outcome: 'review', reasons: ['document_signature_invalid'] })
    expect(forged.identity).toBe(0)
  })

  it('rejects a genuine card whose number is not the one typed, and says which field', { timeout: 180_000 }, async () => {
    const pcn = newPhilSysNumber()
    const { kyc, check } = await checked(await philIdPhoto(issuer.philId(holderOf(newPhilSysNumber()))), pcn)
    expect(check?.steps.document).toEqual({ outcome: 'failed', reasons: ['document_number_mismatch'] })
    expect(kyc).toMatchObject({ status: 'rejected', reasons: expect.arrayContaining(['document_number_mismatch']) })
  })
})

describe('a photo the check cannot read', () => {
  it('sends a person a front photo with no QR code, or too small to hold one, and asks for a clearer one', { timeout: 180_000 }, async () => {
    const pcn = newPhilSysNumber()
    const none = await checked(await philIdPhoto(null), pcn)
    expect(none.check?.steps.document).toEqual({ outcome: 'review', reasons: ['document_qr_unreadable'] })
    expect(none.kyc).toMatchObject({ status: 'review', reasons: expect.arrayContaining(['document_qr_unreadable']), retake: expect.arrayContaining(['front']) })
    // The 1-pixel photos completeProfile sends.
    const user = await t.registerUser({ lender: DEMO_PH })
    await completeProfile(t, user.token, {}, 'PH', 'unverified')
    await t.runJobs()
    const [check] = await t.database.db.select().from(identityChecks).where(eq(identityChecks.userId, await userIdOf(t, user.mobile))).orderBy(desc(identityChecks.id)).limit(1)
    expect(check?.steps.document).toEqual({ outcome: 'review', reasons: ['document_qr_unreadable'] })
  })

  it('leaves other Philippine IDs to a person, without reading them', { timeout: 180_000 }, async () => {
    const umid = newPhilSysNumber().slice(0, 12)
    const { check } = await checked(await philIdPhoto(issuer.philId(holderOf(umid))), umid, { idType: 'ph_umid' })
    expect(check?.steps.document).toEqual({ outcome: 'review', reasons: ['document_not_checked'] })
  })
})

describe('choosing the check', () => {
  it('is the PhilSys QR check for the Philippines only with the key set; without it a person checks, and production does not refuse to start', () => {
    const withKey = identityChecksFor(readEnv({ IDENTITY_CHECK_PROVIDER: 'authority', PHILSYS_QR_PUBLIC_KEY: issuer.publicKey }))
    const withoutKey = identityChecksFor(readEnv({ IDENTITY_CHECK_PROVIDER: 'authority' }))
    expect([withKey.forMarket(PH_MARKET).name, withKey.forMarket(TH_MARKET).name, withoutKey.forMarket(PH_MARKET).name]).toEqual(['philsys-qr', 'dopa', 'person'])
    expect(identityChecksFor(readEnv({ PHILSYS_QR_PUBLIC_KEY: issuer.publicKey })).forMarket(PH_MARKET).name).toBe('sandbox')
    expect(() => identityChecksFor(readEnv({ IDENTITY_CHECK_PROVIDER: 'authority', PHILSYS_QR_PUBLIC_KEY: 'not a key' }))).toThrow(/PHILSYS_QR_PUBLIC_KEY/)
    const production = productionProblems(readEnv({ NODE_ENV: 'production', IDENTITY_CHECK_PROVIDER: 'authority' }))
    expect(production.join('\n')).not.toMatch(/PHILSYS/)
  })
})
