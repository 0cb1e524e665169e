// The staff second factor: TOTP (RFC 6238) with HMAC-SHA-1, 30-second steps and 6 digits from a
// base32 secret, which is what every common authenticator app produces. The arithmetic is the
// maintained `otpauth` library's (its comparison is timing-safe); this file holds our choices.
import { Secret, TOTP } from 'otpauth'

const ISSUER = 'Jackey back office'
const PERIOD_S = 30

function generator(secret: string, digits = 6, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits, period: PERIOD_S, secret: Secret.fromBase32(secret) })
}

export function newTotpSecret(): string {
  // 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends.
  return new Secret({ size: 20 }).base32
}

/** The step a moment falls in: a code is refused once its step has been used (replay). */
export function totpCounter(at: Date): number {
  return TOTP.counter({ period: PERIOD_S, timestamp: at.getTime() })
}

export function totp(secret: string, at: Date, digits = 6): string {
  return generator(secret, digits).generate({ timestamp: at.getTime() })
}

/**
 * The counter the code belongs to, allowing one step either side for clock drift,
 * or null. The caller refuses a counter it has seen before, so a code works once.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const otp = generator(secret)
  const delta = otp.validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : totpCounter(now) + delta
}

/** What an authenticator app scans (as a QR code) or takes typed in. */
export function totpUri(secret: string, account: string): string {
  return generator(secret, 6, account).toString()
}
