import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, e164, newPhone, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('registration', () => {
  it('registers a phone with the code sent to it and returns a working token', async () => {
    const { mobile, token } = await t.registerUser()
    const info = await t.api.call('/user/info', {}, { token })
    expect(info.code).toBe(0)
    expect(info.data.mobile).toBe(e164(mobile))
    expect(info.data.userQualificationView).toEqual({ identity: 0, basicInformation: 0, bankCard: 0 })
    expect(info.data.hasWithdrawPin).toBe(false)
  })

  it('refuses a wrong one-time code with 10013 and marks the field', async () => {
    const mobile = newPhone()
    await t.api.call('/sms/register', { mobile, ...DEMO })
    const real = await t.smsCode(mobile)
    const wrong = real === '000000' ? '111111' : '000000'
    const answer = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode: wrong, ...DEMO })
    expect(answer.code).toBe(10013)
    expect(answer.data).toEqual({ fields: ['smsCode'] })
  })

  it('takes the phone and the code as a borrower types or pastes them, with dashes and spaces, and keeps the phone in E.164', async () => {
    const national = newPhone()
    const typed = `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    await t.api.call('/sms/register', { mobile: typed, ...DEMO })
    const code = await t.smsCode(national)
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`
    const answer = await t.api.call('/user/register', { mobile: typed, password: 'long enough 1', smsCode: spaced, ...DEMO })
    expect(answer.code).toBe(0)
    const info = await t.api.call('/user/info', {}, { token: answer.data.token })
    expect(info.data.mobile).toBe(e164(national))
  })

  it('accepts a one-time code only once', async () => {
    const mobile = newPhone()
    await t.api.call('/sms/register', { mobile, ...DEMO })
    const smsCode = await t.smsCode(mobile)
    const first = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode, ...DEMO })
    expect(first.code).toBe(0)
    const again = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode, ...DEMO })
    expect(again.code).toBe(10013)
  })

  it('answers 10000 only when an unknown invite code is given', async () => {
    const mobile = newPhone()
    await t.api.call('/sms/register', { mobile, ...DEMO })
    const smsCode = await t.smsCode(mobile)
    const unknown = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode, telemarketingCode: 'NOPE', ...DEMO })
    expect(unknown.code).toBe(10000)
    const known = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode, telemarketingCode: 'DEMO2026', ...DEMO })
    expect(known.code).toBe(0)
  })

  it('tells a verified phone owner that the number is already registered', async () => {
    const { mobile } = await t.registerUser()
    t.clock.advance(61_000)
    await t.api.call('/sms/register', { mobile, ...DEMO })
    const answer = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode: await t.smsCode(mobile), ...DEMO })
    expect(answer.code).toBe(10002)
  })

  it("refuses a password shorter than 8 characters (10004) and a phone that is no mobile number of the lender's market (10042)", async () => {
    const short = await t.api.raw('/user/register', { mobile: newPhone(), password: 'short', smsCode: '123456', ...DEMO })
    expect(short).toMatchObject({ code: 10004, data: { fields: ['password'] } })
    const phone = await t.api.raw('/sms/register', { mobile: '1234567890', ...DEMO })
    expect(phone).toMatchObject({ code: 10042, data: { fields: ['mobile'] } })
  })

  it('asks to wait 60 seconds before sending another code (code 5)', async () => {
    const mobile = newPhone()
    expect((await t.api.call('/sms/login', { mobile, ...DEMO })).data).toEqual({ resendAfter: 60 })
    expect((await t.api.call('/sms/login', { mobile, ...DEMO })).code).toBe(5)
    t.clock.advance(61_000)
    expect((await t.api.call('/sms/login', { mobile, ...DEMO })).code).toBe(0)
  })

  it('does not accept a code after its 5 minutes', async () => {
    const mobile = newPhone()
    await t.api.call('/sms/register', { mobile, ...DEMO })
    const smsCode = await t.smsCode(mobile)
    t.clock.advance(5 * 60_000 + 1000)
    const answer = await t.api.call('/user/register', { mobile, password: 'long enough 1', smsCode, ...DEMO })
    expect(answer.code).toBe(10013)
  })
})

