// The PhilSys QR parsers and the document step on a QR code's text: every malformed input gets a
// clear answer and no throw escapes; a genuine code passes only with its issuer's key and the
// borrower's own details.
import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeBase45, encodeBase45 } from '../../server/providers/identity-check/philsys-qr/base45'
import { CborError, CborTagged, decodeCbor, encodeCbor } from '../../server/providers/identity-check/philsys-qr/cbor'
import { cardDate, namesAgree } from '../../server/providers/identity-check/philsys-qr/compare'
import { documentStepOfQr } from '../../server/providers/identity-check/philsys-qr/philsys-qr-check'
import { PhilsysKeyError, philsysPublicKeys } from '../../server/providers/identity-check/philsys-qr/public-key'
import { parsePhilsysQr } from '../../server/providers/identity-check/philsys-qr/qr-payload'
import { type CardHolder, philsysIssuer } from '../support/philsys-qr-simulator'

const HOLDER: CardHolder = { pcn: '1234567890123456', firstName: 'JUAN', middleName: 'SANTOS', lastName: 'DELA CRUZ', birthday: '1990-07-04' }
const TYPED = { identity: '1234-5678-9012-3456', realName: 'Juan Dela Cruz', birthday: '1990-07-04' }
const issuer = philsysIssuer()
const keys = philsysPublicKeys(issuer.publicKey)
const bytes = (s: string) => new TextEncoder().encode(s)

describe('base45', () => {
  it('reads and writes the examples of RFC 9285', () => {
    const examples = [['AB', 'BB8'], ['Hello!!', '%69 VD92EX0'], ['base-45', 'UJCLQE7W581'], ['ietf!', 'QED8WEX0']] as const
    for (const [text, encoded] of examples) {
      expect(encodeBase45(bytes(text))).toBe(encoded)
      expect(decodeBase45(encoded)).toEqual(bytes(text))
    }
  })

  it('answers null for a character outside the alphabet, a group past its range or a dangling character', () => {
    expect(decodeBase45('ab8')).toBeNull()
    expect(decodeBase45('GGW')).toBeNull()
    expect(decodeBase45('BB8Q')).toBeNull()
  })
})

describe('CBOR', () => {
  it('reads back what it writes, tags and negative numbers included', () => {
    const value = new CborTagged(18, [bytes('h'), new Map([[1, -8]]), 'ñame', [true, null, 70_000, 2 ** 40]])
    expect(decodeCbor(encodeCbor(value))).toEqual(value)
  })

  it('refuses bytes that lie about their lengths, nest without end, trail, or are not UTF-8 text', () => {
    expect(() => decodeCbor(Uint8Array.from([0x5a, 0xff, 0xff, 0xff, 0xff]))).toThrow(CborError)
    expect(() => decodeCbor(Uint8Array.from([0x9b, 0, 0, 0, 1, 0, 0, 0, 0]))).toThrow(CborError)
    expect(() => decodeCbor(Uint8Array.from(Array.from({ length: 40 }, () => 0x81)))).toThrow(/too deep/)
    expect(() => decodeCbor(Uint8Array.from([0x01, 0x02]))).toThrow(/after the item/)
    expect(() => decodeCbor(Uint8Array.from([0x62, 0xc3, 0x28]))).toThrow(/UTF-8/)
    expect(() => decodeCbor(Uint8Array.from([0x9f]))).toThrow(/indefinite/)
    expect(() => decodeCbor(new Uint8Array())).toThrow(CborError)
  })
})

