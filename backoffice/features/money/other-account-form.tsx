import type { FormEvent } from 'react'
import { call } from '../../api'
import { ErrorNotice, Notice } from '../../components/notice'
import { useFourEyesRequest } from '../../components/use-four-eyes-request'

/**
 * A failed payout sent to an account the borrower gave support rather than bound in the app:
 * it must be in the borrower's own name, and waits for a second staff member.
 */
export function OtherAccountForm({ disbursementId }: { disbursementId: number }) {
  const request = useFourEyesRequest('Payout to another account')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name)).trim()
    void request.send(() => call('/money/retryOtherAccount', { disbursementId, bankName: text('bankName'), cardNo: text('cardNo'), holderName: text('holderName') }))
  }
  if (request.done) return <Notice>{request.done}</Notice>
  return (
    <details>
      <summary>Send to another account</summary>
      <form onSubmit={submit} aria-label={`Send payout ${disbursementId} to another account`}>
        <label>
          Bank code
          <input name="bankName" required maxLength={32} autoComplete="off" />
        </label>
        <label>
          Account number
          <input name="cardNo" required maxLength={40} autoComplete="off" />
        </label>
        <label>
          Account holder, as on the borrower's ID
          <input name="holderName" required maxLength={100} autoComplete="off" />
        </label>
        <button type="submit" className="button small" disabled={request.busy}>
          Request payout
        </button>
        <ErrorNotice error={request.error} />
      </form>
    </details>
  )
}
