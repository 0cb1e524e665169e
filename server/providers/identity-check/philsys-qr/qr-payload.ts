// The two QR formats PhilSys prints, as third parties that read them implement them (docs/identity.md
// "PhilSys"; the PSA's own specification was not available to us, so the exact signed bytes are
// unconfirmed):
// - the PhilID card (version 1): JSON {DateIssued, Issuer, subject: {Suffix, lName, fName, mName, sex,
//   BF, DOB, POB, PCN}, alg: "EDDSA", signature}. The Ed25519 signature (base64) covers the same fields
//   printed as two-space indented JSON in that order, without `signature`, with ñ and Ñ written as "?".
// - the ePhilID (version 3): a four-character prefix, then base45 of a COSE_Sign1 CBOR Web Token whose
//   claim 1 names the issuer and claim 169 holds {i, d, sb: {fn, mn, ln, sf, s, DOB, POB, PCN, BF}, img}. Its
//   signature is taken to be COSE's (RFC 9052: over ["Signature1", protected header, h'', payload]).
// Parsing never throws: anything else is `not_philsys`, with what was wrong for the log.
import { inflateSync } from 'node:zlib'
import { decodeBase45 } from './base45'
import { CborTagged, type CborValue, decodeCbor, encodeCbor } from './cbor'

export type QrFormat = 'philid-v1' | 'ephilid-v3'

/** The signed demographic data, as printed; dates as on the card (see birthdayOf). */
export type PhilsysSubject = { pcn: string; firstName: string; middleName: string; lastName: string; suffix: string; birthday: string }

export type PhilsysQr = { ok: true; format: QrFormat; subject: PhilsysSubject; signedBytes: Uint8Array; signature: Uint8Array }
export type NotPhilsys = { ok: false; detail: string }

const V1_SUBJECT = ['Suffix', 'lName', 'fName', 'mName', 'sex', 'BF', 'DOB', 'POB', 'PCN'] as const
/** A QR code holds at most 2,953 bytes; the inflated CWT with its photo stays well under this. */
const MAX_INFLATED = 64 * 1024
/** COSE_Sign1's CBOR tag and CWT's. */
const COSE_SIGN1 = 18
const CWT = 61

const notPhilsys = (detail: string): NotPhilsys => ({ ok: false, detail })

export function parsePhilsysQr(text: string): PhilsysQr | NotPhilsys {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) return parseV1(trimmed)
  return parseV3(trimmed)
}

function parseV1(text: string): PhilsysQr | NotPhilsys {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return notPhilsys('JSON that does not parse')
  }
  if (!isRecord(json) || !isRecord(json.subject)) return notPhilsys('JSON without a subject')
  const subject = json.subject
  const strings = [json.DateIssued, json.Issuer, json.alg, json.signature, ...V1_SUBJECT.map((k) => subject[k])]
  if (!strings.every((s) => typeof s === 'string')) return notPhilsys('a PhilID field missing or not text')
  const field = (record: Record<string, unknown>, key: string) => String(record[key])
  const signature = Buffer.from(field(json, 'signature'), 'base64')
  if (signature.length !== 64) return notPhilsys('a signature that is not 64 bytes of base64')
  const lines = [
    `  "DateIssued": "${field(json, 'DateIssued')}",`,
    `  "Issuer": "${field(json, 'Issuer')}",`,
    '  "subject": {',
    ...V1_SUBJECT.map((k, i) => `    "${k}": "${field(subject, k)}"${i < V1_SUBJECT.length - 1 ? ',' : ''}`),
    '  },',
    `  "alg": "${field(json, 'alg')}"`,
  ]
  const signed = `{\n${lines.join('\n')}\n}`.replace(/[ñÑ]/g, '?')
  return {
    ok: true,
    format: 'philid-v1',
    subject: { pcn: field(subject, 'PCN'), firstName: field(subject, 'fName'), middleName: field(subject, 'mName'), lastName: field(subject, 'lName'), suffix: field(subject, 'Suffix'), birthday: field(subject, 'DOB') },
    signedBytes: signedTextBytes(signed),
    signature: new Uint8Array(signature),
  }
}

/** The issuer's tools sign the text one byte a character (Latin-1); a character past that cannot have been signed as it stands. */
function signedTextBytes(text: string): Uint8Array {
  return [...text].every((c) => c.charCodeAt(0) <= 0xff) ? new Uint8Array(Buffer.from(text, 'latin1')) : new TextEncoder().encode(text)
}

function parseV3(text: string): PhilsysQr | NotPhilsys {
  // The four characters before the data name the app a phone opens it with ("PH1:"); they are not base45 data.
  const raw = decodeBase45(text.slice(4))
  if (!raw || raw.length === 0) return notPhilsys('neither PhilID JSON nor base45')
  let bytes: Uint8Array = raw
  // Claim 169 QR codes may be zlib-compressed before base45 (a zlib stream starts 0x78); PhilSys's, as read by third parties, are not.
  if (raw[0] === 0x78) {
    try {
      bytes = new Uint8Array(inflateSync(raw, { maxOutputLength: MAX_INFLATED }))
    } catch {
      return notPhilsys('a zlib stream that does not inflate')
    }
  }
  try {
    return fromCose(decodeCbor(bytes))
  } catch (error) {
    return notPhilsys(error instanceof Error ? error.message : 'CBOR that does not decode')
  }
}

function fromCose(decoded: CborValue): PhilsysQr | NotPhilsys {
  let cose = decoded
  while (cose instanceof CborTagged && (cose.tag === COSE_SIGN1 || cose.tag === CWT)) cose = cose.value
  if (!Array.isArray(cose) || cose.length !== 4) return notPhilsys('CBOR that is not a COSE_Sign1 array')
  const [protectedHeader, , payload, signature] = cose
  if (!(protectedHeader instanceof Uint8Array) || !(payload instanceof Uint8Array) || !(signature instanceof Uint8Array)) return notPhilsys('a COSE_Sign1 whose parts are not byte strings')
  if (signature.length !== 64) return notPhilsys('a signature that is not 64 bytes')
  const claims = decodeCbor(payload)
  // Claim 1, the issuer, is left unread: the signature with PhilSys's key is what says who issued the token.
  if (!(claims instanceof Map)) return notPhilsys('a token whose claims are not a map')
  const credential = claims.get(169)
  if (!(credential instanceof Map)) return notPhilsys('a token without claim 169')
  const sb = credential.get('sb')
  if (!(sb instanceof Map)) return notPhilsys('claim 169 without sb')
  const text = (key: string, required: boolean): string | null => {
    const v = sb.get(key)
    if (typeof v === 'string') return v
    return v === undefined && !required ? '' : null
  }
  const [pcn, firstName, middleName, lastName, suffix, birthday] = [text('PCN', true), text('fn', true), text('mn', false), text('ln', true), text('sf', false), text('DOB', true)]
  if (pcn === null || firstName === null || middleName === null || lastName === null || suffix === null || birthday === null) return notPhilsys('sb without PCN, fn, ln or DOB as text')
  return {
    ok: true,
    format: 'ephilid-v3',
    subject: { pcn, firstName, middleName, lastName, suffix, birthday },
    signedBytes: encodeCbor(['Signature1', protectedHeader, new Uint8Array(), payload]),
    signature,
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
