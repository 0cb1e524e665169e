// PHILSYS_QR_PUBLIC_KEY: the Ed25519 key(s) PhilSys QR codes are signed with, as the lender got them
// (docs/identity.md says where, and that no PSA publication of them was found). Each is base64 (or
// base64url) of the raw 32-byte key or of its DER SubjectPublicKeyInfo, or a PEM block; several are
// separated by commas, since third parties name one key for the PhilID card and another for the ePhilID.
import { createPublicKey, type KeyObject } from 'node:crypto'

/** The DER SubjectPublicKeyInfo of an Ed25519 key is this 12-byte prefix and the 32-byte key. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

export class PhilsysKeyError extends Error {
  constructor(detail: string) {
    super(`PHILSYS_QR_PUBLIC_KEY: ${detail}`)
    this.name = 'PhilsysKeyError'
  }
}

export function philsysPublicKeys(value: string): KeyObject[] {
  const entries = value.split(',').map((s) => s.trim()).filter((s) => s !== '')
  if (entries.length === 0) throw new PhilsysKeyError('no key given')
  return entries.map((entry, i) => {
    const key = keyOf(entry)
    if (key?.asymmetricKeyType !== 'ed25519') throw new PhilsysKeyError(`key ${i + 1} is not an Ed25519 public key (base64 of 32 bytes, base64 of its DER, or PEM)`)
    return key
  })
}

function keyOf(entry: string): KeyObject | null {
  try {
    if (entry.startsWith('-----BEGIN')) return createPublicKey(entry)
    const bytes = Buffer.from(entry.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    if (bytes.length === 32) return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, bytes]), format: 'der', type: 'spki' })
    if (bytes.length === 44 && bytes.subarray(0, 12).equals(ED25519_SPKI_PREFIX)) return createPublicKey({ key: bytes, format: 'der', type: 'spki' })
    return null
  } catch {
    return null
  }
}
