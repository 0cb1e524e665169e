import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../server/db/schema'
import { purgeOldRateLimits } from '../../server/domain/accounts/rate-limit'
import { ApiError } from '../../contract/api-error'
import { type GatePolicy, passGate } from '../../server/domain/accounts/attempt-gate'
import { BORROWER_LOGIN, loginThrottle } from '../../server/domain/accounts/login-throttle'
import { apiClient } from '../support/api-client'
import { fromAddress } from '../support/from-address'
import { adminClient, newStaff } from '../support/staff'
import { DEMO, newPhone, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const borrowerAt = (address: string) => apiClient(fromAddress(t.app, address))
const retryAfter = (answer: { data: unknown }) => (answer.data as { retryAfter: number }).retryAfter

/** Wrong passwords from one client until `failures` of them were checked, waiting whenever told to; answers the waits. */
async function guess(failures: number, attempt: () => Promise<{ code: number; data: unknown }>): Promise<number[]> {
  const waits: number[] = []
  for (let checked = 0; checked < failures; ) {
    const answer = await attempt()
    if (answer.code === 5) {
      waits.push(retryAfter(answer))
      t.clock.advance(retryAfter(answer) * 1000)
    } else {
      expect(answer.code).toBe(10001)
      checked++
    }
  }
  return waits
}

describe('borrower login', () => {
  it('slows the guessing client more and more (code 5 with the wait) while the owner logs in from another address', async () => {
    const { mobile, password } = await t.registerUser()
    const attacker = borrowerAt('203.0.113.9')
    const waits = await guess(50, () => attacker.call('/user/login', { mobile, password: 'guess guess', ...DEMO }))
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900])
    expect(waits.slice(11).every((w) => w === 900)).toBe(true)
    // The attacker's client is not even checked now, the right password included.
    expect((await attacker.call('/user/login', { mobile, password, ...DEMO })).code).toBe(5)
    expect((await borrowerAt('198.51.100.20').call('/user/login', { mobile, password, ...DEMO })).code).toBe(0)
  })

  it('lets the owner back in by SMS code from the very address an attacker is hammering, ending the old sessions', async () => {
    const { mobile, token } = await t.registerUser()
    const shared = borrowerAt('203.0.113.50')
    for (let i = 0; i < 30; i++) await shared.call('/user/login', { mobile, password: 'guess guess', ...DEMO })
    expect((await shared.call('/user/login', { mobile, password: 'guess guess', ...DEMO })).code).toBe(5)
    expect((await shared.call('/sms/resetPassword', { mobile, ...DEMO })).code).toBe(0)
    const reset = await shared.call('/user/resetPassword', { mobile, smsCode: await t.smsCode(mobile), password: 'a new secret 2', ...DEMO })
    expect(reset.code).toBe(0)
    expect((await shared.call('/user/info', {}, { token: reset.data.token })).code).toBe(0)
    expect((await shared.call('/user/info', {}, { token })).code).toBe(20001)
    expect((await shared.call('/user/login', { mobile, password: 'a new secret 2', ...DEMO })).code).toBe(0)
  })

  it('takes a reset code only for the number it was sent to, five tries at most', async () => {
    const { mobile, password } = await t.registerUser()
    const owner = borrowerAt('198.51.100.30')
    await owner.call('/sms/resetPassword', { mobile, ...DEMO })
    const code = await t.smsCode(mobile)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) expect((await owner.call('/user/resetPassword', { mobile, smsCode: wrong, password: 'a new secret 3', ...DEMO })).code).toBe(10013)
    expect((await owner.call('/user/resetPassword', { mobile, smsCode: code, password: 'a new secret 3', ...DEMO })).code).toBe(10013)
    expect((await owner.call('/user/login', { mobile, password, ...DEMO })).code).toBe(0)
  })

  it('answers a reset for a number without an account exactly as for one with an account, and texts nobody', async () => {
    const { mobile } = await t.registerUser()
    const stranger = newPhone()
    const client = borrowerAt('198.51.100.31')
    const answers = [await client.call('/sms/resetPassword', { mobile, ...DEMO }), await client.call('/sms/resetPassword', { mobile: stranger, ...DEMO })]
    expect(answers.map((a) => [a.code, a.msg, a.data])).toEqual([
      [0, '', { resendAfter: 60 }],
      [0, '', { resendAfter: 60 }],
    ])
    expect((await client.call('/sms/resetPassword', { mobile: stranger, ...DEMO })).code).toBe(5)
    expect((await t.api.call('/sandbox/sms/last', { mobile: stranger })).code).toBe(40007)
  })

  it('starts the delays over after the right password from that client', async () => {
    const { mobile, password } = await t.registerUser()
    const client = borrowerAt('198.51.100.40')
    const typo = () => client.call('/user/login', { mobile, password: 'typo typo', ...DEMO })
    for (let i = 0; i < 4; i++) expect((await typo()).code).toBe(10001)
    expect((await client.call('/user/login', { mobile, password, ...DEMO })).code).toBe(0)
    for (let i = 0; i < 4; i++) expect((await typo()).code).toBe(10001)
  })

  it('lets a carrier NAT of many borrowers, each with a typo or two, all log in', async () => {
    const nat = borrowerAt('100.64.0.1')
    const users = await Promise.all(Array.from({ length: 35 }, () => t.registerUser()))
    const codes: number[] = []
    for (const { mobile, password } of users) {
      for (let i = 0; i < 2; i++) await nat.call('/user/login', { mobile, password: 'typo typo', ...DEMO })
      codes.push((await nat.call('/user/login', { mobile, password, ...DEMO })).code)
    }
    expect(codes.every((c) => c === 0)).toBe(true)
  })
})

