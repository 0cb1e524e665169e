import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { errorText } from '../../../i18n/error-text'
import { KeptCopyNote } from '../../../ui/kept-copy'
import { useOnline } from '../../../ui/offline-banner'
import { cancelPayment, useOpenPayments } from '../api'
import { shownPayments } from '../open-payment-rules'
import '../repay.css'
import { OpenPaymentCard } from './open-payment-card'

type Props = { orderId: number; currency: string }

/**
 * The loan's open payments with their QR or code, for Home and the history: found again after
 * leaving the repay screen, offline too from the copy kept on the phone, and cancellable.
 */
export function OpenPaymentsSection({ orderId, currency }: Props) {
  const online = useOnline()
  const open = useOpenPayments(orderId)
  const [problem, setProblem] = useState<string | null>(null)
  const payments = shownPayments(null, open.data ?? [], Date.now())
  if (payments.length === 0) return null
  return (
    <section className="repay open-payments" aria-labelledby={`open-payments-${orderId}`} data-testid="open-payments">
      <h2 id={`open-payments-${orderId}`} className="section-title">
        <Trans>Payments you opened</Trans>
      </h2>
      <KeptCopyNote asOf={open.asOf} />
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : null}
      {payments.map((payment) => (
        <OpenPaymentCard
          key={payment.paymentId}
          payment={payment}
          currency={currency}
          online={online}
          onCancel={async () => {
            setProblem(null)
            try {
              await cancelPayment(payment.paymentId, crypto.randomUUID())
            } catch (error) {
              setProblem(errorText(error))
            }
            await open.reload()
          }}
        />
      ))}
      <Link to="/repayDetail" search={{ orderId }} className="btn btn-text inline-link" data-testid="open-payments-repay">
        <Trans>Check a payment or pay another way</Trans>
      </Link>
    </section>
  )
}
