import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passkeys } from '../../server/db/schema'
import { CHALLENGE_TTL_MS } from '../../server/domain/app-lock/challenges'
import { DEMO, DEMO_PH, startTestApp, type TestApp } from '../support/test-app'
import { softAuthenticator } from '../support/soft-authenticator'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const phone = softAuthenticator()

async function registrationOptions(token: string) {
  const answer = await t.api.call('/user/passkey/register/options', {}, { token })
  expect(answer.code).toBe(0)
  return answer.data
}

async function unlockOptions(token: string) {
  const answer = await t.api.call('/user/passkey/unlock/options', {}, { token })
  expect(answer.code).toBe(0)
  return answer.data
}

/** A borrower of the market with a passkey set up on the soft authenticator. */
async function withPasskey(lender = DEMO) {
  const borrower = await t.registerUser({ lender })
  const { passkey, response } = phone.create(await registrationOptions(borrower.token))
  const added = await t.api.call('/user/passkey/register/verify', { response }, { token: borrower.token })
  expect(added.code).toBe(0)
  return { ...borrower, passkey, passkeyId: added.data.passkeyId }
}

describe('setting up the app lock', () => {
  it.each([
    ['Thai', DEMO],
    ['Philippine', DEMO_PH],
  ])('asks a %s borrower for a platform passkey with user verification, named after the lender', async (_market, lender) => {
    const { token } = await t.registerUser({ lender })
    const options = await registrationOptions(token)
    expect(options.rp.id).toBe('localhost')
    expect(options.rp.name).not.toBe('')
    expect(options.authenticatorSelection).toMatchObject({ authenticatorAttachment: 'platform', userVerification: 'required' })
    // One handle per borrower, so the phone replaces its passkey when the lock is set up again.
    expect((await registrationOptions(token)).user.id).toBe(options.user.id)
  })

  it('replaces the passkey when the same phone sets the lock up again after a new login', async () => {
    const { token, passkey, passkeyId } = await withPasskey()
    const { response } = phone.create(await registrationOptions(token), { sameKeyAs: passkey })
    expect((await t.api.call('/user/passkey/register/verify', { response }, { token })).data).toEqual({ passkeyId })
    expect((await t.api.call('/user/passkey/list', {}, { token })).data).toHaveLength(1)
  })

  it('keeps the passkey and lists it without its key', async () => {
    const { token, passkeyId } = await withPasskey()
    const list = await t.api.call('/user/passkey/list', {}, { token })
    expect(list.code).toBe(0)
    expect(list.data).toEqual([{ passkeyId, transports: ['internal'], createdAt: expect.any(String), lastUsedAt: null }])
  })

  it('refuses a passkey made for another site', async () => {
    const { token } = await t.registerUser()
    const { response } = phone.create(await registrationOptions(token), { origin: 'https://evil.example' })
    expect((await t.api.call('/user/passkey/register/verify', { response }, { token })).code).toBe(10072)
  })

  it('refuses a passkey that did not check the fingerprint or face', async () => {
    const { token } = await t.registerUser()
    const { response } = phone.create(await registrationOptions(token), { userVerified: false })
    expect((await t.api.call('/user/passkey/register/verify', { response }, { token })).code).toBe(10072)
  })

  it('accepts each challenge once', async () => {
    const { token } = await t.registerUser()
    const options = await registrationOptions(token)
    const first = phone.create(options)
    expect((await t.api.call('/user/passkey/register/verify', { response: first.response }, { token })).code).toBe(0)
    const again = phone.create(options)
    expect((await t.api.call('/user/passkey/register/verify', { response: again.response }, { token })).code).toBe(10070)
  })

  it('refuses a challenge asked for by another borrower', async () => {
    const mine = await t.registerUser()
    const theirs = await t.registerUser()
    const { response } = phone.create(await registrationOptions(theirs.token))
    expect((await t.api.call('/user/passkey/register/verify', { response }, { token: mine.token })).code).toBe(10070)
  })

  it('refuses a passkey another account already holds', async () => {
    const { passkey } = await withPasskey()
    const other = await t.registerUser()
    const { response } = phone.create(await registrationOptions(other.token), { sameKeyAs: passkey })
    expect((await t.api.call('/user/passkey/register/verify', { response }, { token: other.token })).code).toBe(10073)
    expect((await t.api.call('/user/passkey/list', {}, { token: other.token })).data).toEqual([])
  })

  it('answers garbage in place of an attestation with a code, never a 5xx', async () => {
    const { token } = await t.registerUser()
    const options = await registrationOptions(token)
    const { response } = phone.create(options)
    const broken = { ...response, response: { ...response.response, attestationObject: 'AAAA' } }
    const answer = await t.api.call('/user/passkey/register/verify', { response: broken }, { token })
    expect(answer.status).toBe(200)
    expect(answer.code).toBe(10072)
    const notJson = { ...response, response: { ...response.response, clientDataJSON: 'bm90IGpzb24' } }
    expect((await t.api.call('/user/passkey/register/verify', { response: notJson }, { token })).code).toBe(10072)
  })
})