describe('parsePhilsysQr', () => {
  it('reads a PhilID card (version 1) and an ePhilID (version 3) to the same subject', () => {
    const v1 = parsePhilsysQr(issuer.philId(HOLDER))
    const v3 = parsePhilsysQr(issuer.ePhilId(HOLDER))
    expect(v1).toMatchObject({ ok: true, format: 'philid-v1', subject: { pcn: '1234-5678-9012-3456', firstName: 'JUAN', middleName: 'SANTOS', lastName: 'DELA CRUZ', birthday: 'July 04, 1990' } })
    expect(v3).toMatchObject({ ok: true, format: 'ephilid-v3', subject: { pcn: '1234567890123456', firstName: 'JUAN', lastName: 'DELA CRUZ', birthday: '1990-07-04' } })
  })

  it('answers "not PhilSys", never throws, for garbage JSON, other JSON, bad base45, base45 that is not CBOR, and CBOR that is not a signed PhilSys token', () => {
    const cose = (parts: unknown[]) => `PH1:${encodeBase45(encodeCbor(parts as never))}`
    const claims = (m: Map<number, unknown>) => encodeCbor(m as never)
    const sig = new Uint8Array(64)
    const inputs = [
      '',
      '{"DateIssued": ',
      '{"hello": "world"}',
      JSON.stringify({ DateIssued: 'x', Issuer: 'PSA', alg: 'EDDSA', signature: 'AAAA', subject: { PCN: '1' } }),
      JSON.stringify({ DateIssued: 'x', Issuer: 'PSA', alg: 'EDDSA', signature: 'not base64 of 64 bytes', subject: Object.fromEntries(['Suffix', 'lName', 'fName', 'mName', 'sex', 'BF', 'DOB', 'POB', 'PCN'].map((k) => [k, ''])) }),
      'https://example.com/not-a-card',
      '1234567890123456',
      'PH1:abc',
      `PH1:${encodeBase45(bytes('plain text, not CBOR'))}`,
      `PH1:${encodeBase45(Uint8Array.from([0x78, 0x9c, 1, 2, 3]))}`,
      cose(['only', 'two']),
      cose([bytes('p'), new Map(), 'payload as text', sig]),
      cose([bytes('p'), new Map(), bytes('not cbor \xff'), sig]),
      cose([bytes('p'), new Map(), claims(new Map([[1, 'PH']])), sig]),
      cose([bytes('p'), new Map(), claims(new Map([[169, new Map([['sb', new Map([['fn', 'JUAN']])]])]])), sig]),
      cose([bytes('p'), new Map(), claims(new Map([[169, new Map([['sb', new Map([['PCN', '1'], ['fn', 'A'], ['ln', 'B'], ['DOB', '1990-01-01']])]])]])), new Uint8Array(10)]),
    ]
    for (const input of inputs) {
      const parsed = parsePhilsysQr(input)
      expect(parsed.ok, input).toBe(false)
      expect(documentStepOfQr(input, keys, TYPED), input).toEqual({ outcome: 'review', reasons: ['document_not_checked'] })
    }
  })
})

