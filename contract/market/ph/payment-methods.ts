import type { PaymentChoice, PaymentMethodLimit } from '../../payment-methods'

// The most one repayment may be by each method in the Philippines, in centavos. QR Ph runs on
// InstaPay, whose per-transaction limit is 50,000 PHP (Xendit's QRPH channel: 50,000.00).
// E-wallet: Xendit's GCASH channel, 100,000.00. Over the counter: the lowest of the common
// counters, so any of them takes it (Xendit's CEBUANA 30,000.00; 7-ELEVEN 50,000.00). The
// payment page: Xendit's CARDS channel for PHP, 700,000.00. A lender replaces any of these
// with its PAYMENT_METHODS config.
export const PH_PAYMENT_METHODS: readonly PaymentMethodLimit[] = [
  { method: 'qr', maxMinor: 50_000_00 },
  { method: 'ewallet', maxMinor: 100_000_00 },
  { method: 'otc', maxMinor: 30_000_00 },
  { method: 'page', maxMinor: 700_000_00 },
]

// The counters the payment provider lists for a counter payment code (Xendit's OTC channels).
export const PH_PAYMENT_COUNTERS: readonly string[] = ['7-Eleven', 'Cebuana Lhuillier', 'M Lhuillier', 'Palawan Express']

// The e-wallets a borrower picks from for an e-wallet payment, the most used first (the default
// when none is named): Xendit's GCASH and PAYMAYA channels (docs.xendit.co/docs/maya).
export const PH_PAYMENT_WALLETS: readonly PaymentChoice[] = [
  { code: 'gcash', name: 'GCash' },
  { code: 'maya', name: 'Maya' },
]

// No virtual accounts: borrowers here pay by QR, e-wallet or counter.
export const PH_PAYMENT_BANKS: readonly PaymentChoice[] = []

// One counter code is paid at any of the counters above: no chain to pick.
export const PH_PAYMENT_COUNTER_CHAINS: readonly PaymentChoice[] = []
