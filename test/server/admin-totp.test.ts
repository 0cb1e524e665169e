import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode } from '../../server/domain/staff/base32'
import { hotp, matchTotp, newTotpSecret, totp, totpCounter } from '../../server/domain/staff/totp'

// RFC 6238 appendix B, SHA-1 column: the 20-byte ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890')
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
    expect(hotp(RFC_KEY, totpCounter(new Date(seconds * 1000)), 8)).toBe(code)
  })

  it('reads the same key from its base32 form, as authenticator apps do', () => {
    const secret = base32Encode(RFC_KEY)
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(totp(secret, new Date(59_000), 8)).toBe('94287082')
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY)
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
    expect(base32Decode(a)).toHaveLength(20)
    expect(newTotpSecret()).not.toBe(a)
  })
})
