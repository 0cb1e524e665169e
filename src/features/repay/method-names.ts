import { useLingui } from '@lingui/react/macro'
import type { ReceiptMethod } from '../../../contract/payment-methods'

/** Each way to pay, a transfer staff posted and credit paid in from an earlier loan, in the borrower's words. */
export function useMethodNames(): Record<ReceiptMethod, string> {
  const { t } = useLingui()
  return {
    qr: t`QR code`,
    ewallet: t`E-wallet`,
    otc: t`Cash at a counter`,
    va: t`Bank transfer to a virtual account`,
    page: t`Online payment page`,
    transfer: t`Bank transfer`,
    credit: t`Credit from an earlier loan`,
  }
}