describe('unlocking with the passkey', () => {
  it('accepts the passkey on this site, records its use, and leaves the session as it was', async () => {
    const { token, passkey, passkeyId } = await withPasskey()
    const options = await unlockOptions(token)
    expect(options.allowCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal'] }])
    expect(options.userVerification).toBe('required')
    const answer = await t.api.call('/user/passkey/unlock/verify', { response: phone.assert(passkey, options) }, { token })
    expect(answer).toMatchObject({ code: 0, data: null })
    const [listed] = (await t.api.call('/user/passkey/list', {}, { token })).data
    expect(listed).toMatchObject({ passkeyId, lastUsedAt: t.clock.now.toISOString() })
    expect((await t.api.call('/user/info', {}, { token })).code).toBe(0)
  })

  it('refuses an assertion without user verification', async () => {
    const { token, passkey } = await withPasskey()
    const response = phone.assert(passkey, await unlockOptions(token), { userVerified: false })
    expect((await t.api.call('/user/passkey/unlock/verify', { response }, { token })).code).toBe(10072)
  })

  it('refuses a used challenge', async () => {
    const { token, passkey } = await withPasskey()
    const options = await unlockOptions(token)
    expect((await t.api.call('/user/passkey/unlock/verify', { response: phone.assert(passkey, options) }, { token })).code).toBe(0)
    expect((await t.api.call('/user/passkey/unlock/verify', { response: phone.assert(passkey, options) }, { token })).code).toBe(10070)
  })

  it('refuses an expired challenge', async () => {
    const { token, passkey } = await withPasskey()
    const options = await unlockOptions(token)
    t.clock.advance(CHALLENGE_TTL_MS + 1000)
    expect((await t.api.call('/user/passkey/unlock/verify', { response: phone.assert(passkey, options) }, { token })).code).toBe(10070)
  })

  it('refuses a passkey the server does not know', async () => {
    const { token } = await withPasskey()
    const { passkey: unknown } = phone.create({ challenge: 'never-registered-challenge' })
    const response = phone.assert(unknown, await unlockOptions(token))
    expect((await t.api.call('/user/passkey/unlock/verify', { response }, { token })).code).toBe(10071)
  })

  it("refuses another borrower's passkey", async () => {
    const mine = await withPasskey()
    const theirs = await withPasskey()
    const response = phone.assert(theirs.passkey, await unlockOptions(mine.token))
    expect((await t.api.call('/user/passkey/unlock/verify', { response }, { token: mine.token })).code).toBe(10071)
  })

  it('refuses an assertion from another site', async () => {
    const { token, passkey } = await withPasskey()
    const response = phone.assert(passkey, await unlockOptions(token), { origin: 'https://evil.example' })
    expect((await t.api.call('/user/passkey/unlock/verify', { response }, { token })).code).toBe(10072)
  })

  it("offers no passkey on another lender's site", async () => {
    const { token } = await withPasskey()
    const response = await t.app.request('http://ph.localhost/jackey/user/passkey/unlock/options', {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await response.json()) as { code: number }).code).toBe(10071)
  })

  it('says there is nothing to unlock with once the passkey is removed', async () => {
    const { token, passkeyId } = await withPasskey()
    expect((await t.api.call('/user/passkey/remove', { passkeyId }, { token })).code).toBe(0)
    expect((await t.api.call('/user/passkey/remove', { passkeyId }, { token })).code).toBe(10075)
    expect((await t.api.call('/user/passkey/list', {}, { token })).data).toEqual([])
    expect((await t.api.call('/user/passkey/unlock/options', {}, { token })).code).toBe(10071)
  })

  it("cannot remove another borrower's passkey", async () => {
    const mine = await withPasskey()
    const theirs = await withPasskey()
    expect((await t.api.call('/user/passkey/remove', { passkeyId: theirs.passkeyId }, { token: mine.token })).code).toBe(10075)
    expect((await t.api.call('/user/passkey/list', {}, { token: theirs.token })).data).toHaveLength(1)
  })

  it('forgets every passkey of a deleted account', async () => {
    const { token, passkey } = await withPasskey()
    expect((await t.api.call('/user/delete', {}, { token })).code).toBe(0)
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, passkey.id))).toEqual([])
  })

  it('needs a session: the lock is no way to log in', async () => {
    expect((await t.api.call('/user/passkey/unlock/options', {})).code).toBe(401)
    expect((await t.api.call('/user/unlock/password', { password: 'correct horse 1' })).code).toBe(401)
  })
})

describe('unlocking with the password', () => {
  it.each([
    ['Thai', DEMO],
    ['Philippine', DEMO_PH],
  ])('accepts the %s borrower’s password and refuses a wrong one, leaving the session valid', async (_market, lender) => {
    const { token, password } = await t.registerUser({ lender })
    const wrong = await t.api.call('/user/unlock/password', { password: 'not my password' }, { token })
    expect(wrong.code).toBe(10074)
    expect((await t.api.call('/user/unlock/password', { password }, { token })).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).code).toBe(0)
  })

  it('slows guessing down together with the login form', async () => {
    const { token, mobile, password } = await t.registerUser()
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await t.api.call('/user/unlock/password', { password: 'wrong guess 1' }, { token })).code)
    expect(codes.slice(0, 5)).toEqual([10074, 10074, 10074, 10074, 10074])
    expect(codes[5]).toBe(5)
    expect((await t.api.call('/user/login', { mobile, password, ...DEMO })).code).toBe(5)
    t.clock.advance(2000)
    expect((await t.api.call('/user/unlock/password', { password }, { token })).code).toBe(0)
  })
})
