import type { PaymentChoice, PaymentMethodLimit } from '../../payment-methods'

// The most one repayment may be by each method in Thailand, in satang. Sources: Xendit's channel
// pages for Thailand (docs.xendit.co: PROMPTPAY, TRUEMONEY, CARDS and the bank direct debits
// each take at most 700,000 or 50,000 THB). PromptPay itself sets no scheme cap at this scale:
// the 700,000 is the acquirer's. No published figure was found for paying cash at a Thai
// counter service; 30,000 is a cautious default for the lender to replace (PAYMENT_METHODS).
export const TH_PAYMENT_METHODS: readonly PaymentMethodLimit[] = [
  { method: 'qr', maxMinor: 700_000_00 },
  { method: 'ewallet', maxMinor: 50_000_00 },
  { method: 'otc', maxMinor: 30_000_00 },
  { method: 'page', maxMinor: 700_000_00 },
]

// The counters the payment provider lists for a counter payment code (Xendit's OTC channels).
export const TH_PAYMENT_COUNTERS: readonly string[] = ['7-Eleven (Counter Service)', 'Thailand Post']

// No e-wallet is offered to pick from in Thailand yet: an e-wallet payment names none.
export const TH_PAYMENT_WALLETS: readonly PaymentChoice[] = []

// No virtual accounts: borrowers here pay by QR, e-wallet or counter.
export const TH_PAYMENT_BANKS: readonly PaymentChoice[] = []

// One counter code is paid at any of the counters above: no chain to pick.
export const TH_PAYMENT_COUNTER_CHAINS: readonly PaymentChoice[] = []
