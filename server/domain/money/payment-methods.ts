// The ways a borrower can repay a lender's loan now, each with the most it takes in one payment:
// the lender's PAYMENT_METHODS config, else its market's list, less what the payment provider
// does not take in that market. A QR drawn here needs the lender's own account to pay into
// (PAYMENT_QR, of the kind its market scans): with a provider whose QR pays into it (the sandbox's)
// and no such account, no QR is offered.
import { type PaymentMethodLimit, paymentMethodsConfigSchema } from '../../../contract/payment-methods'
import type { PaymentQrAccount } from '../../../contract/payment-qr'
import type { Db } from '../../db/client'
import type { MarketPack } from '../../../contract/market'
import type { PaymentProvider } from '../../providers/payment/port'
import { companyConfigsOf, companyOfApp } from '../configs/company-configs'
import { marketOfCompany } from '../markets/company-market'

/** The lender's account a QR pays into, when it has one its market's QR can carry. */
export async function paymentQrOfApp(db: Db, appId: number): Promise<PaymentQrAccount | null> {
  const companyId = await companyOfApp(db, appId)
  return paymentQrIn(await companyConfigsOf(db, companyId), await marketOfCompany(db, companyId))
}

function paymentQrIn(configs: Record<string, unknown>, market: MarketPack): PaymentQrAccount | null {
  return market.paymentQr?.account(configs.PAYMENT_QR) ?? null
}

export async function paymentMethodsOfApp(db: Db, appId: number, payments: PaymentProvider): Promise<PaymentMethodLimit[]> {
  return paymentMethodsOfCompany(db, await companyOfApp(db, appId), payments)
}

/** paymentMethodsOfApp for a caller that already knows the app's company: one read of its configs. */
export async function paymentMethodsOfCompany(db: Db, companyId: number, payments: PaymentProvider): Promise<PaymentMethodLimit[]> {
  return paymentMethodsIn(await companyConfigsOf(db, companyId), await marketOfCompany(db, companyId), payments)
}

/** paymentMethodsOfCompany from configs the caller has read (configsFrom). */
export function paymentMethodsIn(configs: Record<string, unknown>, market: MarketPack, payments: PaymentProvider): PaymentMethodLimit[] {
  const parsed = paymentMethodsConfigSchema.safeParse(configs.PAYMENT_METHODS)
  const listed = parsed.success ? parsed.data : market.paymentMethods
  // A provider's QR pays into the provider's account; only one drawn here needs the lender's.
  const qr = payments.qrPaysInto === 'provider' || paymentQrIn(configs, market) !== null
  return listed.filter((m) => payments.offers(market.code, m.method) && (m.method !== 'qr' || qr))
}
