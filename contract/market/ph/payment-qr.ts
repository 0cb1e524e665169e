// QR Ph (BSP / PayMaps), the Philippines' QR scheme: the lender's person-to-merchant account in
// its PAYMENT_QR company config. Sources in docs/data-sources.md.
import * as z from 'zod/mini'
import { emvAmount, emvPayload } from '../../emvco-qr'
import { paymentQrScheme } from '../../payment-qr'

/** A QR Ph P2M account: the acquirer's BIC, the merchant's id with it, and how the merchant appears. */
export const qrPhConfigSchema = z.object({
  acquirerBic: z.string().check(z.regex(/^[A-Z0-9]{8,11}$/)),
  merchantId: z.string().check(z.minLength(1), z.maxLength(40)),
  mcc: z.string().check(z.regex(/^\d{4}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(25)),
  city: z.string().check(z.minLength(1), z.maxLength(15)),
})
export type QrPhMerchant = z.infer<typeof qrPhConfigSchema>

// The peso has two decimals (ISO 4217).
const PESO_DIGITS = 2

/**
 * Merchant account template 28 with the GUID "ph.ppmi.p2m", the acquirer's BIC (01) and the
 * merchant's id (03); currency 608, country PH; the payment's own reference in the additional
 * data template (62, reference label 05).
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
    ['54', emvAmount(amountMinor, PESO_DIGITS)],
    ['58', 'PH'],
    ['59', merchant.name.slice(0, 25)],
    ['60', merchant.city.slice(0, 15)],
    ['62', [['05', reference]]],
  ])
}

export const PH_PAYMENT_QR = paymentQrScheme('QR Ph', qrPhConfigSchema, qrPhPayload)
