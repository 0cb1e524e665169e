import type { PaymentChoice, PaymentMethodLimit } from '../../payment-methods'

// The most one repayment may be by each method in Indonesia, in whole rupiah (no minor unit).
// Sources: Xendit's channel pages for Indonesia (docs.xendit.co, read 2026-12-08; docs/data-sources.md):
// QRIS 10,000,000 (the page of 2025-12-14; an older page said 20,000,000, the lower is kept);
// e-wallet: OVO and DANA 20,000,000 each (ShopeePay's and LinkAja's pages were not found, so their
// limits are unconfirmed and the wallets' shared limit is the confirmed one); over the counter:
// Alfamart and Indomaret 5,000,000 each; virtual account: BCA's 50,000,000, the lowest of the
// banks' pages read (BNI's is 50,000,000,000; the others' were not read). The payment page: no Indonesian card or page channel is
// offered through Xendit here, so it is the sandbox's page, kept at QRIS's 10,000,000 as a cautious
// default for the lender to replace (PAYMENT_METHODS).
export const ID_PAYMENT_METHODS: readonly PaymentMethodLimit[] = [
  { method: 'qr', maxMinor: 10_000_000 },
  { method: 'ewallet', maxMinor: 20_000_000 },
  { method: 'otc', maxMinor: 5_000_000 },
  { method: 'va', maxMinor: 50_000_000 },
  { method: 'page', maxMinor: 10_000_000 },
]

// The counters a counter payment code is paid at: Xendit's ALFAMART and INDOMARET channels. A code
// is for one chain, which the borrower picks (Alfamart first: the Alfa group's stores).
export const ID_PAYMENT_COUNTERS: readonly string[] = ['Alfamart', 'Indomaret']
export const ID_PAYMENT_COUNTER_CHAINS: readonly PaymentChoice[] = [
  { code: 'alfamart', name: 'Alfamart' },
  { code: 'indomaret', name: 'Indomaret' },
]

// The e-wallets a borrower picks from, each a Xendit Payments API v3 e-wallet channel (OVO, DANA,
// SHOPEEPAY, LINKAJA). GoPay is not among Xendit's v3 e-wallet channels found; GoPay users pay by QRIS.
export const ID_PAYMENT_WALLETS: readonly PaymentChoice[] = [
  { code: 'ovo', name: 'OVO' },
  { code: 'dana', name: 'DANA' },
  { code: 'shopeepay', name: 'ShopeePay' },
  { code: 'linkaja', name: 'LinkAja' },
]

// The banks a borrower can open a virtual account at (a transfer to it from any bank's app or
// ATM pays the loan), the most used first: Xendit's v3 *_VIRTUAL_ACCOUNT channels (BCA and BNI
// read on their pages; BRI, Mandiri, Permata, BSI and CIMB named as Xendit names its channels).
export const ID_PAYMENT_BANKS: readonly PaymentChoice[] = [
  { code: 'bca', name: 'BCA' },
  { code: 'bri', name: 'BRI' },
  { code: 'mandiri', name: 'Mandiri' },
  { code: 'bni', name: 'BNI' },
  { code: 'permata', name: 'Permata' },
  { code: 'bsi', name: 'BSI' },
  { code: 'cimb', name: 'CIMB Niaga' },
]
