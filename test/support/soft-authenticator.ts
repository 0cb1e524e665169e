// A platform authenticator in software, for server tests: makes real ES256 passkeys and signs
// real assertions, so @simplewebauthn/server checks them exactly as it checks a phone's.
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

type Options = { challenge: string; rp?: { id?: string }; rpId?: string }
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 }

export type SoftPasskey = { id: string; privateKey: KeyObject; publicKey: Uint8Array; counter: number }

export function softAuthenticator(origin = 'http://localhost', rpId = 'localhost') {
  const clientData = (type: string, challenge: string, overrides: { origin?: string } = {}) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: overrides.origin ?? origin, crossOrigin: false })).toString('base64url')
  const authData = (flags: number, counter: number, attested?: Buffer) => {
    const head = Buffer.alloc(37)
    createHash('sha256').update(rpId).digest().copy(head, 0)
    head.writeUInt8(flags, 32)
    head.writeUInt32BE(counter, 33)
    return attested ? Buffer.concat([head, attested]) : head
  }

  return {
    /** A new passkey and the registration answer the browser would send for it. */
    create(options: Options, overrides: { origin?: string; userVerified?: boolean; sameKeyAs?: SoftPasskey } = {}) {
      const { privateKey, publicKey } = overrides.sameKeyAs
        ? { privateKey: overrides.sameKeyAs.privateKey, publicKey: createPublicKey(overrides.sameKeyAs.privateKey) }
        : generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      )
      const rawId = overrides.sameKeyAs ? Buffer.from(overrides.sameKeyAs.id, 'base64url') : randomBytes(32)
      const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, rawId.length]), rawId, Buffer.from(cose)])
      const flags = FLAGS.userPresent | (overrides.userVerified === false ? 0 : FLAGS.userVerified) | FLAGS.attested
      const attestation = new Map<string, string | Map<string, never> | Uint8Array>()
      attestation.set('fmt', 'none').set('attStmt', new Map<string, never>()).set('authData', authData(flags, 0, attested))
      const attestationObject = isoCBOR.encode(attestation)
      const id = rawId.toString('base64url')
      const passkey: SoftPasskey = { id, privateKey, publicKey: cose, counter: 0 }
      const response = {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, overrides),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal' as const],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      }
      return { passkey, response }
    },

    /** The assertion the browser would send when the borrower unlocks with `passkey`. */
    assert(passkey: SoftPasskey, options: Options, overrides: { origin?: string; userVerified?: boolean } = {}) {
      passkey.counter += 1
      const data = authData(FLAGS.userPresent | (overrides.userVerified === false ? 0 : FLAGS.userVerified), passkey.counter)
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides)
      const signed = Buffer.concat([data, createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest()])
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON,
          authenticatorData: data.toString('base64url'),
          signature: sign('sha256', signed, passkey.privateKey).toString('base64url'),
        },
        clientExtensionResults: {},
      }
    },
  }
}
