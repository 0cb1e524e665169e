import { type PaymentProvider, PaymentRefused } from './port'

/**
 * The sandbox draws the QR itself, by the market's scheme, from the lender's own account in
 * PAYMENT_QR (a PromptPay ID, a QR Ph or QRIS merchant account: the money really goes there when scanned), and shows a demo page for the rest; /sandbox/pay marks
 * a payment paid.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  qrPaysInto: 'lender-account',
  offers: () => true,
  // The sandbox's page and QR take money only when told to (/sandbox/payments/complete): nothing to withdraw.
  cancel: async () => undefined,
  async open(request) {
    const url = `/sandbox/pay/${request.paymentId}`
    const { reference } = request
    const expiresAt = request.expiresAt.toISOString()
    if (request.method === 'otc') return { url, reference, expiresAt, counters: [...request.counters] }
    // The sandbox's virtual account number is the payment's own reference, paid on its demo page.
    if (request.method === 'va') return { url, reference, expiresAt }
    if (request.method !== 'qr') return { url, reference }
    const account = request.qrAccount
    if (!account) throw new PaymentRefused('NO_QR_ACCOUNT')
    const qr = account.payload(request.amountMinor, reference)
    return { url, reference, expiresAt, qr }
  },
}
