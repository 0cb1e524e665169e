// Stands in for PhilSys's card issuer (docs/identity.md "PhilSys"): an Ed25519 key pair made at test
// time signs a PhilID card's QR data (version 1: JSON) or an ePhilID's (version 3: base45 of a
// COSE_Sign1 token), and the QR code is printed on a card photographed as a phone would, at 1600 px.
// The signed bytes are built here on their own terms (JSON.stringify's two-space layout, COSE's
// Sig_structure by hand), not with the server's parser, so a test fails if the parser drifts.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import sharp from 'sharp'
import { encode } from 'uqr'
import { encodeBase45 } from '../../server/providers/identity-check/philsys-qr/base45'
import { CborTagged, encodeCbor } from '../../server/providers/identity-check/philsys-qr/cbor'
import { idFront, type Person } from '../fixtures/faces'

export type CardHolder = { pcn: string; firstName: string; middleName: string; lastName: string; suffix?: string; birthday: string; sex?: 'Male' | 'Female'; placeOfBirth?: string }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** The PhilID prints dates as "July 04, 1990". */
const printedDate = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`
}
const pcnPrinted = (pcn: string) => pcn.replace(/(\d{4})(?=\d)/g, '$1-')

export type PhilsysIssuer = {
  /** The public key as a lender would set PHILSYS_QR_PUBLIC_KEY: base64 of the raw 32 bytes. */
  publicKey: string
  /** A PhilID card's QR text; `tamper` changes the signed data after signing, as a forger would. */
  philId(holder: CardHolder, tamper?: (data: V1Data) => void): string
  /** An ePhilID's QR text. */
  ePhilId(holder: CardHolder): string
}

export type V1Data = { DateIssued: string; Issuer: string; subject: Record<'Suffix' | 'lName' | 'fName' | 'mName' | 'sex' | 'BF' | 'DOB' | 'POB' | 'PCN', string>; alg: string }

export function philsysIssuer(): PhilsysIssuer {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  return { publicKey: rawBase64(publicKey), philId: (holder, tamper) => philIdQr(privateKey, holder, tamper), ePhilId: (holder) => ePhilIdQr(privateKey, holder) }
}

function rawBase64(key: KeyObject): string {
  const { x } = key.export({ format: 'jwk' })
  return Buffer.from(String(x), 'base64url').toString('base64')
}

function philIdQr(privateKey: KeyObject, holder: CardHolder, tamper?: (data: V1Data) => void): string {
  const data: V1Data = {
    DateIssued: 'January 15, 2023',
    Issuer: 'PSA',
    subject: {
      Suffix: holder.suffix ?? '',
      lName: holder.lastName,
      fName: holder.firstName,
      mName: holder.middleName,
      sex: holder.sex ?? 'Male',
      BF: '[1,2]',
      DOB: printedDate(holder.birthday),
      POB: holder.placeOfBirth ?? 'Quezon City',
      PCN: pcnPrinted(holder.pcn),
    },
    alg: 'EDDSA',
  }
  const signed = JSON.stringify(data, null, 2).replace(/[ñÑ]/g, '?')
  const signature = sign(null, Buffer.from(signed, 'latin1'), privateKey).toString('base64')
  tamper?.(data)
  return JSON.stringify({ ...data, signature })
}

/** A CBOR byte string's head: major type 2 and its length. */
function bstrHead(length: number): number[] {
  if (length < 24) return [0x40 | length]
  if (length < 0x100) return [0x58, length]
  return [0x59, length >> 8, length & 0xff]
}

function ePhilIdQr(privateKey: KeyObject, holder: CardHolder): string {
  const protectedHeader = encodeCbor(new Map([[1, -8]]))
  const subject = new Map<string, string>([
    ['BF', '[1,2]'],
    ['DOB', holder.birthday],
    ['PCN', holder.pcn],
    ['POB', holder.placeOfBirth ?? 'Quezon City'],
    ['fn', holder.firstName],
    ['ln', holder.lastName],
    ['mn', holder.middleName],
    ['s', holder.sex ?? 'Male'],
    ['sf', holder.suffix ?? ''],
  ])
  const claim = new Map<string, string | Uint8Array | Map<string, string>>([['d', '2023-01-15'], ['i', 'PSA'], ['sb', subject], ['img', new Uint8Array(32).fill(7)]])
  const payload = encodeCbor(new Map<number, string | typeof claim>([[1, 'PH'], [169, claim]]))
  const context = new TextEncoder().encode('Signature1')
  const toSign = Uint8Array.from([0x84, 0x60 | context.length, ...context, ...bstrHead(protectedHeader.length), ...protectedHeader, 0x40, ...bstrHead(payload.length), ...payload])
  const signature = new Uint8Array(sign(null, toSign, privateKey))
  return `PH1:${encodeBase45(encodeCbor(new CborTagged(18, [protectedHeader, new Map(), payload, signature])))}`
}

/** The QR code as a crisp black-on-white image, `size` pixels square: of text (UTF-8), or of bytes as they are. */
export async function qrImage(content: string | readonly number[], size: number): Promise<Buffer> {
  const { data, size: modules } = encode(content, { ecc: 'M', border: 4 })
  const scale = Math.max(1, Math.floor(size / modules))
  const side = modules * scale
  const pixels = Buffer.alloc(side * side, 255)
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (data[Math.floor(y / scale)]![Math.floor(x / scale)]) pixels[y * side + x] = 0
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).resize(size, size, { kernel: 'nearest' }).png().toBuffer()
}

let made = 100
/**
 * The front of a PhilID photographed on a table: the card (the borrower's face on the left, the QR
 * code on the right) fills most of a 1600 × 1200 photo, as the app sends it. `qr: null` prints none.
 */
export async function philIdPhoto(qr: string | readonly number[] | null, person: Person = 'ben', variant = made++): Promise<Buffer> {
  const card = sharp(await idFront(person, variant)).resize(1400, 880)
  const withQr = qr === null ? card : card.composite([{ input: await qrImage(qr, 460), left: 900, top: 300 }])
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6b5a4a' } })
    .composite([{ input: await withQr.png().toBuffer(), left: 100, top: 160 }])
    .jpeg({ quality: 90 })
    .toBuffer()
}
