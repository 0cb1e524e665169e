// The ways a borrower can repay a lender's loan now, each with the most it takes in one payment:
// the lender's PAYMENT_METHODS config, else its market's list. A QR needs the lender's own
// account to pay into (PAYMENT_QR, of the kind its market scans): without one, no QR is offered.
import { type PaymentMethodLimit, paymentMethodsConfigSchema } from '../../../contract/payment-methods'
import { type PaymentQrConfig, paymentQrConfigSchema } from '../../../contract/payment-qr'
import type { Db } from '../../db/client'
import { effectiveConfigs } from '../configs/company-configs'
import { marketOfApp } from '../markets/company-market'

/** The lender's account a QR pays into, when it has one its market's QR can carry. */
export async function paymentQrOfApp(db: Db, appId: number): Promise<PaymentQrConfig | null> {
  const parsed = paymentQrConfigSchema.safeParse((await effectiveConfigs(db, appId)).PAYMENT_QR)
  if (!parsed.success) return null
  const { market } = await marketOfApp(db, appId)
  const promptPay = 'promptPayId' in parsed.data
  return (market.code === 'TH') === promptPay ? parsed.data : null
}

export async function paymentMethodsOfApp(db: Db, appId: number): Promise<PaymentMethodLimit[]> {
  const configs = await effectiveConfigs(db, appId)
  const parsed = paymentMethodsConfigSchema.safeParse(configs.PAYMENT_METHODS)
  const listed = parsed.success ? parsed.data : (await marketOfApp(db, appId)).market.paymentMethods
  const qr = await paymentQrOfApp(db, appId)
  return listed.filter((m) => m.method !== 'qr' || qr !== null)
}
