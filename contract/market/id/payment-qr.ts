// QRIS (Quick Response Code Indonesian Standard, Bank Indonesia and ASPI), Indonesia's QR scheme:
// the lender's merchant account at its QRIS acquirer in its PAYMENT_QR company config. The layout
// is EMVCo MPM as public QRIS payloads print it (docs/data-sources.md, "QRIS"): the acquirer's
// merchant account in template 26, the national one in template 51 under the GUI ID.CO.QRIS.WWW
// with the National Merchant ID (NMID), currency 360, country ID, the amount in whole rupiah.
import * as z from 'zod/mini'
import { emvAmount, emvPayload } from '../../emvco-qr'
import { paymentQrScheme } from '../../payment-qr'

/** Bank Indonesia's merchant criteria: micro, small, medium, large, and regular (non-business). */
export const QRIS_CRITERIA = ['UMI', 'UKE', 'UME', 'UBE', 'URE'] as const

/**
 * A QRIS merchant account: the acquirer's global unique identifier (a reversed domain such as
 * ID.CO.BANKMANDIRI.WWW), the merchant PAN the acquirer gives (9360… , 16 to 19 digits) and its
 * merchant id there; the NMID (ID and 13 digits); the criteria; how the merchant appears.
 */
export const qrisConfigSchema = z.object({
  acquirerGui: z.string().check(z.regex(/^[A-Z0-9.-]{1,32}$/)),
  merchantPan: z.string().check(z.regex(/^\d{16,19}$/)),
  merchantId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,15}$/)),
  nmid: z.string().check(z.regex(/^ID\d{13}$/)),
  criteria: z.enum(QRIS_CRITERIA),
  mcc: z.string().check(z.regex(/^\d{4}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(25)),
  city: z.string().check(z.minLength(1), z.maxLength(15)),
  postalCode: z.optional(z.string().check(z.regex(/^\d{5}$/))),
})
export type QrisMerchant = z.infer<typeof qrisConfigSchema>

// QRIS writes rupiah amounts whole, as the currency has no minor unit in use.
const RUPIAH_DIGITS = 0

/** A dynamic QRIS (initiation "12") for the exact amount, the payment's reference in template 62 (reference label 05). */
export function qrisPayload(merchant: QrisMerchant, amountMinor: number, reference: string): string {
  return emvPayload([
    ['00', '01'],
    ['01', '12'],
    [
      '26',
      [
        ['00', merchant.acquirerGui],
        ['01', merchant.merchantPan],
        ['02', merchant.merchantId],
        ['03', merchant.criteria],
      ],
    ],
    [
      '51',
      [
        ['00', 'ID.CO.QRIS.WWW'],
        ['02', merchant.nmid],
        ['03', merchant.criteria],
      ],
    ],
    ['52', merchant.mcc],
    ['53', '360'],
    ['54', emvAmount(amountMinor, RUPIAH_DIGITS)],
    ['58', 'ID'],
    ['59', merchant.name.slice(0, 25)],
    ['60', merchant.city.slice(0, 15)],
    ...(merchant.postalCode ? [['61', merchant.postalCode] as const] : []),
    ['62', [['05', reference]]],
  ])
}

export const ID_PAYMENT_QR = paymentQrScheme('QRIS', qrisConfigSchema, qrisPayload)
