// The ways a borrower can repay a lender's loan now, each with the most it takes in one payment:
// the lender's PAYMENT_METHODS config, else its market's list, less the methods this server
// cannot open a payment for yet.
import { type PaymentMethod, type PaymentMethodLimit, paymentMethodsConfigSchema } from '../../../contract/payment-methods'
import type { Db } from '../../db/client'
import { effectiveConfigs } from '../configs/company-configs'
import { marketOfApp } from '../markets/company-market'

// Only the sandbox payment page is connected; QR, e-wallet and counter providers come later.
const OPENABLE: readonly PaymentMethod[] = ['page']

export async function paymentMethodsOfApp(db: Db, appId: number): Promise<PaymentMethodLimit[]> {
  const configs = await effectiveConfigs(db, appId)
  const parsed = paymentMethodsConfigSchema.safeParse(configs.PAYMENT_METHODS)
  const listed = parsed.success ? parsed.data : (await marketOfApp(db, appId)).market.paymentMethods
  return listed.filter((m) => OPENABLE.includes(m.method))
}
