// EMVCo merchant-presented QR payloads (the text banking and e-wallet apps scan; each market's
// scheme, PromptPay, QR Ph, QRIS, is a module in its market folder, payment-qr.ts): fields of a two-digit id, a two-digit length and the value, templates nested the same way,
// closed by a CRC-16/CCITT (polynomial 0x1021, initial 0xFFFF) over everything before it
// including the CRC's own id and length "6304". Pure: the server builds them, tests read them.
import { toMajor } from './money'

/** A field: an id and its text, or a template of fields. */
export type EmvField = readonly [id: string, value: string | readonly EmvField[]]

export function crc16Ccitt(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

function encodeFields(fields: readonly EmvField[]): string {
  return fields
    .map(([id, value]) => {
      const text = typeof value === 'string' ? value : encodeFields(value)
      if (text.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`)
      return `${id}${String(text.length).padStart(2, '0')}${text}`
    })
    .join('')
}

/** The fields in the order given, then the CRC. */
export function emvPayload(fields: readonly EmvField[]): string {
  const body = `${encodeFields(fields)}6304`
  return `${body}${crc16Ccitt(body)}`
}

/** Whether a payload ends in the CRC of everything before it. */
export function hasValidCrc(payload: string): boolean {
  return payload.length > 8 && payload.slice(-8, -4) === '6304' && crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4)
}

/** The top-level fields of a payload, by id (templates left as their text). */
export function readFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (let at = 0; at + 4 <= payload.length; ) {
    const length = Number(payload.slice(at + 2, at + 4))
    fields.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return fields
}

/** An amount as the transaction-amount field (54) writes it: the currency's units with its own decimals, none for a currency without a minor unit. */
export function emvAmount(amountMinor: number, digits: number): string {
  return toMajor(amountMinor, digits).toFixed(digits)
}
