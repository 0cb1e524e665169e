// PromptPay (Bank of Thailand), Thailand's QR scheme: the lender's PromptPay ID in its PAYMENT_QR
// company config (its 13-digit tax ID, or a 10-digit mobile number). Sources in docs/data-sources.md.
import * as z from 'zod/mini'
import { type EmvField, emvAmount, emvPayload } from '../../emvco-qr'
import { paymentQrScheme } from '../../payment-qr'

/** A PromptPay proxy: a 10-digit mobile number, or a 13-digit national ID or tax ID. */
export const promptPayConfigSchema = z.object({ promptPayId: z.string().check(z.regex(/^(\d{10}|\d{13})$/)) })
export type PromptPayTarget = { promptPayId: string }

// The baht has two decimals (ISO 4217).
const BAHT_DIGITS = 2

/**
 * Merchant account template 29 with the PromptPay AID, the mobile number with 66 for its leading
 * 0, zero-padded to 13 digits, or the 13-digit ID as it is; "12" (dynamic) when the amount is set.
 * Field order as the promptpay-qr reference library.
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
    ...(amountMinor === null ? [] : [['54', emvAmount(amountMinor, BAHT_DIGITS)] as const]),
  ])
}

export const TH_PAYMENT_QR = paymentQrScheme('PromptPay', promptPayConfigSchema, (account, amountMinor) => promptPayPayload(account, amountMinor))
