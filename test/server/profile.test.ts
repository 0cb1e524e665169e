import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { applyIdentityImages } from '../../server/domain/profile/identity-images'
import { fakeJpeg, jpegFile, jpegPrefixedHtml, jpegWithGps, jpegWithScriptTail, oversizedJpeg, pngFile } from '../fixtures/images'
import { BASIC, completeProfile, IDENTITY, newThaiId, verifyIdentityByPerson } from '../support/profile'
import { e164, newPhone, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

async function consentingUser() {
  const user = await t.registerUser()
  for (const purpose of ['identity_verification', 'bank_account', 'credit_assessment'] as const) {
    await t.api.call('/user/consent/give', { purpose }, { token: user.token })
  }
  return user
}

async function storedPhoto(token: string, field: 'frontImage' | 'backImage' | 'handHoldImage'): Promise<Uint8Array> {
  const url = (await t.api.call('/user/identity', {}, { token })).data[field] ?? ''
  return new Uint8Array(await (await t.app.request(url, { headers: { authorization: token } })).arrayBuffer())
}

const threePhotos = () => ({ frontImage: jpegFile(), backImage: jpegFile(), handHoldImage: jpegFile() })

describe('consent', () => {
  it('refuses identity, bank and contact data before its consent is given (10040)', async () => {
    const { token } = await t.registerUser()
    expect((await t.api.call('/user/update', { realName: 'A B' }, { token })).code).toBe(10040)
    expect((await t.upload('/user/identity/apply', threePhotos(), token)).code).toBe(10040)
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '1234567890' }, { token })).code).toBe(10040)
    expect((await t.api.call('/user/consents', {}, { token })).data).toEqual([])
  })

  it('records each consent with its version and time, and erases the data when it is withdrawn', async () => {
    const { token } = await consentingUser()
    await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '1234567890' }, { token })
    const listed = await t.api.call('/user/consents', {}, { token })
    expect(listed.data.map((c) => c.purpose).sort()).toEqual(['bank_account', 'credit_assessment', 'identity_verification'])
    expect(listed.data[0]?.version).toMatch(/^\d{4}-\d{2}$/)
    expect((await t.api.call('/user/consent/withdraw', { purpose: 'bank_account' }, { token })).code).toBe(0)
    const info = await t.api.call('/user/info', {}, { token })
    expect(info.data).toMatchObject({ bankName: null, cardNo: null, userQualificationView: { bankCard: 0 } })
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '1234567890' }, { token })).code).toBe(10040)
  })
})