describe('the document step on a QR code', () => {
  it('passes a genuine card of either format whose signed data is what the borrower typed', () => {
    expect(documentStepOfQr(issuer.philId(HOLDER), keys, TYPED)).toEqual({ outcome: 'passed', reasons: [] })
    expect(documentStepOfQr(issuer.ePhilId(HOLDER), keys, TYPED)).toEqual({ outcome: 'passed', reasons: [] })
  })

  it('sends a card whose data was changed after signing, or that another key signed, to a person with the reason', () => {
    const tampered = issuer.philId(HOLDER, (data) => (data.subject.fName = 'PEDRO'))
    expect(documentStepOfQr(tampered, keys, { ...TYPED, realName: 'Pedro Dela Cruz' })).toEqual({ outcome: 'review', reasons: ['document_signature_invalid'] })
    const forger = philsysIssuer()
    expect(documentStepOfQr(forger.philId(HOLDER), keys, TYPED)).toEqual({ outcome: 'review', reasons: ['document_signature_invalid'] })
    expect(documentStepOfQr(forger.ePhilId(HOLDER), keys, TYPED)).toEqual({ outcome: 'review', reasons: ['document_signature_invalid'] })
    // With the forger's key among the lender's keys, its cards verify: the key is what the check trusts.
    expect(documentStepOfQr(forger.philId(HOLDER), philsysPublicKeys(`${issuer.publicKey}, ${forger.publicKey}`), TYPED).outcome).toBe('passed')
  })

  it('names each field that differs from what was typed', () => {
    const qr = issuer.philId(HOLDER)
    expect(documentStepOfQr(qr, keys, { ...TYPED, identity: '1234567890123457' })).toEqual({ outcome: 'failed', reasons: ['document_number_mismatch'] })
    expect(documentStepOfQr(qr, keys, { ...TYPED, realName: 'Jose Rizal' })).toEqual({ outcome: 'failed', reasons: ['document_name_mismatch'] })
    expect(documentStepOfQr(qr, keys, { ...TYPED, birthday: '1990-04-07' })).toEqual({ outcome: 'failed', reasons: ['document_birthday_mismatch'] })
    expect(documentStepOfQr(qr, keys, { identity: '9999999999999999', realName: 'Jose Rizal', birthday: '1861-06-19' }).reasons).toEqual(['document_number_mismatch', 'document_name_mismatch', 'document_birthday_mismatch'])
  })

  it('sends a person a 12-digit PhilSys number (PSN), which the QR code does not carry', () => {
    expect(documentStepOfQr(issuer.philId(HOLDER), keys, { ...TYPED, identity: '123456789012' })).toEqual({ outcome: 'review', reasons: ['document_details_mismatch'] })
  })

  it('reads Ñ as the issuer signs it (as "?") and as borrowers type it', () => {
    const holder = { ...HOLDER, lastName: 'PEÑA' }
    for (const qr of [issuer.philId(holder), issuer.ePhilId(holder)]) {
      expect(documentStepOfQr(qr, keys, { ...TYPED, realName: 'Juan Peña' }).outcome).toBe('passed')
      expect(documentStepOfQr(qr, keys, { ...TYPED, realName: 'JUAN PENA' }).outcome).toBe('passed')
    }
  })
})

describe('names and dates', () => {
  const card = { pcn: '', firstName: 'MARIA CLARA', middleName: 'DELOS SANTOS', lastName: 'DE LA PAZ', suffix: 'JR.', birthday: '' }
  it('agree however the borrower spaces, cases or shortens them', () => {
    for (const typed of ['Maria Clara De La Paz', 'maria clara dela paz', 'Maria Clara Delos Santos De La Paz', 'Maria Clara D. De La Paz', 'MARIA CLARA DE LA PAZ JR', 'De La Paz, Maria Clara', 'de la paz jr., maria clara delos santos']) {
      expect(namesAgree(typed, card), typed).toBe(true)
    }
    for (const typed of ['Maria De La Paz', 'Clara De La Paz', 'Maria Clara Paz', '', '   ']) expect(namesAgree(typed, card), typed).toBe(false)
  })

  it('reads the dates the cards print, and nothing that is not a date', () => {
    expect(['1990-07-04', '1990/7/4', 'July 04, 1990', 'JUL 4 1990', 'july 4, 1990'].map(cardDate)).toEqual(Array(5).fill('1990-07-04'))
    expect(['1990-02-30', 'Smarch 4, 1990', '04/07/1990', '', 'July 4'].map(cardDate)).toEqual(Array(5).fill(null))
  })
})

describe('PHILSYS_QR_PUBLIC_KEY', () => {
  it('takes base64 of the raw key, base64url of its DER, or PEM, one or several', () => {
    const { publicKey } = generateKeyPairSync('ed25519')
    const der = publicKey.export({ format: 'der', type: 'spki' })
    const pem = String(publicKey.export({ format: 'pem', type: 'spki' }))
    expect(philsysPublicKeys(issuer.publicKey)).toHaveLength(1)
    expect(philsysPublicKeys(`${der.toString('base64url')},${pem}`).map((k) => k.asymmetricKeyType)).toEqual(['ed25519', 'ed25519'])
  })

  it('stops at a value that is not an Ed25519 public key', () => {
    const rsa = String(generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' }))
    for (const bad of ['', ' , ', 'not a key', Buffer.alloc(31).toString('base64'), rsa]) expect(() => philsysPublicKeys(bad), bad).toThrow(PhilsysKeyError)
  })
})
