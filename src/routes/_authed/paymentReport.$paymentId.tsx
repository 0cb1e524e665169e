import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { compressPhoto } from '../../features/identity/compress-photo'
import { PaymentReportForm } from '../../features/repay/components/payment-report-form'

/** `reference`: the payment's own, shown so the borrower can compare it with their slip. */
type Search = { reference?: string }

export const Route = createFileRoute('/_authed/paymentReport/$paymentId')({
  validateSearch: (search: Record<string, unknown>): Search => (typeof search.reference === 'string' ? { reference: search.reference.slice(0, 40) } : {}),
  component: PaymentReportRoute,
})

function PaymentReportRoute() {
  const { paymentId } = Route.useParams()
  const { reference } = Route.useSearch()
  const navigate = useNavigate()
  return <PaymentReportForm key={paymentId} paymentId={paymentId} reference={reference ?? ''} compress={compressPhoto} onDone={() => void navigate({ to: '/feedback', replace: true })} />
}
