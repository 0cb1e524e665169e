import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { PAYMENT_REFERENCE_PATTERN, type PaymentReportReason } from '../../../../contract/payment-reports'
import { IMAGE_MAX_BYTES } from '../../../../contract/validation'
import { errorText } from '../../../i18n/error-text'
import { showToast } from '../../../state/activity'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { Page } from '../../../ui/page'
import { useQueuedNotice } from '../../../ui/saved-on-phone'
import { TextField } from '../../../ui/text-field'
import { type PaymentReport, sendPaymentReport, usePaymentReports } from '../payment-report-api'

const REASON_TEXT: Record<PaymentReportReason, MessageDescriptor> = {
  no_payment_received: msg`Our payment provider has received no payment under this reference.`,
  reference_differs: msg`The reference on your slip is not this payment's: the money went to another payment or account.`,
  amount_differs: msg`The amount on your slip is not what our payment provider received.`,
  slip_unreadable: msg`We could not read the photo of your slip. Please send a clear photo of the whole slip.`,
}

type Props = {
  paymentId: string
  /** The payment's own reference, which the slip should show. */
  reference: string
  compress: (file: Blob, onProgress: (done: number) => void) => Promise<Blob>
  onDone: () => void
}

const cleaned = (reference: string) => reference.replace(/\s/g, '')

/**
 * "I paid but it does not show": the reference on the slip and a photo of it. Staff look for the
 * money at the payment provider; the borrower never pays again, and is never asked to pay to be paid.
 */
export function PaymentReportForm({ paymentId, reference: expected, compress, onDone }: Props) {
  const { t } = useLingui()
  const id = useId()
  const reports = usePaymentReports()
  const last: PaymentReport | undefined = reports.data?.find((r) => r.paymentId === paymentId)
  // A report being checked, or found and posted, needs nothing more; one not found can be sent again.
  const canReport = last === undefined || last.status === 'not_found'
  const [reference, setReference] = useState(expected)
  const [slip, setSlip] = useState<Blob | null>(null)
  const [errors, setErrors] = useState<{ reference?: string; slip?: string }>({})
  const [busy, setBusy] = useState(false)
  const queuedNotice = useQueuedNotice()

  async function addSlip(file: File) {
    setErrors((e) => ({ ...e, slip: undefined }))
    try {
      const small = await compress(file, () => undefined)
      if (small.size > IMAGE_MAX_BYTES) throw new Error('too large')
      setSlip(small)
    } catch {
      setErrors((e) => ({
        ...e,
        slip: t`This photo cannot be used: choose a JPEG or PNG photo of at most 5 MB`,
      }))
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = {
      reference: PAYMENT_REFERENCE_PATTERN.test(cleaned(reference)) ? undefined : t`Enter the reference as printed on your slip: letters and digits`,
      slip: slip ? undefined : t`Add a photo of your payment slip`,
    }
    if (problems.reference || problems.slip || !slip) {
      setErrors(problems)
      return
    }
    setBusy(true)
    try {
      const result = await sendPaymentReport(paymentId, cleaned(reference), slip)
      if (result.status === 'rejected') {
        // What was typed stays; the server's reason shows where it belongs.
        const rejection = result.rejections[0]
        const text = errorText(
          rejection
            ? new ApiError(rejection.code, {
                message: rejection.message,
                fields: rejection.fields,
              })
            : null,
        )
        setErrors(rejection?.fields.some((f) => f.startsWith('photo')) ? { slip: text } : { reference: text })
        return
      }
      if (result.status === 'queued') queuedNotice(result.offline)
      else showToast(t`Thank you. We will look for your payment and answer you in Support.`)
      onDone()
    } catch (error) {
      setErrors({ reference: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page
      title={t`I paid but it does not show`}
      back
      footer={
        canReport ? (
          <button type="submit" form="payment-report-form" className="btn btn-primary" disabled={busy} data-testid="payment-report-send">
            {busy ? t`Sending…` : t`Send to be checked`}
          </button>
        ) : undefined
      }
    >
      <form id="payment-report-form" className="page-body-form" noValidate onSubmit={submit}>
        <p>
          <Trans>
            Payments can take a few minutes to show. If yours still does not, send us the reference on your slip and a photo of it. We will find it with our payment provider and
            post it. Do not pay again.
          </Trans>
        </p>
        <NoFeeNotice />
        {last ? <LastReport report={last} /> : null}
        {canReport ? (
          <>
            <TextField
              label={<Trans>Reference on your slip</Trans>}
              name="reference"
              autoComplete="off"
              inputMode="text"
              value={reference}
              error={errors.reference}
              hint={expected ? <Trans>This payment's reference is {expected}</Trans> : undefined}
              onChange={(e) => {
                setReference(e.target.value)
                setErrors((x) => ({ ...x, reference: undefined }))
              }}
              data-testid="payment-report-reference"
            />
            <div className="field">
              <label className="field-label" htmlFor={`${id}-slip`}>
                <Trans>Photo of your payment slip</Trans>
              </label>
              {slip ? (
                <p className="field-hint" data-testid="payment-report-slip-added">
                  <Trans>Photo added</Trans>{' '}
                  <button type="button" className="btn btn-text" onClick={() => setSlip(null)}>
                    <Trans>Remove</Trans>
                  </button>
                </p>
              ) : (
                <input
                  id={`${id}-slip`}
                  type="file"
                  accept="image/jpeg,image/png"
                  className="field-input"
                  data-testid="payment-report-slip"
                  aria-invalid={errors.slip ? true : undefined}
                  onChange={(e) => {
                    const file = e.target.files?.[0]
                    e.target.value = ''
                    if (file) void addSlip(file)
                  }}
                />
              )}
              {errors.slip ? (
                <p className="field-error" role="alert">
                  {errors.slip}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
      </form>
    </Page>
  )
}

/** What became of this payment's last report. */
function LastReport({ report }: { report: PaymentReport }) {
  const { t } = useLingui()
  return (
    <section className="card" data-testid="payment-report-status" data-status={report.status}>
      {report.status === 'open' ? (
        <p>
          <Trans>You reported this payment (request {report.ticketReference}). We are checking it.</Trans>
        </p>
      ) : report.status === 'matched' ? (
        <p>
          <Trans>We found your payment and posted it.</Trans>{' '}
          <Link to="/receipt/$paymentId" params={{ paymentId: report.paymentId }} className="btn btn-text">
            <Trans>View receipt</Trans>
          </Link>
        </p>
      ) : (
        <p>
          <Trans>We could not find this payment:</Trans> {report.reason ? t(REASON_TEXT[report.reason]) : null}
        </p>
      )}
    </section>
  )
}
