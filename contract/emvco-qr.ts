// EMVCo merchant-presented QR payloads (the text every Thai and Philippine banking app scans):
// fields of a two-digit id, a two-digit length and the value, templates nested the same way,
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

// Both schemes carry their country's currency, which has two decimals (ISO 4217).
const SCHEME_DIGITS = 2
const amountText = (amountMinor: number) => toMajor(amountMinor, SCHEME_DIGITS).toFixed(SCHEME_DIGITS)

/** A PromptPay proxy: a 10-digit mobile number, or a 13-digit national ID or tax ID. */
export type PromptPayTarget = { promptPayId: string }

/**
 * PromptPay (Bank of Thailand): merchant account template 29 with the PromptPay AID, the mobile
 * number with 66 for its leading 0, zero-padded to 13 digits, or the 13-digit ID as it is;
 * "12" (dynamic) when the amount is set. Field order as the promptpay-qr reference library.
 */
export function promptPayPayload({ promptPayId }: PromptPayTarget, amountMinor: number | null): string {
  const digits = promptPayId.replace(/\D/g, '')
  const proxy: EmvField = digits.length >= 13 ? ['02', digits] : ['01', digits.replace(/^0/, '66').padStart(13, '0')]
  return emvPayload([
    ['00', '01'],
    ['01', amountMinor === null ? '11' : '12'],
    [
      '29',
      [['00', 'A000000677010111'], proxy],
    ],
    ['58', 'TH'],
    ['53', '764'],
    ...(amountMinor === null ? [] : [['54', amountText(amountMinor)] as const]),
  ])
}

/** A QR Ph person-to-merchant account: the acquirer's BIC, the merchant's id with it, and how the merchant appears. */
export type QrPhMerchant = { acquirerBic: string; merchantId: string; mcc: string; name: string; city: string }

/**
 * QR Ph P2M (BSP / PayMaps): merchant account template 28 with the GUID "ph.ppmi.p2m", the
 * acquirer's BIC (01) and the merchant's id (03); currency 608, country PH; the payment's own
 * reference in the additional data template (62, reference label 05).
 */
export function qrPhPayload(merchant: QrPhMerchant, amountMinor: number, reference: string): string {
  return emvPayload([
    ['00', '01'],
    ['01', '12'],
    [
      '28',
      [
        ['00', 'ph.ppmi.p2m'],
        ['01', merchant.acquirerBic],
        ['03', merchant.merchantId],
      ],
    ],
    ['52', merchant.mcc],
    ['53', '608'],
    ['54', amountText(amountMinor)],
    ['58', 'PH'],
    ['59', merchant.name.slice(0, 25)],
    ['60', merchant.city.slice(0, 15)],
    ['62', [['05', reference]]],
  ])
}