describe('login and sessions', () => {
  it('logs in with the right password and refuses a wrong one or an unknown phone alike', async () => {
    const { mobile, password } = await t.registerUser()
    const ok = await t.api.call('/user/login', { mobile, password, ...DEMO })
    expect(ok.code).toBe(0)
    expect(ok.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const wrong = await t.api.call('/user/login', { mobile, password: 'not the password', ...DEMO })
    const unknown = await t.api.call('/user/login', { mobile: newPhone(), password, ...DEMO })
    expect(wrong.code).toBe(10001)
    expect(unknown.code).toBe(10001)
    expect(unknown.msg).toBe(wrong.msg)
  })

  // The reads that check the session in their own statement (readsSession), and one that is checked before it runs.
  const signedInReads = [
    ['/user/info', {}],
    ['/loan/getUserOrderList', {}],
    ['/loan/orderInfo', { loanOrderId: 1 }],
    ['/loan/getLoanProgress', {}],
  ] as const

  it('answers 401 without a token or with an unknown one, before looking at the body', async () => {
    for (const [path, body] of signedInReads) {
      expect((await t.api.call(path, body)).code, path).toBe(401)
      expect((await t.api.call(path, body, { token: 'forged' })).code, path).toBe(401)
      expect((await t.api.call(path, { loanOrderId: 'x' } as never, { token: 'forged' })).code, path).toBe(401)
    }
  })

  it('revokes the token at logout and asks the browser to clear its cache', async () => {
    const { token } = await t.registerUser()
    const out = await t.api.call('/user/logout', {}, { token })
    expect(out.code).toBe(0)
    expect(out.headers.get('clear-site-data')).toBe('"cache"')
    for (const [path, body] of signedInReads) expect((await t.api.call(path, body, { token })).code, path).toBe(20001)
  })

  it('expires a session left idle longer than the idle limit', async () => {
    const { token } = await t.registerUser()
    t.clock.advance(15 * 86_400_000)
    for (const [path, body] of signedInReads) expect((await t.api.call(path, body, { token })).code, path).toBe(20001)
  })

  it('keeps a session in use alive: each call a minute apart moves the idle limit on', async () => {
    const { token } = await t.registerUser()
    for (const [path, body] of signedInReads) {
      t.clock.advance(13 * 86_400_000)
      expect((await t.api.call(path, body, { token })).code, path).not.toBe(20001)
    }
  })

  it('makes a client wait a second after five wrong passwords (code 5 with the wait), then checks again', async () => {
    const { mobile, password } = await t.registerUser()
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await t.api.call('/user/login', { mobile, password: 'wrong password', ...DEMO })).code)
    expect(codes).toEqual(Array(5).fill(10001))
    expect(await t.api.call('/user/login', { mobile, password, ...DEMO })).toMatchObject({ code: 5, data: { retryAfter: 1 } })
    t.clock.advance(1000)
    expect((await t.api.call('/user/login', { mobile, password, ...DEMO })).code).toBe(0)
  })
})

describe('idempotency', () => {
  it('returns the first answer again for a repeat with the same key and creates nothing twice', async () => {
    const mobile = newPhone()
    await t.api.call('/sms/register', { mobile, ...DEMO })
    const body = { mobile, password: 'long enough 1', smsCode: await t.smsCode(mobile), ...DEMO }
    const key = crypto.randomUUID()
    const first = await t.api.call('/user/register', body, { key })
    const second = await t.api.call('/user/register', body, { key })
    expect(first.code).toBe(0)
    expect(second).toMatchObject({ code: 0, data: first.data })
  })

  it('refuses the same key with a different body (10004)', async () => {
    const { token } = await t.registerUser()
    const key = crypto.randomUUID()
    expect((await t.api.call('/sms/login', { mobile: newPhone(), ...DEMO }, { key, token })).code).toBe(0)
    expect((await t.api.call('/sms/login', { mobile: newPhone(), ...DEMO }, { key, token })).code).toBe(10004)
  })
})

describe('the HTTP surface', () => {
  it('answers malformed JSON with 10004 and HTTP 200', async () => {
    const answer = await t.api.raw('/user/login', '{"mobile":')
    expect(answer.status).toBe(200)
    expect(answer.code).toBe(10004)
  })

  it('answers an unknown call with 40007', async () => {
    expect((await t.api.raw('/no/such/call', {})).code).toBe(40007)
  })

  it('sends no-store and the security headers on every API answer', async () => {
    const { headers } = await t.api.call('/loan/appList', {})
    expect(headers.get('cache-control')).toBe('no-store')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })
})
