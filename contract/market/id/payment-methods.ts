import type { PaymentMethodLimit, PaymentWallet } from '../../payment-methods'

// Issue 40: Xendit's Indonesian channel limits are being written.
export const ID_PAYMENT_METHODS: readonly PaymentMethodLimit[] = [
  { method: 'qr', maxMinor: 10_000_000 },
  { method: 'page', maxMinor: 10_000_000 },
]
export const ID_PAYMENT_COUNTERS: readonly string[] = []
export const ID_PAYMENT_WALLETS: readonly PaymentWallet[] = []
