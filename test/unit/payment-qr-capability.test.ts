// The domain asks the payment provider where a QR pays into, not whether it is the sandbox
// (issue 39, item 2): a QR into the lender's own account needs PAYMENT_QR, a provider's does not.
import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { paymentMethodsIn } from '../../server/domain/money/payment-methods'
import type { PaymentProvider } from '../../server/providers/payment/port'

const provider = (qrPaysInto: PaymentProvider['qrPaysInto']): PaymentProvider => ({
  qrPaysInto,
  offers: () => true,
  open: () => Promise.reject(new Error('not asked here')),
  cancel: () => Promise.resolve(),
})
const methods = (configs: Record<string, unknown>, payments: PaymentProvider) => paymentMethodsIn(configs, MARKETS.TH, payments).map((m) => m.method)

describe('the QR a payment provider offers', () => {
  it("is listed without the lender's account when the provider's QR pays into the provider", () => {
    expect(methods({}, provider('provider'))).toContain('qr')
  })

  it("is listed only with the lender's account when the QR pays into that account", () => {
    expect(methods({}, provider('lender-account'))).not.toContain('qr')
    expect(methods({ PAYMENT_QR: { promptPayId: '0105566000001' } }, provider('lender-account'))).toContain('qr')
  })
})