describe('identity', () => {
  it('starts an identity check once every field and the three photos are on file, and verifies only when it passes', async () => {
    const { token } = await consentingUser()
    expect((await t.api.call('/user/update', { ...IDENTITY, identity: newThaiId() }, { token })).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).data).toMatchObject({ kyc: { status: 'none' }, userQualificationView: { identity: 0 } })
    expect((await t.upload('/user/identity/apply', threePhotos(), token)).code).toBe(0)
    const info = await t.api.call('/user/info', {}, { token })
    expect(info.data).toMatchObject({ identityImages: true, kyc: { status: 'pending' }, userQualificationView: { identity: 0 } })
  })

  it('needs all three photos the first time, and then takes one at a time', async () => {
    const { token } = await consentingUser()
    const first = await t.upload('/user/identity/apply', { frontImage: jpegFile() }, token)
    expect(first).toMatchObject({ code: 20000, data: { fields: ['backImage', 'handHoldImage'] } })
    expect((await t.upload('/user/identity/apply', threePhotos(), token)).code).toBe(0)
    expect((await t.upload('/user/identity/apply', { backImage: jpegFile() }, token)).code).toBe(0)
  })

  it('removes a replaced photo only once the replacement is committed', async () => {
    const { token, mobile } = await consentingUser()
    expect((await t.upload('/user/identity/apply', threePhotos(), token)).code).toBe(0)
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, e164(mobile)))
    const oldKey = user?.identityBackKey ?? ''
    const ctx = { services: t.services, db: t.database.db, userId: user?.id ?? null, ip: '127.0.0.1', deviceId: null, afterCommit: () => undefined }
    const failed = t.database.db.transaction(async (tx) => {
      await applyIdentityImages({ ...ctx, db: tx }, { backImage: jpegFile() })
      throw new Error('the transaction fails after the photo was replaced')
    })
    await expect(failed).rejects.toThrow('the transaction fails')
    expect(await t.services.storage.get(oldKey)).not.toBeNull()
    expect((await t.upload('/user/identity/apply', { backImage: jpegFile() }, token)).code).toBe(0)
    expect(await t.services.storage.get(oldKey)).toBeNull()
  })

  it('judges photos by their bytes: a fake JPEG and one over 5 MB are refused (20000)', async () => {
    const { token } = await consentingUser()
    const fake = await t.upload('/user/identity/apply', { ...threePhotos(), backImage: fakeJpeg() }, token)
    expect(fake).toMatchObject({ code: 20000, data: { fields: ['backImage'] } })
    const big = await t.upload('/user/identity/apply', { ...threePhotos(), frontImage: oversizedJpeg() }, token)
    expect(big).toMatchObject({ code: 20000, data: { fields: ['frontImage'] } })
  })

  it('refuses a file that starts like a JPEG but is a web page behind the magic bytes (20000)', async () => {
    const { token } = await consentingUser()
    const disguised = await t.upload('/user/identity/apply', { ...threePhotos(), handHoldImage: jpegPrefixedHtml() }, token)
    expect(disguised).toMatchObject({ code: 20000, data: { fields: ['handHoldImage'] } })
  })

  it('stores a re-encoded photo: no GPS or other EXIF, upright, and nothing appended after the image', async () => {
    const { token } = await consentingUser()
    const camera = await jpegWithGps()
    const sent = new Uint8Array(await camera.arrayBuffer())
    expect((await sharp(sent).metadata()).exif).toBeDefined()
    expect((await t.upload('/user/identity/apply', { ...threePhotos(), frontImage: camera, backImage: jpegWithScriptTail() }, token)).code).toBe(0)
    const front = await storedPhoto(token, 'frontImage')
    expect(front).not.toEqual(sent)
    const meta = await sharp(front).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 30, height: 40 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(Buffer.from(await storedPhoto(token, 'backImage')).toString('latin1')).not.toContain('<script>')
  })

  it('stores a PNG identity photo as JPEG and a signature as PNG, both re-encoded', async () => {
    const { token } = await consentingUser()
    expect((await t.upload('/user/identity/apply', { ...threePhotos(), frontImage: pngFile('front.png') }, token)).code).toBe(0)
    expect((await sharp(await storedPhoto(token, 'frontImage')).metadata()).format).toBe('jpeg')
    const signed = await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    const url = (signed.data as { signatureImg: string }).signatureImg
    const signature = new Uint8Array(await (await t.app.request(url, { headers: { authorization: token } })).arrayBuffer())
    expect(await sharp(signature).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 1, height: 1 })
  })

  it('serves a photo only to its owner, with private no-store caching', async () => {
    const owner = await consentingUser()
    await t.upload('/user/identity/apply', threePhotos(), owner.token)
    const urls = (await t.api.call('/user/identity', {}, { token: owner.token })).data
    expect(urls.frontImage).toMatch(/^\/jackey\/files\/[a-f0-9]{32}\.jpg$/)
    const mine = await t.app.request(urls.frontImage ?? '', { headers: { authorization: owner.token } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/jpeg')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    const stranger = await t.registerUser()
    expect((await t.app.request(urls.frontImage ?? '', { headers: { authorization: stranger.token } })).status).toBe(404)
    expect((await t.app.request(urls.frontImage ?? '')).status).toBe(401)
  })

  it('refuses an ID number without a valid Thai check digit (10014) and one already registered (10026)', async () => {
    const { token } = await consentingUser()
    const bad = await t.api.call('/user/update', { identity: '1234567890123' }, { token })
    expect(bad).toMatchObject({ code: 10014, data: { fields: ['identity'] } })
    const taken = newThaiId()
    expect((await t.api.call('/user/update', { identity: taken }, { token })).code).toBe(0)
    const other = await consentingUser()
    expect((await t.api.call('/user/update', { identity: taken }, { token: other.token })).code).toBe(10026)
  })

  it('keeps the verified name and ID number from changing (10006) but lets other fields change', async () => {
    const { token } = await consentingUser()
    await t.api.call('/user/update', { ...IDENTITY, identity: newThaiId() }, { token })
    await t.upload('/user/identity/apply', threePhotos(), token)
    await verifyIdentityByPerson(t, token)
    expect((await t.api.call('/user/update', { realName: 'Someone Else' }, { token })).code).toBe(10006)
    expect((await t.api.call('/user/update', { marriage: 'married' }, { token })).code).toBe(0)
  })

  it('keeps SQL and HTML typed into a text field as plain text', async () => {
    const { token } = await consentingUser()
    const address = "<img src=x onerror=alert(1)>'; drop table users; --"
    expect((await t.api.call('/user/update', { address }, { token })).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).data.address).toBe(address)
  })
})