describe('staff login', () => {
  it('signs a staff member in from their own address after another address failed 20 times', async () => {
    const staff = await newStaff(t.database.db, ['reviewer'])
    const attacker = adminClient(fromAddress(t.app, '203.0.113.77'))
    const waits = await guess(20, () => attacker.call('/login', { name: staff.name, password: 'guess guess' }))
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8])
    expect((await attacker.call('/login', { name: staff.name, password: staff.password })).code).toBe(5)
    expect((await adminClient(fromAddress(t.app, '198.51.100.77')).call('/login', { name: staff.name, password: staff.password })).code).toBe(0)
  })
})

describe('the throttle itself', () => {
  const rules = { ...BORROWER_LOGIN, failuresPerAddress: { windowSeconds: 900, max: 3 } }

  it('stops an address that fails across many accounts, with the wait until its window ends, and no other address', async () => {
    const now = new Date('2030-01-01T00:05:00Z')
    for (let i = 0; i < 3; i++) {
      const throttle = loginThrottle('login', rules, `sprayed-${i}`, '192.0.2.66')
      await throttle.admit(t.database.db, now)
      await throttle.failed(t.database.db, now)
    }
    const refused = await loginThrottle('login', rules, 'sprayed-9', '192.0.2.66').admit(t.database.db, now).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ code: 5, retryAfter: 600 })
    await loginThrottle('login', rules, 'sprayed-9', '192.0.2.67').admit(t.database.db, now)
  })

  it('lets only one of many simultaneous attempts through one opening', async () => {
    const policy: GatePolicy = { free: 1, firstDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 3600_000 }
    const bucket = `test-gate:${newPhone()}`
    const now = new Date('2030-01-01T00:00:00Z')
    await passGate(t.database.db, bucket, policy, now)
    const later = new Date(now.getTime() + 1000)
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => passGate(t.database.db, bucket, policy, later)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })
})

describe('behind a trusted proxy', () => {
  it('counts the address the proxy saw, whatever the client wrote before it in X-Forwarded-For', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      const { mobile } = await proxied.registerUser()
      const codes: number[] = []
      for (let i = 0; i < 8; i++) {
        const response = await proxied.app.request('/jackey/user/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}, 203.0.113.77` },
          body: JSON.stringify({ mobile, password: 'guess guess', ...DEMO }),
        })
        codes.push(((await response.json()) as { code: number }).code)
      }
      expect(codes.slice(0, 5)).toEqual([10001, 10001, 10001, 10001, 10001])
      expect(codes.slice(5)).toContain(5)
    } finally {
      await proxied.close()
    }
  })
})

describe('old counters', () => {
  it('are purged two days on, while a live delay and a gate being opened are kept', async () => {
    const { db } = t.database
    const now = t.clock.now
    const day = 86_400_000
    await db.insert(rateLimits).values([
      { bucket: 'purge:old', windowStart: new Date(now.getTime() - 3 * day), count: 4 },
      { bucket: 'purge:recent', windowStart: new Date(now.getTime() - day), count: 4 },
      { bucket: 'purge:opening', windowStart: new Date(0), count: 0 },
    ])
    expect(await purgeOldRateLimits(db, now)).toBeGreaterThanOrEqual(1)
    const left = (await db.select({ bucket: rateLimits.bucket }).from(rateLimits).where(like(rateLimits.bucket, 'purge:%'))).map((r) => r.bucket)
    expect(left.sort()).toEqual(['purge:opening', 'purge:recent'])
  })
})
