// The app lock's wire: WebAuthn options and answers as @simplewebauthn's JSON shapes (base64url
// strings). The ceremony on the server checks what matters (challenge, origin, RP ID, signature).
import * as z from 'zod/mini'
import { id, password } from './fields'

// A credential id is at most 1023 bytes (WebAuthn §5.8.3); public keys and attestations are a
// few kilobytes at most from the authenticators a phone has.
const b64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[\w-]*$/))
const credentialId = b64url(1400)
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const
export type PasskeyTransport = (typeof PASSKEY_TRANSPORTS)[number]
const transports = z.array(z.enum(PASSKEY_TRANSPORTS)).check(z.maxLength(8))
const descriptor = z.object({ id: z.string(), type: z.literal('public-key'), transports: z.optional(transports) })
const userVerification = z.optional(z.enum(['discouraged', 'preferred', 'required']))
const hints = z.optional(z.array(z.enum(['hybrid', 'security-key', 'client-device'])))
const extensions = z.optional(z.object({ credProps: z.optional(z.boolean()) }))

// Every key the server's generator writes: the app parses answers with these, dropping the rest.
export const registrationOptionsData = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(descriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      requireResidentKey: z.optional(z.boolean()),
      userVerification,
    }),
  ),
  attestation: z.optional(z.enum(['none', 'direct', 'enterprise', 'indirect'])),
  extensions,
  hints,
})

export const authenticationOptionsData = z.object({
  challenge: z.string(),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(z.array(descriptor)),
  userVerification,
  extensions,
  hints,
})

// The one extension the options ask for (credProps, set by the generator); nothing depends on it.
const clientExtensionResults = z.object({ credProps: z.optional(z.object({ rk: z.optional(z.boolean()) })) })
const attachment = z.optional(z.enum(['platform', 'cross-platform']))
const answeredTransports = z.optional(z.array(z.string().check(z.maxLength(16))).check(z.maxLength(8)))

export const registrationVerifyBody = z.object({
  response: z.object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: b64url(4096),
      attestationObject: b64url(16384),
      authenticatorData: z.optional(b64url(16384)),
      transports: answeredTransports,
      publicKeyAlgorithm: z.optional(z.number()),
      publicKey: z.optional(b64url(4096)),
    }),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  }),
})

export const authenticationVerifyBody = z.object({
  response: z.object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: b64url(4096),
      authenticatorData: b64url(4096),
      signature: b64url(1024),
      userHandle: z.optional(b64url(128)),
    }),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  }),
})

export const passkeySchema = z.object({
  passkeyId: z.number(),
  transports: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
})
export type Passkey = z.infer<typeof passkeySchema>

export const passkeyAddedData = z.object({ passkeyId: z.number() })
export const passkeyListData = z.array(passkeySchema)
export const passkeyRemoveBody = z.object({ passkeyId: id })
export const passwordUnlockBody = z.object({ password })
