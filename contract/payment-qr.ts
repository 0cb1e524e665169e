// The QR-builder slot of a market pack (MarketPack.paymentQr): each market's scheme is a module in
// its folder (contract/market/<code>/payment-qr.ts) with the PAYMENT_QR company config it reads
// and the payload it draws, on the neutral EMVCo helpers of ./emvco-qr.ts. Server-side only: the
// schemas are zod, which the app's entry chunk does not carry (the app reads no pack).
import type * as z from 'zod/mini'

/** A lender's account as a scheme read it: draws the payload for one payment. */
export type PaymentQrAccount = {
  /** The EMVCo payload for the exact amount, carrying the payment's reference where the scheme has a field for it. */
  payload(amountMinor: number, reference: string): string
}

/**
 * A market's QR scheme: its name (for the docs and the logs) and how it reads the lender's
 * PAYMENT_QR company config, the account a QR payment's money goes to; null when the config is
 * absent or of another scheme, and the lender then offers no QR drawn here.
 */
export type PaymentQrScheme = {
  name: string
  account(config: unknown): PaymentQrAccount | null
}

/** A scheme from its config's schema and its payload builder. */
export function paymentQrScheme<Config>(name: string, schema: z.ZodMiniType<Config>, payload: (account: Config, amountMinor: number, reference: string) => string): PaymentQrScheme {
  return {
    name,
    account(config) {
      const parsed = schema.safeParse(config)
      if (!parsed.success) return null
      const account = parsed.data
      return { payload: (amountMinor, reference) => payload(account, amountMinor, reference) }
    },
  }
}