describe('basic information', () => {
  it('checks the email, the region and the options against the lists', async () => {
    const { token } = await consentingUser()
    expect((await t.api.call('/user/update', { email: 'not-an-email' }, { token })).data).toEqual({ fields: ['email'] })
    expect((await t.api.call('/user/update', { provinceCity: 'Atlantis,Nowhere' }, { token })).data).toEqual({ fields: ['provinceCity'] })
    expect((await t.api.call('/user/update', { education: 'wizardry' }, { token })).data).toEqual({ fields: ['education'] })
    expect((await t.api.call('/user/update', BASIC, { token })).code).toBe(0)
    const other = await consentingUser()
    expect((await t.api.call('/user/update', { email: BASIC.email }, { token: other.token })).code).toBe(10025)
  })

  it('takes two contacts with distinct numbers that are not the borrower own', async () => {
    const { token, mobile } = await consentingUser()
    const same = newPhone()
    const repeated = { contacts: [{ name: 'A', relation: 'Sister', mobile: same }, { name: 'B', relation: 'Friend', mobile: same }] }
    expect((await t.api.call('/user/updateEmergency', repeated, { token })).data).toEqual({ fields: ['contacts'] })
    const own = { contacts: [{ name: 'A', relation: 'Sister', mobile }, { name: 'B', relation: 'Friend', mobile: newPhone() }] }
    expect((await t.api.call('/user/updateEmergency', own, { token })).code).toBe(10004)
    const good = { contacts: [{ name: 'A', relation: 'Sister', mobile: newPhone() }, { name: 'B', relation: 'Friend', mobile: newPhone() }] }
    expect((await t.api.call('/user/updateEmergency', good, { token })).code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).data.emergencyContacts).toEqual(good.contacts.map((c) => ({ ...c, mobile: e164(c.mobile) })))
  })

  it("takes the contacts' numbers in national or international form, refuses another country's or a landline (10042)", async () => {
    const { token, mobile } = await consentingUser()
    const contacts = (a: string, b: string) => ({ contacts: [{ name: 'A', relation: 'Sister', mobile: a }, { name: 'B', relation: 'Friend', mobile: b }] })
    expect((await t.api.call('/user/updateEmergency', contacts('+63 917 123 4567', newPhone()), { token })).data).toEqual({ fields: ['contacts.0.mobile'] })
    expect((await t.api.call('/user/updateEmergency', contacts(newPhone(), '02 123 4567'), { token })).code).toBe(10042)
    // The borrower's own number typed in the other form is still their own.
    expect((await t.api.call('/user/updateEmergency', contacts(e164(mobile), newPhone()), { token })).code).toBe(10004)
    expect((await t.api.call('/user/updateEmergency', contacts('+66 81-234-5678', '0066 89 876 5432'), { token })).code).toBe(0)
    const stored = (await t.api.call('/user/info', {}, { token })).data.emergencyContacts.map((c) => c.mobile)
    expect(stored).toEqual(['+66812345678', '+66898765432'])
  })

  it('binds only a bank from the list with a 10 to 15 digit account number (10028)', async () => {
    const { token } = await consentingUser()
    expect((await t.api.call('/user/bank/binding', { bankName: '999', cardNo: '1234567890' }, { token })).data).toEqual({ fields: ['bankName'] })
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '12345' }, { token })).code).toBe(10028)
    expect((await t.api.call('/user/bank/binding', { bankName: '004', cardNo: '1234567890' }, { token })).code).toBe(0)
  })

  it('reports the whole profile complete once everything is on file', async () => {
    const { token } = await t.registerUser()
    await completeProfile(t, token)
    expect((await t.api.call('/user/info', {}, { token })).data.userQualificationView).toEqual({ identity: 1, basicInformation: 1, bankCard: 1 })
  })
})

