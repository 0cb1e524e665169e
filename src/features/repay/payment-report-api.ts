// "I paid but it does not show": the report goes through the outbox like every form, so one
// made offline is sent when the phone is back online, once, with its key.
import type { PaymentReport } from '../../../contract/schemas/payment-reports'
import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'

export const PAYMENT_REPORT_FORM = 'payment-report'

export type { PaymentReport }

export function usePaymentReports() {
  return useRemote(() => call('/loan/payment/reports', {}))
}

export async function sendPaymentReport(paymentId: string, reference: string, slip: Blob) {
  const { submitForm } = await import('../../offline/outbox')
  return submitForm(PAYMENT_REPORT_FORM, [{ path: '/loan/payment/report', body: { paymentId, reference, photo1: slip } }], { paymentId, reference })
}
