import { useLingui } from '@lingui/react/macro'
import type { PaymentMethod } from '../../../contract/payment-methods'

/** Each way to pay in the borrower's words. */
export function useMethodNames(): Record<PaymentMethod, string> {
  const { t } = useLingui()
  return {
    qr: t`QR code`,
    ewallet: t`E-wallet`,
    otc: t`Cash at a counter`,
    page: t`Online payment page`,
  }
}