describe('signature', () => {
  it('stores a PNG signature and refuses anything else', async () => {
    const { token } = await t.registerUser()
    expect((await t.upload('/user/signatureImg/upload', { img: jpegFile() }, token)).code).toBe(20000)
    const answer = await t.upload('/user/signatureImg/upload', { img: pngFile() }, token)
    expect(answer.code).toBe(0)
    expect((await t.api.call('/user/info', {}, { token })).data.signatureImg).toBe((answer.data as { signatureImg: string }).signatureImg)
  })
})

describe('exactly once', () => {
  it('stores one set of photos for a repeated upload with the same key', async () => {
    const { token } = await consentingUser()
    const before = (await readdir(t.uploadsDir, { recursive: true })).length
    const key = crypto.randomUUID()
    const photos = threePhotos()
    expect((await t.upload('/user/identity/apply', photos, token, key)).code).toBe(0)
    expect((await t.upload('/user/identity/apply', photos, token, key)).code).toBe(0)
    const files = (await readdir(t.uploadsDir, { recursive: true })).filter((f) => f.includes('.'))
    expect(files.length - before).toBeLessThanOrEqual(3)
    const other = { frontImage: pngFile('x.png'), backImage: jpegFile(), handHoldImage: jpegFile() }
    expect((await t.upload('/user/identity/apply', other, token, key)).code).toBe(10004)
  })
})

describe('data rights', () => {
  it('exports everything held about the borrower as JSON', async () => {
    const { token, mobile } = await t.registerUser()
    await completeProfile(t, token)
    const { data } = await t.api.call('/user/export', {}, { token })
    expect(data).toMatchObject({ account: { mobile: e164(mobile) }, profile: { realName: IDENTITY.realName } })
    expect((data.consents as unknown[]).length).toBe(4)
  })

  it('deletes the account and its personal data, ending every session (7 afterwards)', async () => {
    const { token, mobile, password } = await t.registerUser()
    await completeProfile(t, token)
    expect((await t.api.call('/user/delete', {}, { token })).code).toBe(0)
    expect([7, 20001]).toContain((await t.api.call('/user/info', {}, { token })).code)
    expect((await t.api.call('/user/login', { mobile, password, companyId: 1, appId: 1, platform: 'h5' })).code).toBe(10001)
  })
})

describe('an empty update', () => {
  it('changes nothing and succeeds (a bug once answered 500)', async () => {
    const { token } = await t.registerUser()
    expect(await t.api.call('/user/update', {}, { token })).toMatchObject({ status: 200, code: 0 })
  })
})
