// TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 30-second steps, 6 digits, which is
// what every common authenticator app produces from a base32 secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { base32Decode, base32Encode } from './base32'

const STEP_MS = 30_000

export function newTotpSecret(): string {
  // 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends.
  return base32Encode(randomBytes(20))
}

export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export function totpCounter(at: Date): number {
  return Math.floor(at.getTime() / STEP_MS)
}

export function totp(secret: string, at: Date, digits = 6): string {
  return hotp(base32Decode(secret), totpCounter(at), digits)
}

/**
 * The counter the code belongs to, allowing one step either side for clock drift,
 * or null. The caller refuses a counter it has seen before, so a code works once.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secret)
  const current = totpCounter(now)
  for (const counter of [current, current - 1, current + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, counter)), Buffer.from(code))) return counter
  }
  return null
}

/** What an authenticator app scans (as a QR code) or takes typed in. */
export function totpUri(secret: string, account: string, issuer = 'Jackey back office'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`
}
