import { describe, expect, it } from 'vitest'
import { matchTotp, newTotpSecret, totp, totpCounter, totpUri } from '../../server/domain/staff/totp'

// RFC 6238 appendix B, SHA-1 column: the 20-byte ASCII key "12345678901234567890", 8 digits,
// given here in base32 as an authenticator app takes it (RFC 4648 of the same bytes).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('TOTP for the staff second factor', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 code at %i seconds', (seconds, code) => {
    expect(totp(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code)
  })

  it('counts 30-second steps from the epoch', () => {
    expect(totpCounter(new Date(59_000))).toBe(1)
    expect(totpCounter(new Date(1_111_111_109_000))).toBe(37_037_036)
  })

  it('gives authenticator apps a SHA-1, 6-digit, 30-second URI with the issuer and account', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'somchai'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET)
    expect(uri.searchParams.get('issuer')).toBe('Jackey back office')
    expect(Object.fromEntries(['algorithm', 'digits', 'period'].map((k) => [k, uri.searchParams.get(k)]))).toEqual({ algorithm: 'SHA1', digits: '6', period: '30' })
    expect(decodeURIComponent(uri.pathname)).toContain('Jackey back office:somchai')
  })

  it('accepts the code of the previous and next 30 s step, and no further', () => {
    const secret = newTotpSecret()
    const now = new Date('2026-11-22T10:00:15Z')
    const at = (ms: number) => totp(secret, new Date(now.getTime() + ms))
    expect(matchTotp(secret, at(0), now)).toBe(totpCounter(now))
    expect(matchTotp(secret, at(-30_000), now)).toBe(totpCounter(now) - 1)
    expect(matchTotp(secret, at(30_000), now)).toBe(totpCounter(now) + 1)
    expect(matchTotp(secret, at(-60_000), now)).toBeNull()
    expect(matchTotp(secret, '12345', now)).toBeNull()
  })

  it('makes 160-bit secrets that differ every time', () => {
    const a = newTotpSecret()
    expect(a).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(a)
  })
})
